import { useEffect } from 'react';

/**
 * Marks the document once the content around it has hydrated (browser tests wait for it). It sits inside the
 * page's Suspense boundary: React hydrates such a boundary after the root, so a marker at the root would fire
 * while the page's own inputs were still inert.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
