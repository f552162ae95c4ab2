import { PRICE_GUIDE_FORM_MESSAGES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { priceGuideSchema } from './price-guide-schema';

const valid = { fromEur: ' 1200 ', noteEn: 'One split unit, installed.', noteEs: 'Un split, instalado.', shown: true };

describe('the price guide form', () => {
  it('sends whole euros as a number and trimmed notes', () => {
    expect(priceGuideSchema('en').parse(valid)).toEqual({ ...valid, fromEur: 1200 });
  });

  it('refuses an empty, a decimal and an out-of-range amount in the admin language', () => {
    const issues = (fromEur: string) =>
      priceGuideSchema('es')
        .safeParse({ ...valid, fromEur })
        .error?.issues.map((issue) => issue.message);
    expect(issues('')).toEqual([VALIDATION_MESSAGES.es.required]);
    expect(issues('12.5')).toEqual([PRICE_GUIDE_FORM_MESSAGES.es.amountRange]);
    expect(issues('0')).toEqual([PRICE_GUIDE_FORM_MESSAGES.es.amountRange]);
    expect(issues('1000001')).toEqual([PRICE_GUIDE_FORM_MESSAGES.es.amountRange]);
  });

  it('refuses a note shorter than the API allows', () => {
    expect(priceGuideSchema('en').safeParse({ ...valid, noteEs: 'corto' }).success).toBe(false);
  });
});
