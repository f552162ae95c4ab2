import { IMAGE_LAZY_MARGIN } from '@costa-sol/common';
import { useEffect, useRef, useState } from 'react';
import { useCatalogue } from '../i18n/i18n-context';
import { layoutText } from '../i18n/layout-text';

type State = 'lazy' | 'loaded' | 'fallback' | 'failed';

interface LazyImageProps {
  src: string;
  /** A plainer version (e.g. SVG or JPEG) tried when `src` fails. */
  fallbackSrc?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Loads when within 50px of the viewport, fades in, falls back to the plain image, then says 'Image unavailable'.
 * Plain elements and the .lazy-image styles of global.css: no MUI, so the island stays small.
 */
export function LazyImage({ src, fallbackSrc, alt, width, height }: LazyImageProps) {
  const unavailable = useCatalogue(layoutText).imageUnavailable;
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState<State>('lazy');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const current = state === 'fallback' && fallbackSrc ? fallbackSrc : src;
  return (
    <div ref={holder} className="lazy-image" style={{ aspectRatio: `${width} / ${height}` }}>
      {state === 'failed' ? (
        <div role="img" aria-label={alt} className="lazy-image__unavailable">
          {unavailable}
        </div>
      ) : (
        visible && (
          <img
            src={current}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            className={state === 'lazy' ? 'lazy-image__img' : 'lazy-image__img lazy-image__img--shown'}
            onLoad={() => setState((s) => (s === 'lazy' ? 'loaded' : s))}
            onError={() => setState((s) => (s !== 'fallback' && fallbackSrc ? 'fallback' : 'failed'))}
          />
        )
      )}
    </div>
  );
}
