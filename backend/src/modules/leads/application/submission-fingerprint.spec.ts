import { submissionFingerprint } from './submission-fingerprint';

describe('submissionFingerprint', () => {
  it('is the same for equal submissions, whatever the order of their fields, and leaves undefined out', () => {
    const one = submissionFingerprint({ kind: 'quote', fields: { name: 'Ana', email: 'a@b.es', brand: undefined } });
    const two = submissionFingerprint({ fields: { email: 'a@b.es', name: 'Ana' }, kind: 'quote' });
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when a value, a field or the form differs', () => {
    const base = submissionFingerprint({ kind: 'quote', fields: { name: 'Ana' } });
    expect(submissionFingerprint({ kind: 'quote', fields: { name: 'Ana ' } })).not.toBe(base);
    expect(submissionFingerprint({ kind: 'contact', fields: { name: 'Ana' } })).not.toBe(base);
    expect(submissionFingerprint({ kind: 'quote', fields: { name: 'Ana', consent: false } })).not.toBe(base);
    expect(submissionFingerprint({ kind: 'quote', fields: { name: ['Ana'] } })).not.toBe(base);
  });
});
