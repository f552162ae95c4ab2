/**
 * What an audit entry may keep of an entity. Two rules, both needed:
 *  - by route: a person's own credentials (everything under /api/auth/: passwords, two-step set-up, backup codes,
 *    sessions) and any route marked "without snapshots" are recorded as who did what to which entity, with the
 *    snapshots replaced by SNAPSHOTS_OMITTED: there is nothing in such an answer the log needs;
 *  - by content, for every other route (including routes not written yet): fields named like a credential are left
 *    out, and strings that look like one (an otpauth:// address, an image data URL such as a QR code, a JWT, a
 *    Bearer header, a URL's token= or key= parameter) are replaced by REDACTED.
 */

export const SNAPSHOTS_OMITTED = Object.freeze({ omitted: 'credentials route' });
export const REDACTED = '[redacted]';

/** Routes whose audit entries never carry snapshots, whatever their answers hold. */
const CREDENTIAL_ROUTE_PREFIXES = ['/api/auth/'];

/** Field names whose values an audit entry leaves out, wherever they are nested. */
const SECRET_KEY =
  /password|passphrase|token|hash|secret|otpauth|qr|credential|authorization|cookie|api_?key|private_?key|^(otp|totp|one_?time_?codes?|verification_?codes?|backup_?codes?|recovery_?codes?)$/i;

const OTPAUTH = /otpauth(-migration)?:/i;
const IMAGE_DATA_URL = /^\s*data:image\//i;
const JWT = /^eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*$/;
const BEARER = /\bBearer\s+\S+/gi;
/** A query or fragment parameter: its separator, name and "=", then its value. */
const URL_PARAMETER = /([?&#;])([\w.-]+)=([^&#\s"']+)/g;
/** Parameter names that carry a credential: token, key, sig, code, access_token, api-key, resetToken… */
const SECRET_PARAMETER_NAME = /(^|[_.-])(token|key|secret|signature|sig|password|code|auth)$/i;
const SECRET_PARAMETER_CAMEL = /[a-z](Token|Key|Secret|Signature|Password|Code)$/;

export function isCredentialRoute(path: string): boolean {
  return CREDENTIAL_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A string as an audit entry may keep it: whole secrets replaced, secret URL parameters and Bearer headers masked. */
export function redactedText(text: string): string {
  if (OTPAUTH.test(text) || IMAGE_DATA_URL.test(text) || JWT.test(text.trim())) return REDACTED;
  return text
    .replace(URL_PARAMETER, (whole: string, separator: string, name: string) =>
      SECRET_PARAMETER_NAME.test(name) || SECRET_PARAMETER_CAMEL.test(name) ? `${separator}${name}=${REDACTED}` : whole,
    )
    .replace(BEARER, `Bearer ${REDACTED}`);
}

/** `value` without credential fields and with secret-looking strings redacted, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return redactedText(value);
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}
