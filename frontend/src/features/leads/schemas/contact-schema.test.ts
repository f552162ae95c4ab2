import { LANGUAGES, LEAD_FIELD_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_DEFAULTS, type ContactFormValues, contactSchema, isContactField } from './contact-schema';
import { firstMessages } from './test-helpers';

const valid: ContactFormValues = {
  firstName: 'Erik',
  lastName: 'Lindqvist',
  email: 'erik@example.com',
  phone: '+46 70 123 45 67',
  serviceNeeded: 'maintenance-service',
  message: 'Our heat pump shows error E7 since this morning.',
};

function errorsOf(values: Partial<ContactFormValues>, language: 'en' | 'es' = 'en') {
  return firstMessages(contactSchema(language).safeParse({ ...valid, ...values }).error);
}

describe('contactSchema: the spec texts in English, word for word', () => {
  it('gives the validation messages for an empty form', () => {
    expect(firstMessages(contactSchema('en').safeParse(CONTACT_FORM_DEFAULTS).error)).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      serviceNeeded: 'Please select a service',
      message: 'Message must be at least 10 characters',
    });
  });

  it('gives the Spanish messages for an empty form on a Spanish page', () => {
    expect(firstMessages(contactSchema('es').safeParse(CONTACT_FORM_DEFAULTS).error)).toEqual({
      firstName: 'El nombre debe tener al menos 2 caracteres',
      lastName: 'Los apellidos deben tener al menos 2 caracteres',
      email: 'Introduce un correo electrónico válido',
      phone: 'Introduce un número de teléfono válido',
      serviceNeeded: 'Selecciona un servicio',
      message: 'El mensaje debe tener al menos 10 caracteres',
    });
  });
});

describe.each(LANGUAGES)('contactSchema(%s)', (language) => {
  const m = VALIDATION_MESSAGES[language];

  it('accepts a valid message', () => {
    expect(contactSchema(language).safeParse(valid).success).toBe(true);
  });

  it('requires first and last names of at least 2 characters, after trimming', () => {
    expect(errorsOf({ firstName: 'E' }, language).firstName).toBe(m.firstNameMin);
    expect(errorsOf({ firstName: ' E ' }, language).firstName).toBe(m.firstNameMin);
    expect(errorsOf({ lastName: 'L' }, language).lastName).toBe(m.lastNameMin);
    expect(errorsOf({ firstName: 'Al', lastName: 'Li' }, language)).toEqual({});
  });

  it('limits the name lengths', () => {
    const tooLong = 'a'.repeat(LEAD_FIELD_LIMITS.name.max + 1);
    expect(errorsOf({ firstName: tooLong, lastName: tooLong }, language)).toEqual({ firstName: m.tooLong, lastName: m.tooLong });
  });

  it('checks the e-mail against the shared pattern', () => {
    expect(errorsOf({ email: 'erik@example' }, language).email).toBe(m.emailInvalid);
    expect(errorsOf({ email: '' }, language).email).toBe(m.emailInvalid);
    expect(errorsOf({ email: ' erik@example.se ' }, language).email).toBeUndefined();
  });

  it('requires a phone of at least 10 characters with digits and the usual separators', () => {
    expect(errorsOf({ phone: '123456789' }, language).phone).toBe(m.phoneInvalid);
    expect(errorsOf({ phone: 'phone-number' }, language).phone).toBe(m.phoneInvalid);
    expect(errorsOf({ phone: '1234567890' }, language).phone).toBeUndefined();
    expect(errorsOf({ phone: '1'.repeat(LEAD_FIELD_LIMITS.phone.max + 1) }, language).phone).toBe(m.tooLong);
  });

  it('requires one of the listed services, also when nothing is chosen', () => {
    expect(errorsOf({ serviceNeeded: '' }, language).serviceNeeded).toBe(m.serviceNeededRequired);
    expect(errorsOf({ serviceNeeded: 'pizza' }, language).serviceNeeded).toBe(m.serviceNeededRequired);
    expect(errorsOf({ serviceNeeded: 'emergency-repair' }, language).serviceNeeded).toBeUndefined();
  });

  it('requires a message of 10 to 5000 characters, after trimming', () => {
    expect(errorsOf({ message: 'Too short' }, language).message).toBe(m.messageMin);
    expect(errorsOf({ message: '   123456789   ' }, language).message).toBe(m.messageMin);
    expect(errorsOf({ message: '1234567890' }, language).message).toBeUndefined();
    expect(errorsOf({ message: 'x'.repeat(LEAD_FIELD_LIMITS.message.max + 1) }, language).message).toBe(m.tooLong);
  });
});

describe('contactSchema output: the fields of POST /api/contact', () => {
  it('trims every text and keeps exactly the API fields', () => {
    expect(contactSchema('en').parse({ ...valid, firstName: ' Erik ', message: `  ${valid.message}\n` })).toStrictEqual(valid);
  });

  it('knows its own fields (for server errors)', () => {
    expect(isContactField('serviceNeeded')).toBe(true);
    expect(isContactField('website')).toBe(false);
  });
});

describe('contactSchema: characters a visitor may not send (as the API)', () => {
  it('refuses control and bidirectional-control characters, and line breaks in a name, in each language', () => {
    expect(errorsOf({ firstName: 'Ana\u0000Nul' })).toEqual({ firstName: VALIDATION_MESSAGES.en.invalidCharacters });
    expect(errorsOf({ lastName: 'Subject\r\nBcc: x@evil.test' }, 'es')).toEqual({ lastName: VALIDATION_MESSAGES.es.invalidCharacters });
    expect(errorsOf({ lastName: 'Ana\u202eevil' })).toEqual({ lastName: VALIDATION_MESSAGES.en.invalidCharacters });
    expect(errorsOf({ message: 'A message with a NUL \u0000 inside it' })).toEqual({ message: VALIDATION_MESSAGES.en.invalidCharacters });
  });

  it('keeps line breaks and tabs in the message, and accents everywhere', () => {
    expect(errorsOf({ firstName: 'Ángela', message: 'Line one\r\nLine two\twith a tab, ñ and ü' })).toEqual({});
  });
});
