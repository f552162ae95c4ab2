import { IMAGE_LAZY_MARGIN } from '@costa-sol/common';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

type State = 'lazy' | 'loaded' | 'fallback' | 'failed';

interface LazyImageProps {
  src: string;
  /** A plainer version (e.g. SVG or JPEG) tried when `src` fails. */
  fallbackSrc?: string;
  alt: string;
  width: number;
  height: number;
  unavailableText: string;
}

/** Loads when within 50px of the viewport, fades in, falls back to the plain image, then says it is unavailable. */
export function LazyImage({ src, fallbackSrc, alt, width, height, unavailableText }: LazyImageProps) {
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
    <Box ref={holder} sx={{ position: 'relative', width: '100%', aspectRatio: `${width} / ${height}`, bgcolor: 'grey.100', borderRadius: 2, overflow: 'hidden' }}>
      {state === 'failed' ? (
        <Box role="img" aria-label={alt} sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
          {unavailableText}
        </Box>
      ) : (
        visible && (
          <img
            src={current}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            onLoad={() => setState((s) => (s === 'lazy' ? 'loaded' : s))}
            onError={() => setState((s) => (s !== 'fallback' && fallbackSrc ? 'fallback' : 'failed'))}
            style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: state === 'lazy' ? 0 : 1, transition: 'opacity 300ms ease-in' }}
          />
        )
      )}
    </Box>
  );
}
