import { DESCRIPTION_MAX, endsOnDanglingWord, fitDescription, fitTitle, hasUnclosedParenthesis, TITLE_MAX } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';

const BRAND = 'Costa Sol HVAC';

describe('fitTitle', () => {
  it('adds the brand once and keeps a title that fits', () => {
    expect(fitTitle('Contact', BRAND)).toBe('Contact | Costa Sol HVAC');
    expect(fitTitle('Cookie Policy | Costa Sol HVAC', BRAND)).toBe('Cookie Policy | Costa Sol HVAC');
  });

  it('cuts a long title at a whole word so that it fits with the brand', () => {
    const title = fitTitle('How long does a pool heat pump take to warm the water in spring?', BRAND);
    expect(title).toBe('How long does a pool heat pump take to warm | Costa Sol HVAC');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith(' | Costa Sol HVAC')).toBe(true);
  });

  it.each(['Sol Clima', 'Sol Clima Marbella Climatización y Energía'])('fits the title to a renamed brand, %s', (brand) => {
    const title = fitTitle('How long does a pool heat pump take to warm the water in spring?', brand);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.startsWith('How long does')).toBe(true);
    expect(title.endsWith(` | ${brand}`)).toBe(true);
    expect(fitTitle(`Contact | ${brand}`, brand)).toBe(`Contact | ${brand}`);
  });
});

describe('fitTitle ends well', () => {
  it('never ends the part before the brand on an article, preposition or conjunction', () => {
    expect(fitTitle('Aire acondicionado y aerotermia en Villanueva de la Concepción', BRAND)).toBe(
      'Aire acondicionado y aerotermia | Costa Sol HVAC',
    );
    expect(fitTitle('Emergency heat pump repair and servicing in Alhaurín el Grande', BRAND)).toBe(
      'Emergency heat pump repair and servicing | Costa Sol HVAC',
    );
  });

  it('keeps whole phrases when the first ones say enough', () => {
    expect(fitTitle('Heat pump water heaters for villas | Installation and rebates in Málaga', BRAND)).toBe(
      'Heat pump water heaters for villas | Costa Sol HVAC',
    );
  });

  it('does not leave a parenthesis open', () => {
    expect(fitTitle('Community rules for outdoor units (Ley de Propiedad Horizontal)', BRAND)).toBe(
      'Community rules for outdoor units | Costa Sol HVAC',
    );
  });
});

describe('the rules of a well-ended text', () => {
  it('knows dangling words in both languages, whatever their case and trailing punctuation', () => {
    expect(['Solar in', 'Alhaurín el', 'Calor y', 'Mantenimiento DE', 'Repairs &', 'and the,'].map(endsOnDanglingWord)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['HVAC in Marbella', 'Aerotermia', 'Heat pumps.'].map(endsOnDanglingWord)).toEqual([false, false, false]);
  });

  it('counts parentheses', () => {
    expect(hasUnclosedParenthesis('the law (Ley de Propiedad.')).toBe(true);
    expect(hasUnclosedParenthesis('the law (LPH) applies.')).toBe(false);
  });
});

describe('fitDescription', () => {
  it('keeps a short text, and as many whole sentences of a long one as fit', () => {
    expect(fitDescription('  Short   text. ')).toBe('Short text.');
    const long =
      'Heat pumps move heat instead of making it. In Málaga they cool in summer and heat in winter. ' +
      'A survey tells which size your home needs, and we quote it for free within a day of the visit.';
    const fitted = fitDescription(long);
    expect(fitted).toBe('Heat pumps move heat instead of making it. In Málaga they cool in summer and heat in winter.');
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('ends a first sentence that is too long on a whole word and a full stop, never an ellipsis', () => {
    const fitted = fitDescription(`${'word '.repeat(40)}end.`);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted).toMatch(/word\.$/);
    expect(fitted).not.toMatch(/\.\.\.|…/);
  });
});

describe('fitDescription on real shapes', () => {
  it('does not end inside parentheses or on a dangling word', () => {
    const fitted = fitDescription(
      'Yes. An outdoor unit on a terrace or a façade is a matter for the community of owners under Spanish property law (Ley de Propiedad Horizontal, article 17), which may ask for a vote in some buildings.',
    );
    expect(hasUnclosedParenthesis(fitted)).toBe(false);
    expect(endsOnDanglingWord(fitted.slice(0, -1))).toBe(false);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted).toMatch(/^Yes\. An outdoor unit/);
  });

  it('does not break a sentence at the point of a number', () => {
    const text = `Rebates of up to 7.500 € apply to heat pumps in Andalucía this year, and we handle the paperwork for you. ${'More. '.repeat(20)}`;
    expect(fitDescription(text)).toMatch(/^Rebates of up to 7\.500 € apply/);
  });

  it('prefers a clause of a long second sentence to a two-word description', () => {
    const fitted = fitDescription(
      'Often, yes. Spanish property law lets an owner install an outdoor unit on their own terrace without a vote, as long as it does not alter the façade or common elements, and the building rules do not forbid it.',
    );
    expect(fitted.length).toBeGreaterThanOrEqual(70);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(fitted).toMatch(/^Often, yes\. Spanish property law/);
    expect(fitted.endsWith('.')).toBe(true);
  });
});
