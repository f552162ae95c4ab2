import { auditSnapshot } from './audit-entry';
import { isCredentialRoute, REDACTED, redactedText, withoutSecrets } from './audit-redaction';

const OTPAUTH_URL = 'otpauth://totp/Costa%20Sol%3Aana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Costa%20Sol';
const QR_CODE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('what an audit entry keeps of an entity', () => {
  it('leaves out fields named like a credential, at any depth', () => {
    const kept = withoutSecrets({
      id: 'u1',
      passwordHash: '$argon2id$…',
      nested: [{ accessToken: 'a', refresh_token: 'b', secret: 'JBSW', otpauthUrl: 'x', qrCode: 'y', name: 'Ana' }],
      backupCodes: ['1234-5678'],
      recoveryCodes: ['1234-5678'],
      totp: '123456',
      apiKey: 'k',
      postalCode: '29600',
    });
    expect(kept).toEqual({ id: 'u1', nested: [{ name: 'Ana' }], postalCode: '29600' });
  });

  it('redacts values that look like secrets whatever their field is called', () => {
    expect(withoutSecrets({ link: OTPAUTH_URL, picture: QR_CODE, note: JWT, list: [OTPAUTH_URL] })).toEqual({
      link: REDACTED,
      picture: REDACTED,
      note: REDACTED,
      list: [REDACTED],
    });
    expect(redactedText(`Scan this: ${OTPAUTH_URL}`)).toBe(REDACTED);
    expect(redactedText('OTPAUTH://TOTP/x?secret=ABC')).toBe(REDACTED);
  });

  it("masks a URL's credential parameters and Bearer headers but keeps the rest of the text", () => {
    expect(redactedText('https://example.com/invite?token=abc123&lang=es')).toBe(`https://example.com/invite?token=${REDACTED}&lang=es`);
    expect(redactedText('https://x.example/a?api_key=k1&sig=s2&resetToken=t3&design=blue#code=c4')).toBe(
      `https://x.example/a?api_key=${REDACTED}&sig=${REDACTED}&resetToken=${REDACTED}&design=blue#code=${REDACTED}`,
    );
    expect(redactedText('sent with Bearer abc.def.ghi')).toBe(`sent with Bearer ${REDACTED}`);
  });

  it('keeps ordinary content as it is', () => {
    const page = { id: 'p1', questionEn: 'How long does a heat pump last?', slug: 'heat-pump-life', tags: ['a'], position: 2, ok: true };
    expect(withoutSecrets(page)).toEqual(page);
    expect(auditSnapshot(null)).toBeNull();
    expect(redactedText('https://www.example.com/photos?page=2')).toBe('https://www.example.com/photos?page=2');
  });

  it('names the credential routes: everything under /api/auth/', () => {
    expect(isCredentialRoute('/api/auth/second-factor/setup')).toBe(true);
    expect(isCredentialRoute('/api/auth/password')).toBe(true);
    expect(isCredentialRoute('/api/admin/qa/categories')).toBe(false);
    expect(isCredentialRoute('/api/authors')).toBe(false);
  });
});
