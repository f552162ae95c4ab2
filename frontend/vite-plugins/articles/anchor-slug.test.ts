import { SLUG_PATTERN } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { anchorSlug } from '../common.ts';

describe('the anchor proposed for a section heading', () => {
  it('folds Spanish accents and the ñ, and joins the words with single hyphens', () => {
    expect(anchorSlug('¿Cuánto cuesta la instalación?')).toBe('cuanto-cuesta-la-instalacion');
    expect(anchorSlug('Año y pequeños pingüinos')).toBe('ano-y-pequenos-pinguinos');
    expect(anchorSlug('Split, multi-split or ducted: which system suits your home')).toBe('split-multi-split-or-ducted-which-system-suits');
  });

  it('leaves out {{…}} names and keeps figures', () => {
    expect(anchorSlug('Rebates of up to {{claims.rebatesUpToEur}}')).toBe('rebates-of-up-to');
    expect(anchorSlug('Step 1: about 100 frigorías per m²')).toBe('step-1-about-100-frigorias-per-m');
  });

  it('is unique within the page, and the same every time', () => {
    expect(anchorSlug('Sizing', ['sizing'])).toBe('sizing-2');
    expect(anchorSlug('Sizing', ['sizing', 'sizing-2'])).toBe('sizing-3');
    expect(anchorSlug('Sizing', ['sizing'])).toBe(anchorSlug('Sizing', ['sizing']));
  });

  it('always matches the anchor rule, even for a heading with no letter or a very long word', () => {
    for (const heading of ['€ — ?', 'Über-lange', 'x'.repeat(80), '  Cocina  y  baño  ']) {
      const anchor = anchorSlug(heading);
      expect(anchor).toMatch(SLUG_PATTERN);
      expect(anchor.length).toBeLessThanOrEqual(48);
    }
  });
});
