import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { MANUAL_LEAD_DEFAULTS, manualLeadSchema } from './manual-lead-schema';

const entry = { ...MANUAL_LEAD_DEFAULTS, channel: 'whatsapp', name: 'Walter App', serviceType: 'maintenance-service', language: 'en' };

describe('the New lead form', () => {
  it('asks for a phone or an e-mail at both fields, with the other messages at once, in the admin language', () => {
    const result = manualLeadSchema('es').safeParse(MANUAL_LEAD_DEFAULTS);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    const es = VALIDATION_MESSAGES.es;
    expect(messages).toMatchObject({
      phone: es.phoneOrEmailRequired,
      email: es.phoneOrEmailRequired,
      name: es.nameMin,
      serviceType: es.serviceTypeRequired,
      channel: es.required,
    });
  });

  it('checks a phone or an e-mail given as the quote form does, and leaves empty optional fields out', () => {
    const en = VALIDATION_MESSAGES.en;
    const refused = manualLeadSchema('en').safeParse({ ...entry, phone: '12', email: 'not-an-address' });
    expect(Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      phone: en.phoneInvalid,
      email: en.emailInvalid,
    });
    expect(manualLeadSchema('en').parse({ ...entry, email: ' walter@example.com ' })).toEqual({
      channel: 'whatsapp',
      name: 'Walter App',
      email: 'walter@example.com',
      serviceType: 'maintenance-service',
      language: 'en',
    });
  });
});
