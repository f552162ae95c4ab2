import { newTotpKey, TotpSecretCipher, TotpSecretUnreadableError, totpKeyId } from './totp-secret-cipher';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OWNER = '5f0c3a52-3b1e-4c55-9a3e-7d1c2b4a6e10';

describe('the cipher of two-step secrets at rest', () => {
  it('seals a secret so it reads back, and never holds it in clear text', () => {
    const cipher = new TotpSecretCipher({ current: newTotpKey() });
    const sealed = cipher.seal(SECRET, OWNER);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.open(sealed, OWNER)).toBe(SECRET);
    expect(cipher.seal(SECRET, OWNER)).not.toBe(sealed);
  });

  it('refuses to open with a wrong key, for another owner, or once tampered with', () => {
    const sealed = new TotpSecretCipher({ current: newTotpKey() }).seal(SECRET, OWNER);
    expect(() => new TotpSecretCipher({ current: newTotpKey() }).open(sealed, OWNER)).toThrow(TotpSecretUnreadableError);
    const key = newTotpKey();
    const cipher = new TotpSecretCipher({ current: key });
    const mine = cipher.seal(SECRET, OWNER);
    expect(() => cipher.open(mine, 'another-user')).toThrow(TotpSecretUnreadableError);
    const parts = mine.split('.');
    parts[4] = Buffer.from('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => cipher.open(parts.join('.'), OWNER)).toThrow(TotpSecretUnreadableError);
    expect(() => cipher.open(SECRET, OWNER)).toThrow(TotpSecretUnreadableError);
  });

  it('rotates: a secret under the previous key still opens and is to be resealed under the new one', () => {
    const oldKey = newTotpKey();
    const newKey = newTotpKey();
    const sealedBefore = new TotpSecretCipher({ current: oldKey }).seal(SECRET, OWNER);
    const rotated = new TotpSecretCipher({ current: newKey, previous: oldKey });
    expect(rotated.open(sealedBefore, OWNER)).toBe(SECRET);
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealedBefore, OWNER), OWNER);
    expect(resealed.split('.')[1]).toBe(totpKeyId(newKey));
    expect(rotated.needsResealing(resealed)).toBe(false);
    expect(new TotpSecretCipher({ current: newKey }).open(resealed, OWNER)).toBe(SECRET);
    expect(rotated.needsResealing(SECRET)).toBe(true);
    expect(rotated.isSealed(SECRET)).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new TotpSecretCipher({ current: Buffer.alloc(16) })).toThrow(/32 bytes/);
  });
});
