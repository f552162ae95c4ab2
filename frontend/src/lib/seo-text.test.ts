import {
  DESCRIPTION_MAX,
  endsInsidePhrase,
  endsOnDanglingWord,
  fitDescription,
  fitTitle,
  hasUnclosedParenthesis,
  TITLE_MAX,
} from '@costa-sol/common';
import { describe, expect, it } from 'vitest';

const BRAND = 'Costa Sol HVAC';
const SUFFIX = ` | ${BRAND}`;

describe('fitTitle: the heading whole with the brand when it fits', () => {
  it('adds the brand once and keeps a title that fits', () => {
    expect(fitTitle('Contact', BRAND)).toBe('Contact | Costa Sol HVAC');
    expect(fitTitle('Cookie Policy | Costa Sol HVAC', BRAND)).toBe('Cookie Policy | Costa Sol HVAC');
  });

  it.each(['Sol Clima', 'Sol Clima Marbella Climatización y Energía'])('keeps a heading with a renamed brand, %s', (brand) => {
    expect(fitTitle(`Contact | ${brand}`, brand)).toBe(`Contact | ${brand}`);
  });
});

describe('fitTitle never cuts a heading at a plain word', () => {
  it('keeps a question whole, without the brand, when it has no shorter form', () => {
    expect(fitTitle("What happens to the solar electricity I don't use?", BRAND)).toBe(
      "What happens to the solar electricity I don't use?",
    );
    expect(fitTitle('¿Cuántas placas solares necesito para mi casa?', BRAND)).toBe('¿Cuántas placas solares necesito para mi casa?');
  });

  it('takes the shorter form the content states, with the brand', () => {
    expect(fitTitle("What happens to the solar electricity I don't use?", BRAND, 'Surplus solar electricity: what happens to it')).toBe(
      "What happens to the solar electricity I don't use?",
    );
    expect(
      fitTitle(
        'Can ducted air conditioning with Airzone zoning be installed in an existing home?',
        BRAND,
        'Airzone ducts in an existing home',
      ),
    ).toBe('Airzone ducts in an existing home | Costa Sol HVAC');
  });

  it('keeps leading whole phrases: at " | ", ": " or a sentence end', () => {
    expect(fitTitle('Heat pump water heaters for villas | Installation and rebates in Málaga', BRAND)).toBe(
      'Heat pump water heaters for villas | Costa Sol HVAC',
    );
    expect(fitTitle('Split, multi-split or ducted: which system suits my home?', BRAND)).toBe(
      'Split, multi-split or ducted | Costa Sol HVAC',
    );
    expect(fitTitle('Do solar panels need maintenance? What about calima dust?', BRAND)).toBe(
      'Do solar panels need maintenance? | Costa Sol HVAC',
    );
  });

  it('keeps a long heading with no phrase break and no short form whole', () => {
    const heading = 'Emergency heat pump repair and servicing in Alhaurín el Grande';
    expect(fitTitle(heading, BRAND)).toBe(heading);
    expect(fitTitle('Community rules for outdoor units (Ley de Propiedad Horizontal)', BRAND)).toBe(
      'Community rules for outdoor units (Ley de Propiedad Horizontal)',
    );
  });

  it('never ends inside a phrase of its heading, whatever the brand', () => {
    const headings = [
      'How long does a pool heat pump take to warm the water in spring?',
      'Aire acondicionado y aerotermia en Villanueva de la Concepción',
      '¿Se puede instalar aire por conductos con zonificación Airzone en una vivienda ya construida?',
    ];
    for (const brand of [BRAND, 'Sol Clima', 'Sol Clima Marbella Climatización y Energía'])
      for (const heading of headings) {
        const title = fitTitle(heading, brand).replace(` | ${brand}`, '');
        expect(endsInsidePhrase(title, heading)).toBe(false);
      }
  });
});

describe('fitDescription: whole sentences only', () => {
  it('keeps a short text, and as many whole sentences of a long one as fit', () => {
    expect(fitDescription('  Short   text. ')).toBe('Short text.');
    const long =
      'Heat pumps move heat instead of making it. In Málaga they cool in summer and heat in winter. ' +
      'A survey tells which size your home needs, and we quote it for free within a day of the visit.';
    const fitted = fitDescription(long);
    expect(fitted).toBe('Heat pumps move heat instead of making it. In Málaga they cool in summer and heat in winter.');
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('keeps a first sentence longer than the limit whole, never closing it mid-clause', () => {
    const text =
      'An outdoor unit on a terrace or a façade is a matter for the community of owners under Spanish property law (Ley de Propiedad Horizontal, article 17), which may ask for a vote in some buildings. Ask first.';
    const fitted = fitDescription(text);
    expect(fitted).toBe(text.slice(0, -' Ask first.'.length));
    expect(endsInsidePhrase(fitted, text)).toBe(false);
  });

  it('keeps a short first sentence alone rather than cut the next one, or add it past the limit', () => {
    const text =
      'Often, yes. Spanish property law lets an owner install an outdoor unit on their own terrace without a vote, as long as it does not alter the façade or common elements, and the building rules do not forbid it.';
    expect(fitDescription(text)).toBe('Often, yes.');
  });

  it('does not break a sentence at the point of a number', () => {
    const text = `Rebates of up to 7.500 € apply to heat pumps in Andalucía this year, and we handle the paperwork for you. ${'More. '.repeat(20)}`;
    expect(fitDescription(text)).toMatch(
      /^Rebates of up to 7\.500 € apply to heat pumps in Andalucía this year, and we handle the paperwork for you\./,
    );
  });
});

describe('endsInsidePhrase: the rule the tests and the admin counters share', () => {
  const question = "What happens to the solar electricity I don't use?";

  it('finds a title cut at a plain word of its heading', () => {
    expect(endsInsidePhrase('What happens to the solar electricity I', question)).toBe(true);
    expect(endsInsidePhrase('¿Cuántas placas solares necesito para mi', '¿Cuántas placas solares necesito para mi casa?')).toBe(true);
    expect(endsInsidePhrase(question, question)).toBe(false);
    expect(endsInsidePhrase('Split, multi-split or ducted', 'Split, multi-split or ducted: which system suits my home?')).toBe(false);
  });

  it('finds a description closed with an added full stop mid-clause', () => {
    const text =
      'Often, yes. Spanish property law lets an owner install an outdoor unit on their own terrace without a vote, as long as it does not alter the façade.';
    expect(
      endsInsidePhrase('Often, yes. Spanish property law lets an owner install an outdoor unit on their own terrace without a vote.', text),
    ).toBe(true);
    expect(endsInsidePhrase('Often, yes.', text)).toBe(false);
  });

  it('judges text that is not a piece of its source by its ending alone', () => {
    expect(endsInsidePhrase('Surplus solar electricity: what happens to it', question)).toBe(false);
    expect(
      ['Solar in', 'Alhaurín el', 'Calor y', 'Repairs &', 'Heat pumps and the…', 'the law (Ley de'].map((text) => endsInsidePhrase(text)),
    ).toEqual([true, true, true, true, true, true]);
    expect(['HVAC in Marbella', 'Aerotermia', 'Heat pumps.'].map((text) => endsInsidePhrase(text))).toEqual([false, false, false]);
  });

  it('lets a whole sentence end on a word such as "in", never a title', () => {
    const text = 'It is a hot water cylinder with a small heat pump built in. It takes heat from the air.';
    expect(endsInsidePhrase('It is a hot water cylinder with a small heat pump built in.', text)).toBe(false);
    expect(endsInsidePhrase('A small heat pump built in')).toBe(true);
  });

  it('counts a line break of the source (a block ending) as a whole end', () => {
    expect(endsInsidePhrase('Contact', 'Contact\nOur office is open')).toBe(false);
    expect(endsInsidePhrase('Contact', 'Contact our office')).toBe(true);
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

  it('a fitted title with the brand stays within the limit', () => {
    const title = fitTitle(
      'Can I deduct energy-efficiency works on my Spanish income tax (IRPF)?',
      BRAND,
      'IRPF deduction for energy-efficiency works',
    );
    expect(title).toBe(`IRPF deduction for energy-efficiency works${SUFFIX}`);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
