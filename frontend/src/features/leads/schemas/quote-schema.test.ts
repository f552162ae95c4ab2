import { LANGUAGES, LEAD_FIELD_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { isQuoteField, QUOTE_FORM_DEFAULTS, type QuoteFormValues, quoteSchema } from './quote-schema';
import { firstMessages } from './test-helpers';

const valid: QuoteFormValues = {
  name: 'Laura Gómez',
  email: 'laura@example.com',
  phone: '+34 600 123 456',
  serviceType: 'heat-pump-system',
  preferredBrand: '',
  homeSize: '',
  currentSystemAge: '',
  details: '',
  wantsConsultation: false,
};

function errorsOf(values: Partial<QuoteFormValues>, language: 'en' | 'es' = 'en') {
  return firstMessages(quoteSchema(language).safeParse({ ...valid, ...values }).error);
}

describe('quoteSchema: the spec texts in English, word for word', () => {
  it('gives the four validation messages for an empty form', () => {
    expect(firstMessages(quoteSchema('en').safeParse(QUOTE_FORM_DEFAULTS).error)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      serviceType: 'Please select a service type',
    });
  });

  it('gives the Spanish messages for an empty form on a Spanish page', () => {
    expect(firstMessages(quoteSchema('es').safeParse(QUOTE_FORM_DEFAULTS).error)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Introduce un correo electrónico válido',
      phone: 'Introduce un número de teléfono válido',
      serviceType: 'Selecciona un tipo de servicio',
    });
  });
});

describe.each(LANGUAGES)('quoteSchema(%s)', (language) => {
  const m = VALIDATION_MESSAGES[language];

  it('accepts a valid request', () => {
    expect(quoteSchema(language).safeParse(valid).success).toBe(true);
  });

  it('requires a name of at least 2 characters, after trimming', () => {
    expect(errorsOf({ name: 'A' }, language).name).toBe(m.nameMin);
    expect(errorsOf({ name: '  A  ' }, language).name).toBe(m.nameMin);
    expect(errorsOf({ name: 'Al' }, language).name).toBeUndefined();
  });

  it('limits the name length', () => {
    expect(errorsOf({ name: 'a'.repeat(LEAD_FIELD_LIMITS.name.max) }, language).name).toBeUndefined();
    expect(errorsOf({ name: 'a'.repeat(LEAD_FIELD_LIMITS.name.max + 1) }, language).name).toBe(m.tooLong);
  });

  it('checks the e-mail against the shared pattern', () => {
    for (const email of ['', 'laura', 'laura@', 'laura@example', 'laura @example.com', 'laura@example.c'])
      expect(errorsOf({ email }, language).email).toBe(m.emailInvalid);
    for (const email of ['laura@example.com', ' laura.gomez+quotes@mail.example.es '])
      expect(errorsOf({ email }, language).email).toBeUndefined();
    expect(errorsOf({ email: `${'a'.repeat(LEAD_FIELD_LIMITS.email.max)}@example.com` }, language).email).toBe(m.tooLong);
  });

  it('requires a phone of at least 10 characters with digits and the usual separators', () => {
    expect(errorsOf({ phone: '' }, language).phone).toBe(m.phoneInvalid);
    expect(errorsOf({ phone: '600 12 34' }, language).phone).toBe(m.phoneInvalid);
    expect(errorsOf({ phone: 'call me maybe' }, language).phone).toBe(m.phoneInvalid);
    expect(errorsOf({ phone: '600-123-456' }, language).phone).toBeUndefined();
    expect(errorsOf({ phone: '+34 (951) 000.000' }, language).phone).toBeUndefined();
    expect(errorsOf({ phone: '1'.repeat(LEAD_FIELD_LIMITS.phone.max + 1) }, language).phone).toBe(m.tooLong);
  });

  it('requires one of the service types, also when nothing is chosen', () => {
    expect(errorsOf({ serviceType: '' }, language).serviceType).toBe(m.serviceTypeRequired);
    expect(errorsOf({ serviceType: 'solar-panels' }, language).serviceType).toBe(m.serviceTypeRequired);
    expect(errorsOf({ serviceType: 'maintenance-service' }, language).serviceType).toBeUndefined();
  });

  it('accepts the optional choices empty or from their lists, and nothing else', () => {
    expect(errorsOf({ preferredBrand: 'daikin', homeSize: '1500-2000', currentSystemAge: 'new-construction' }, language)).toEqual({});
    expect(errorsOf({ preferredBrand: 'acme' }, language).preferredBrand).toBe(m.invalidOption);
    expect(errorsOf({ homeSize: 'huge' }, language).homeSize).toBe(m.invalidOption);
    expect(errorsOf({ currentSystemAge: '100' }, language).currentSystemAge).toBe(m.invalidOption);
  });

  it('limits the details to 5000 characters', () => {
    expect(errorsOf({ details: 'x'.repeat(LEAD_FIELD_LIMITS.details.max) }, language).details).toBeUndefined();
    expect(errorsOf({ details: 'x'.repeat(LEAD_FIELD_LIMITS.details.max + 1) }, language).details).toBe(m.tooLong);
  });
});

describe('quoteSchema output: the fields of POST /api/quotes', () => {
  it("sends wantsConsultation as the text 'true' or 'false'", () => {
    expect(quoteSchema('en').parse({ ...valid, wantsConsultation: true }).wantsConsultation).toBe('true');
    expect(quoteSchema('en').parse({ ...valid, wantsConsultation: false }).wantsConsultation).toBe('false');
  });

  it('drops optional values left empty and trims text', () => {
    const request = quoteSchema('es').parse({ ...valid, name: '  Laura Gómez ', email: ' laura@example.com ', details: '   ' });
    expect(request).toStrictEqual({
      name: 'Laura Gómez',
      email: 'laura@example.com',
      phone: '+34 600 123 456',
      serviceType: 'heat-pump-system',
      wantsConsultation: 'false',
    });
    expect(Object.keys(request)).not.toContain('preferredBrand');
    expect(Object.keys(request)).not.toContain('details');
  });

  it('keeps optional values that were chosen', () => {
    expect(
      quoteSchema('en').parse({
        ...valid,
        preferredBrand: 'mitsubishi',
        homeSize: 'over-3000',
        currentSystemAge: '15-20',
        details: ' Villa with four bedrooms. ',
        wantsConsultation: true,
      }),
    ).toStrictEqual({
      name: 'Laura Gómez',
      email: 'laura@example.com',
      phone: '+34 600 123 456',
      serviceType: 'heat-pump-system',
      preferredBrand: 'mitsubishi',
      homeSize: 'over-3000',
      currentSystemAge: '15-20',
      details: 'Villa with four bedrooms.',
      wantsConsultation: 'true',
    });
  });

  it('knows its own fields (for server errors)', () => {
    expect(isQuoteField('serviceType')).toBe(true);
    expect(isQuoteField('wantsConsultation')).toBe(true);
    expect(isQuoteField('pagePath')).toBe(false);
    expect(isQuoteField('toString')).toBe(false);
  });
});
