// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/i18n-context';
import { ResponsiveImage } from './responsive-image';

const ID = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at the widths the image is served at, with its size, lazy loading and alt text', () => {
    const html = renderToStaticMarkup(<ResponsiveImage id={ID} width={1400} height={900} alt="A heat pump" sizes="100vw" />);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const [avif, webp] = [...document.querySelectorAll('source')];
    expect(avif.getAttribute('type')).toBe('image/avif');
    expect(avif.getAttribute('srcset')).toBe(
      `/media/${ID}/320.avif 320w, /media/${ID}/640.avif 640w, /media/${ID}/960.avif 960w, /media/${ID}/1280.avif 1280w`,
    );
    expect(webp.getAttribute('type')).toBe('image/webp');
    expect(webp.getAttribute('sizes')).toBe('100vw');
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`/media/${ID}/960.webp`);
    expect(img?.getAttribute('width')).toBe('1400');
    expect(img?.getAttribute('height')).toBe('900');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe('A heat pump');
  });

  it('names the true width of an image narrower than the smallest variant, and can load at once', () => {
    const html = renderToStaticMarkup(<ResponsiveImage id={ID} width={200} height={100} alt="" sizes="200px" loading="eager" />);
    expect(html).toContain(`srcSet="/media/${ID}/320.webp 200w"`);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('alt=""');
  });

  it("carries the words shown if it fails, 'Image unavailable', in the page's language", () => {
    const english = renderToStaticMarkup(<ResponsiveImage id={ID} width={400} height={300} alt="" sizes="400px" />);
    expect(english).toContain('data-unavailable="Image unavailable"');
    const spanish = renderToStaticMarkup(
      <LanguageProvider language="es">
        <ResponsiveImage id={ID} width={400} height={300} alt="" sizes="400px" />
      </LanguageProvider>,
    );
    expect(spanish).toContain('data-unavailable="Imagen no disponible"');
  });
});
