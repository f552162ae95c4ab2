import { pagePathOfShareCard, SHARE_CARD_SIZE } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { shareImage } from './share-card';

const ORIGIN = 'https://www.example.com';

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
    expect(shareImage(ORIGIN, path, 'A title', language).card.kind).toBe(kind);
  });

  it('points to an absolute 1200 × 630 PNG named after the page, and leaves the brand off the title', () => {
    const image = shareImage(ORIGIN, '/contact', 'Contact us | Costa Sol HVAC', 'en');
    expect(image.card).toEqual({ title: 'Contact us', kind: 'Contact', language: 'en' });
    expect(image.url.startsWith(`${ORIGIN}/share/`)).toBe(true);
    expect(pagePathOfShareCard(new URL(image.url).pathname)).toBe('/contact');
    expect({ width: image.width, height: image.height }).toEqual(SHARE_CARD_SIZE);
    expect(image.alt).toBe('Contact: Contact us — Costa Sol HVAC');
  });
});
