import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { adminText } from '../content/admin-text';
import { officeVisitDefaults, officeVisitSchema } from './office-visit-schema';

const schema = officeVisitSchema('es', adminText.es.bookings);
const lead = {
  id: '3f1c9a52-7d0e-4b8a-9c61-2e5f8d4b7a10',
  name: 'Paco Sinmail',
  email: '',
  phone: '+34 611 999 000',
  language: 'es' as const,
};
const typed = { ...officeVisitDefaults('en', 'tech-1', 'estepona', lead), start: '2026-12-10 16:00' };

describe('the office visit form', () => {
  it('starts with the person of the lead it is for, linked to it', () => {
    expect(officeVisitDefaults('en', 'tech-1', 'estepona', lead)).toMatchObject({
      name: 'Paco Sinmail',
      email: '',
      phone: '+34 611 999 000',
      language: 'es',
      leadId: lead.id,
      town: 'estepona',
    });
  });

  it('sends no e-mail address when none is typed, and refuses a wrong one in the admin language', () => {
    const sent = schema.parse({ ...typed, email: '  ' });
    expect(sent).not.toHaveProperty('email', expect.anything());
    expect(sent).toMatchObject({ leadId: lead.id, name: 'Paco Sinmail', start: '2026-12-10T15:00:00.000Z' });
    expect(schema.parse({ ...typed, email: ' paco@example.com ' }).email).toBe('paco@example.com');
    const refused = schema.safeParse({ ...typed, email: 'paco@' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused).toEqual([['email', VALIDATION_MESSAGES.es.emailInvalid]]);
  });
});
