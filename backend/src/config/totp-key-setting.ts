type Env = Record<string, string | undefined>;

const KEY_BYTES = 32;
const HEX = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * TOTP_ENCRYPTION_KEY (and TOTP_ENCRYPTION_KEY_PREVIOUS while rotating): 32 random bytes as base64 (the output of
 * `openssl rand -base64 32`) or 64 hex digits. Undefined when unset; a problem names the setting, never its value.
 */
export function readTotpKeySetting(env: Env, name: string, problems: string[]): Buffer | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const key = HEX.test(raw) ? Buffer.from(raw, 'hex') : BASE64.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  if (key?.length === KEY_BYTES) return key;
  problems.push(`${name} must be ${KEY_BYTES} random bytes as base64 or hex (make one with \`openssl rand -base64 32\`).`);
  return undefined;
}
