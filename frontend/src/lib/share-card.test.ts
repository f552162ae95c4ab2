import { pagePathOfShareCard, SHARE_CARD_SIZE } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { shareImage } from './share-card';

const ORIGIN = 'https://www.example.com';
const BRAND = 'Costa Sol HVAC';

describe('shareImage', () => {
  it.each([
    ['/services/air-conditioning', 'en', 'Service'],
    ['/es/servicios/aire-acondicionado', 'es', 'Servicio'],
    ['/es/recursos/guia-hvac-marbella', 'es', 'Guía'],
    ['/locations/marbella/emergency-repair', 'en', 'Location'],
    ['/es/ubicaciones', 'es', 'Ubicación'],
    ['/qa/maintenance/how-often', 'en', 'Q&A'],
    ['/es/fabricantes/daikin', 'es', 'Marca'],
    ['/tools/hvac-calculator', 'en', 'Tool'],
  ] as const)('names %s a page of kind "%s"', (path, language, kind) => {
    expect(shareImage({ origin: ORIGIN, path, title: 'A title', language, brand: BRAND }).card.kind).toBe(kind);
  });

  it('points to an absolute 1200 × 630 PNG named after the page, and leaves the brand off the title', () => {
    const image = shareImage({ origin: ORIGIN, path: '/contact', title: 'Contact us | Costa Sol HVAC', language: 'en', brand: BRAND });
    expect(image.card).toEqual({ title: 'Contact us', kind: 'Contact', language: 'en', brand: BRAND });
    expect(image.url.startsWith(`${ORIGIN}/share/`)).toBe(true);
    expect(pagePathOfShareCard(new URL(image.url).pathname)).toBe('/contact');
    expect({ width: image.width, height: image.height }).toEqual(SHARE_CARD_SIZE);
    expect(image.alt).toBe('Contact: Contact us — Costa Sol HVAC');
  });

  it('takes the brand the owner saved: off the title, on the card and in its description', () => {
    const brand = 'Sol Clima (Marbella)';
    const image = shareImage({ origin: ORIGIN, path: '/contact', title: `Contact us – ${brand}`, language: 'en', brand });
    expect(image.card).toEqual({ title: 'Contact us', kind: 'Contact', language: 'en', brand });
    expect(image.alt).toBe(`Contact: Contact us — ${brand}`);
    expect(image.url).not.toBe(shareImage({ origin: ORIGIN, path: '/contact', title: 'Contact us', language: 'en', brand: BRAND }).url);
  });

  it("keeps a title that only ends with the brand's words", () => {
    expect(shareImage({ origin: ORIGIN, path: '/contact', title: 'Why Costa Sol HVAC', language: 'en', brand: BRAND }).card.title).toBe(
      'Why Costa Sol HVAC',
    );
  });
});
