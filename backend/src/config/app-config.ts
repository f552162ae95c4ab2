import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import {
  ANALYTICS_PROVIDERS,
  type AnalyticsProvider,
  BUSINESS,
  type AnalyticsSettings,
  EMAIL_PATTERN,
  GA4_SCRIPT_URL,
  isLanguage,
  type Language,
  LANGUAGES,
} from '@costa-sol/common';
import { findBackendRoot } from './backend-root';
import type { BusinessNames } from './guessable-words';
import { readLogLevel } from './log-level';
import { productionProblems } from './production-checks';
import { readTotpKeySetting } from './totp-key-setting';
import { readTrustProxy } from './trust-proxy';
import { SystemClock } from '../shared/application/clock.port';

/** Everything the app reads from the environment, validated once at start-up. */
export class AppConfig {
  constructor(
    readonly production: boolean,
    readonly port: number,
    readonly host: string,
    readonly publicUrl: string,
    /** Unset: an embedded PGlite is started with its data in `dataDir`. */
    readonly databaseUrl: string | undefined,
    /** Unset: e-mails are written as .eml files to `mailOutboxDir`. */
    readonly smtpUrl: string | undefined,
    readonly staffEmail: string,
    /** Where emergency leads go (EMERGENCY_EMAIL); the staff address by default. */
    readonly emergencyEmail: string,
    /** The language of the e-mail staff get for each lead. */
    readonly staffLanguage: Language,
    readonly mailFrom: string,
    readonly adminEmail: string | undefined,
    readonly adminPassword: string | undefined,
    readonly jwtSecret: string,
    readonly rateLimitPerMinute: number,
    /** Sign-in attempts per client address per minute. */
    readonly loginRateLimitPerMinute: number,
    /** Admin requests with a refused token per client address per minute, before 429. */
    readonly invalidTokenLimitPerMinute: number,
    readonly dataDir: string,
    /** The visitor text the backend serves and seeds from (content/ at the repository root by default). */
    readonly contentDir: string,
    readonly logLevel: string,
    /**
     * Which proxies in front may name the client in X-Forwarded-For: none, a hop count (the client is taken that
     * many entries from the right), or the proxies' addresses and CIDR ranges. Never the leftmost entry blindly.
     */
    readonly trustProxy: false | number | string[],
    readonly mailWorker: MailWorkerSettings,
    /** The frontend build (client/ and server/) served as the public site; undefined: API only. */
    readonly siteDir: string | undefined,
    /** The frontend's sources, rendered through Vite with hot module replacement (`npm run dev`, SITE_DEV=true). */
    readonly siteDevDir: string | undefined,
    /** Fixed port for the embedded database's socket (0: any free port). */
    readonly embeddedDatabasePort: number,
    /** A request whose headers and body have not arrived within this is answered 408 and its connection closed. */
    readonly requestTimeoutMs: number,
    /** The analytics provider pages offer in their consent notice; none by default. */
    readonly analytics: AnalyticsSettings | undefined,
    /** How often each instance looks for visits whose reminder is due (one instance sends each). */
    readonly visitReminderIntervalMs: number,
    /**
     * The key two-step secrets are encrypted with (TOTP_ENCRYPTION_KEY) and the one before it while rotating. Unset
     * outside production: a key generated once into DATA_DIR (totp-keys.ts).
     */
    readonly totpKeys: { current?: Buffer; previous?: Buffer } = {},
  ) {}

  get databaseDir(): string {
    return join(this.dataDir, 'pgdata');
  }

  get mailOutboxDir(): string {
    return join(this.dataDir, 'outbox');
  }
}

export interface MailWorkerSettings {
  /** How often the worker looks for pending e-mails when nothing wakes it. */
  pollIntervalMs: number;
  /** First retry delay after a failed send; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A claimed e-mail whose sender died is retried after this lease. */
  leaseMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_ADMIN_EMAIL = 'admin@example.com';
type Env = Record<string, string | undefined>;

/**
 * Reads and checks the environment; throws ConfigError listing every problem at once. The business profile's names
 * (content/business.yaml, built into BUSINESS) feed production's check of guessable secrets.
 */
export function loadAppConfig(env: Env = process.env, business: BusinessNames = BUSINESS, now: Date = new SystemClock().now()): AppConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = readInt(env, 'PORT', 3000, 0, 65535, problems);
  const publicUrl = readUrl(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`, problems, production);
  const databaseUrl = optionalUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const smtpUrl = optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const staffEmail = readEmail(env, 'STAFF_EMAIL', 'staff@example.com', problems);
  const staffLanguage = readStaffLanguage(env.STAFF_LANGUAGE, problems);
  const mailFrom = readEmail(env, 'MAIL_FROM', `no-reply@${hostOf(publicUrl)}`, problems);
  const adminEmail = env.ADMIN_EMAIL?.trim() ? readEmail(env, 'ADMIN_EMAIL', DEV_ADMIN_EMAIL, problems) : undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const jwtSecret = env.JWT_SECRET || randomBytes(48).toString('base64url');
  const rateLimitPerMinute = readInt(env, 'RATE_LIMIT_PER_MINUTE', 10, 1, 100000, problems);
  const loginRateLimitPerMinute = readInt(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 5, 1, 100000, problems);
  const invalidTokenLimitPerMinute = readInt(env, 'INVALID_TOKEN_LIMIT_PER_MINUTE', 30, 1, 100000, problems);

  if (production) problems.push(...productionProblems(env, { publicUrl, databaseUrl, smtpUrl, adminEmail, business, now }));
  const logLevel = readLogLevel(env.LOG_LEVEL, env.NODE_ENV === 'test' ? 'warn' : 'info', problems);
  const trustProxy = readTrustProxy(env.TRUST_PROXY, problems);

  const dataDirRaw = env.DATA_DIR || join(findBackendRoot(__dirname), 'var');
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : join(process.cwd(), dataDirRaw);
  const contentDirRaw = env.CONTENT_DIR || join(findBackendRoot(__dirname), '..', 'content');
  const contentDir = isAbsolute(contentDirRaw) ? contentDirRaw : join(process.cwd(), contentDirRaw);
  if (!existsSync(join(contentDir, 'towns'))) problems.push(`CONTENT_DIR has no content (${contentDir}/towns is missing).`);

  const mailWorker: MailWorkerSettings = {
    pollIntervalMs: readInt(env, 'MAIL_POLL_INTERVAL_MS', 2000, 10, 3_600_000, problems),
    retryBaseMs: readInt(env, 'MAIL_RETRY_BASE_MS', 5000, 1, 3_600_000, problems),
    retryMaxMs: readInt(env, 'MAIL_RETRY_MAX_MS', 600_000, 1, 86_400_000, problems),
    leaseMs: readInt(env, 'MAIL_LEASE_MS', 120_000, 100, 86_400_000, problems),
  };

  const siteDevDir = env.SITE_DEV === 'true' ? join(findBackendRoot(__dirname), '..', 'frontend') : undefined;
  if (siteDevDir && production) problems.push('SITE_DEV=true is for development only: production serves the build.');
  const siteDirRaw = env.SITE_DIR || join(findBackendRoot(__dirname), '..', 'frontend', 'dist');
  const siteDir = env.SERVE_SITE === 'false' || !existsSync(join(siteDirRaw, 'server', 'entry-server.js')) ? undefined : siteDirRaw;
  if (env.SITE_DIR && !siteDir && env.SERVE_SITE !== 'false')
    problems.push(`SITE_DIR has no frontend build (${env.SITE_DIR}/server/entry-server.js).`);
  const embeddedDatabasePort = readInt(env, 'EMBEDDED_DB_PORT', 0, 0, 65535, problems);
  const requestTimeoutMs = readInt(env, 'REQUEST_TIMEOUT_MS', 30_000, 500, 600_000, problems);
  const analytics = readAnalytics(env, problems);
  const totpKeys = {
    current: readTotpKeySetting(env, 'TOTP_ENCRYPTION_KEY', problems),
    previous: readTotpKeySetting(env, 'TOTP_ENCRYPTION_KEY_PREVIOUS', problems),
  };
  if (totpKeys.previous && !totpKeys.current) problems.push('TOTP_ENCRYPTION_KEY_PREVIOUS is only read beside TOTP_ENCRYPTION_KEY.');

  if (problems.length > 0) throw new ConfigError(problems);

  return new AppConfig(
    production,
    port,
    env.HOST || '0.0.0.0',
    publicUrl,
    databaseUrl,
    smtpUrl,
    staffEmail,
    readEmail(env, 'EMERGENCY_EMAIL', staffEmail, problems),
    staffLanguage,
    mailFrom,
    adminEmail ?? (production ? undefined : DEV_ADMIN_EMAIL),
    adminPassword,
    jwtSecret,
    rateLimitPerMinute,
    loginRateLimitPerMinute,
    invalidTokenLimitPerMinute,
    dataDir,
    contentDir,
    logLevel,
    trustProxy,
    mailWorker,
    siteDevDir ? undefined : siteDir,
    siteDevDir,
    embeddedDatabasePort,
    requestTimeoutMs,
    analytics,
    readInt(env, 'VISIT_REMINDER_INTERVAL_MS', 300_000, 10, 86_400_000, problems),
    totpKeys,
  );
}

function readAnalytics(env: Env, problems: string[]): AnalyticsSettings | undefined {
  const provider = env.ANALYTICS_PROVIDER?.trim();
  if (!provider) return undefined;
  if (!ANALYTICS_PROVIDERS.includes(provider as AnalyticsProvider)) {
    problems.push(`ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(', ')} (got "${provider}").`);
    return undefined;
  }
  const id = env.ANALYTICS_ID?.trim() ?? '';
  if (!/^[\w.:-]{1,100}$/.test(id))
    problems.push(
      'ANALYTICS_ID is required with ANALYTICS_PROVIDER: the GA4 measurement id, the Plausible domain or the Umami website id.',
    );
  if (provider === 'ga4') return { provider, id, scriptUrl: GA4_SCRIPT_URL };
  const scriptUrl = env.ANALYTICS_SCRIPT_URL?.trim() ?? '';
  if (!/^https:\/\/[^\s'"]+$/.test(scriptUrl)) {
    problems.push(
      `ANALYTICS_SCRIPT_URL must be the https URL of the ${provider} script (self-hosted, e.g. https://stats.example.com/js/script.js).`,
    );
    return undefined;
  }
  return { provider: provider as AnalyticsProvider, id, scriptUrl };
}

function readStaffLanguage(raw: string | undefined, problems: string[]): Language {
  const value = raw?.trim() || 'es';
  if (isLanguage(value)) return value;
  problems.push(`STAFF_LANGUAGE must be one of ${LANGUAGES.join(', ')} (got "${raw}").`);
  return 'es';
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
    return fallback;
  }
  return value;
}

function readUrl(env: Env, name: string, fallback: string, problems: string[], required: boolean): string {
  const raw = env[name];
  if (!raw) {
    if (required) problems.push(`${name} is required in production (the site's public origin, e.g. https://www.example.com).`);
    return fallback;
  }
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http(s) URL (got "${raw}").`);
    return fallback;
  }
}

function optionalUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
    return undefined;
  }
}

/** An address setting in the shape the forms accept (common's EMAIL_PATTERN); production checks more. */
function readEmail(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!EMAIL_PATTERN.test(raw)) problems.push(`${name} must be an e-mail address (got "${raw}").`);
  return raw;
}

function hostOf(origin: string): string {
  return new URL(origin).hostname;
}
