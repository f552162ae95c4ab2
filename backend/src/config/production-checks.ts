import { databaseUrlProblems } from './database-url-rules';
import { isReservedDomain, productionAddressProblems, RESERVED_DOMAINS_TEXT } from './mail-address-rules';
import { type BusinessNames, guessableWords } from './guessable-words';
import { adminPasswordProblems, jwtSecretProblems } from './secret-rules';
import { smtpUsesTls } from './smtp-tls';

type Env = Record<string, string | undefined>;

/** The settings already read and shape-checked that production judges further. */
interface ProductionSettings {
  publicUrl: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  adminEmail: string | undefined;
  /** The business profile's names (the first start's seed), which feed the guessing. Sample values are refused once the settings are stored (business-settings). */
  business: BusinessNames;
  now: Date;
}

/**
 * Everything production refuses that development lets through: guessable secrets, addresses where mail reaches
 * nobody, a public origin without https, mail in clear text, embedded pieces unasked (sample business facts are
 * refused by the business-settings module, once the stored settings can be read).
 * Each problem names the setting and the rule, never a secret's value.
 */
export function productionProblems(env: Env, settings: ProductionSettings): string[] {
  const problems: string[] = [];
  const { publicUrl, databaseUrl, smtpUrl, adminEmail, business } = settings;
  const words = guessableWords({ business, publicUrl, adminEmail, now: settings.now });

  if (!env.JWT_SECRET) problems.push('JWT_SECRET is required in production (e.g. the output of `openssl rand -base64 48`).');
  else problems.push(...jwtSecretProblems(env.JWT_SECRET, words));
  problems.push(...productionAddressProblems('ADMIN_EMAIL', adminEmail));
  if (!env.TOTP_ENCRYPTION_KEY?.trim())
    problems.push('TOTP_ENCRYPTION_KEY is required in production: two-step secrets are encrypted with it (`openssl rand -base64 32`).');
  if (!env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required in production.');
  else problems.push(...adminPasswordProblems(env.ADMIN_PASSWORD, adminEmail, words));
  problems.push(...productionAddressProblems('STAFF_EMAIL', env.STAFF_EMAIL?.trim()));
  if (env.EMERGENCY_EMAIL?.trim()) problems.push(...productionAddressProblems('EMERGENCY_EMAIL', env.EMERGENCY_EMAIL.trim()));

  if (env.PUBLIC_URL?.trim().toLowerCase().startsWith('http://'))
    problems.push('PUBLIC_URL must be an https:// origin in production: links in e-mails and the canonical pages use it.');
  if (env.PUBLIC_URL && isReservedDomain(new URL(publicUrl).hostname))
    problems.push(
      `PUBLIC_URL is on a reserved example or test domain (${RESERVED_DOMAINS_TEXT}): links in e-mails and search results would lead nowhere.`,
    );
  if (databaseUrl) problems.push(...databaseUrlProblems(databaseUrl, env));

  const allowPlain = env.SMTP_ALLOW_PLAIN?.trim() ?? '';
  if (!['', 'true', 'false'].includes(allowPlain)) problems.push(`SMTP_ALLOW_PLAIN must be true or false (got "${allowPlain}").`);
  if (smtpUrl && !smtpUsesTls(smtpUrl) && allowPlain !== 'true')
    problems.push(
      'SMTP_URL must use TLS in production: smtps://…, or smtp://…?requireTLS=true for STARTTLS (SMTP_ALLOW_PLAIN=true allows clear text to a relay on a private network).',
    );

  // The embedded database and the .eml folder suit one box with backups of DATA_DIR; a fleet needs real services.
  if (env.ALLOW_EMBEDDED_IN_PRODUCTION !== 'true') {
    if (!databaseUrl)
      problems.push(
        'DATABASE_URL is required in production (or set ALLOW_EMBEDDED_IN_PRODUCTION=true to keep the embedded database in DATA_DIR on a single server).',
      );
    if (!smtpUrl)
      problems.push(
        'SMTP_URL is required in production: without it staff e-mails are only written to a folder (ALLOW_EMBEDDED_IN_PRODUCTION=true allows that on a single server).',
      );
  }
  return problems;
}
