/**
 * Whether the transport built from SMTP_URL (nodemailer's parseConnectionUrl) must encrypt: smtps:// connects with
 * TLS unless `?secure=false`; smtp:// only with `?secure=true`, or `?requireTLS=true` (STARTTLS or no mail).
 */
export function smtpUsesTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  const secure = url.searchParams.get('secure');
  if (secure === 'true' || url.searchParams.get('requireTLS') === 'true') return true;
  return url.protocol === 'smtps:' && secure !== 'false';
}
