import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The keys the two-step secrets are sealed with: new ones under `current`; `previous` is still read (rotation). */
export interface TotpKeys {
  current: Buffer;
  previous?: Buffer;
}

export const TOTP_KEY_BYTES = 32;
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TotpSecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`Two-step secret unreadable: ${reason}.`);
    this.name = 'TotpSecretUnreadableError';
  }
}

/** A key's public name: the first characters of a hash of it, so a stored secret names the key that sealed it. */
export function totpKeyId(key: Buffer): string {
  return createHash('sha256').update('totp-key-id:').update(key).digest('base64url').slice(0, 8);
}

/**
 * Seals TOTP secrets at rest with AES-256-GCM: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). The owner
 * (the staff user's id) is bound in as associated data, so a sealed secret copied to another account does not open.
 */
export class TotpSecretCipher {
  private readonly currentId: string;
  private readonly byId: Map<string, Buffer>;

  constructor(keys: TotpKeys) {
    for (const key of [keys.current, keys.previous]) {
      if (key && key.length !== TOTP_KEY_BYTES) throw new Error(`A TOTP key has ${TOTP_KEY_BYTES} bytes.`);
    }
    this.currentId = totpKeyId(keys.current);
    this.byId = new Map([[this.currentId, keys.current]]);
    if (keys.previous) this.byId.set(totpKeyId(keys.previous), keys.previous);
  }

  seal(secret: string, owner: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.byId.get(this.currentId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(owner));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      FORMAT,
      this.currentId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join('.');
  }

  open(sealed: string, owner: string): string {
    const [format, keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (format !== FORMAT || rest.length > 0 || ciphertext === undefined) throw new TotpSecretUnreadableError('not a sealed secret');
    const key = this.byId.get(keyId);
    if (!key) throw new TotpSecretUnreadableError(`sealed under key ${keyId}, which is not configured`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TotpSecretUnreadableError('it does not open with its key');
    }
  }

  /** True for a secret stored in clear text (written before encryption) or under a key other than the current one. */
  needsResealing(stored: string): boolean {
    return !stored.startsWith(`${FORMAT}.${this.currentId}.`);
  }

  isSealed(stored: string): boolean {
    return stored.startsWith(`${FORMAT}.`);
  }
}

export function newTotpKey(): Buffer {
  return randomBytes(TOTP_KEY_BYTES);
}
