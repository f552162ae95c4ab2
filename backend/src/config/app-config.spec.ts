import { randomBytes } from 'node:crypto';
import { BUSINESS } from '@costa-sol/common';
import { ConfigError, loadAppConfig } from './app-config';

/** `openssl rand -base64 48`, `openssl rand -base64 32` as base64url, `openssl rand -hex 32`. */
const RANDOM_SECRETS = [
  'WXqAkYl6oVtZuWQHT0eoCAU1wTfJ1R9PHZCd3MYgz2If3b+gv06EpwxjiMXhUILZ',
  'ZxqqKxmNWd4RVrkmHjOS19eiMFgv1qTkptXaNrhIZIw',
  'dae96cc4d84214826530c7bee2715be2e0e729a9baf1de88dad08fcf9fb6ffde',
];

const STRONG = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.costasolhvac.es',
  STAFF_EMAIL: 'leads@costasolhvac.es',
  ADMIN_EMAIL: 'office@costasolhvac.es',
  ADMIN_PASSWORD: 'Tr1cky-Horse-Battery-42',
  JWT_SECRET: RANDOM_SECRETS[0],
  TOTP_ENCRYPTION_KEY: RANDOM_SECRETS[1],
  DATABASE_URL: 'postgresql://app:Db-Orbit-Pass-31@db.costasolhvac.es:5432/site?sslmode=verify-full',
  SMTP_URL: 'smtps://mailer:Mail-Relay-Pass-77@smtp.costasolhvac.es:465',
};

/** A business profile with the company's real values in place of the samples content/business.yaml ships with. */
const REAL_BUSINESS = {
  ...BUSINESS,
  taxId: 'B93123456',
  registry: 'Registro Mercantil de Málaga, Tomo 5123, Folio 101, Hoja MA-123456',
  phone: '+34 951 234 567',
  phoneHref: 'tel:+34951234567',
  whatsappNumber: '34611223344',
  email: 'info@costasolhvac.es',
  privacyEmail: 'privacidad@costasolhvac.es',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJ1234abcd',
  googleProfileUrl: 'https://maps.google.com/?cid=1234567890123456789',
};

function problemsOf(env: Record<string, string | undefined>, business: object = REAL_BUSINESS): string[] {
  try {
    loadAppConfig(env, business);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadAppConfig', () => {
  it('runs with no configuration at all in development, with embedded defaults', () => {
    const config = loadAppConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimitPerMinute).toBeGreaterThan(0);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('accepts a complete production configuration', () => {
    const config = loadAppConfig(STRONG, REAL_BUSINESS);
    expect(config.production).toBe(true);
    expect(config.publicUrl).toBe('https://www.costasolhvac.es');
  });

  const year = new Date().getUTCFullYear();
  it.each([
    ['JWT_SECRET', undefined, /^JWT_SECRET is required in production/],
    // The guesses: the brand and year twice over, and a readable phrase.
    [
      'JWT_SECRET',
      'CostaSolHVAC2026CostaSolHVAC2026',
      /^JWT_SECRET is refused: it must hold 256 random bits.*built from words of this business/,
    ],
    ['JWT_SECRET', 'costasolhvac-jwt-signing-key-production', /^JWT_SECRET is refused: it must hold 256 random bits.*built from/],
    // Long enough, in the base64 alphabet, rated 4 by zxcvbn alone, and still made up.
    ['JWT_SECRET', 'CostaSolHVAC2026CostaSolHVAC2026CostaSolHVAC2026', /^JWT_SECRET is refused: it is built from repeats, not random/],
    ['JWT_SECRET', 'costasolhvacJwtSigningKeyProductionMarbella2026', /^JWT_SECRET is refused: .*built from .*words of this business/],
    ['JWT_SECRET', 'a'.repeat(64), /^JWT_SECRET is refused: zxcvbn rates it 0 of 4.*built from repeats/],
    ['JWT_SECRET', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', /^JWT_SECRET is refused: .*built from sequences/],
    ['JWT_SECRET', `${RANDOM_SECRETS[1]}costasolhvac`, /^JWT_SECRET is refused: .*words of this business/],
    ['ADMIN_PASSWORD', undefined, /^ADMIN_PASSWORD is required/],
    ['ADMIN_PASSWORD', 'admin', /^ADMIN_PASSWORD is refused: it must be at least 12 characters/],
    ['ADMIN_PASSWORD', STRONG.ADMIN_EMAIL, /^ADMIN_PASSWORD is refused: .*must not be or contain ADMIN_EMAIL/],
    ['ADMIN_PASSWORD', 'office-Tr1cky-Horse-Battery-42', /^ADMIN_PASSWORD is refused: it must not be or contain ADMIN_EMAIL/],
    ['ADMIN_PASSWORD', 'Passw0rd!Passw0rd!', /^ADMIN_PASSWORD is refused: zxcvbn rates it [0-3] of 4/],
    ['ADMIN_PASSWORD', 'password1234567', /^ADMIN_PASSWORD is refused: zxcvbn rates it [0-3] of 4/],
    ['ADMIN_PASSWORD', 'qwertyqwertyqwerty', /^ADMIN_PASSWORD is refused: zxcvbn rates it [0-3] of 4/],
    ['ADMIN_PASSWORD', `CostaSolHVAC${year}!`, /^ADMIN_PASSWORD is refused: zxcvbn rates it [0-3] of 4/],
    ['ADMIN_PASSWORD', `Marbella${year + 1}CostaSol`, /^ADMIN_PASSWORD is refused: zxcvbn rates it [0-3] of 4/],
    ['DATABASE_URL', undefined, /DATABASE_URL is required in production/],
    ['SMTP_URL', undefined, /SMTP_URL is required in production/],
    ['SMTP_URL', 'smtp://user:pass@host:25', /^SMTP_URL must use TLS in production/],
    ['SMTP_URL', 'smtps://user:pass@host:465?secure=false', /^SMTP_URL must use TLS in production/],
    ['ADMIN_EMAIL', undefined, /^ADMIN_EMAIL is required in production/],
    ['ADMIN_EMAIL', 'admin@example.com', /^ADMIN_EMAIL is on a reserved example or test domain/],
    ['ADMIN_EMAIL', 'not-an-email', /^ADMIN_EMAIL must be an e-mail address \(got "not-an-email"\)/],
    ['PUBLIC_URL', undefined, /^PUBLIC_URL is required/],
    ['PUBLIC_URL', 'http://www.costasolhvac.es', /^PUBLIC_URL must be an https:\/\/ origin in production/],
    ['PUBLIC_URL', 'https://www.costasolhvac.example', /^PUBLIC_URL is on a reserved example or test domain/],
    ['PUBLIC_URL', 'https://shop.example.com', /^PUBLIC_URL is on a reserved example or test domain/],
    ['PUBLIC_URL', 'https://www.costasol.test', /^PUBLIC_URL is on a reserved example or test domain/],
    // The review's case: a superuser with no password over sslmode=disable to another host; each rule on its own.
    [
      'DATABASE_URL',
      'postgresql://app:Db-Orbit-Pass-31@db.costasolhvac.es/site?sslmode=disable',
      /^DATABASE_URL reaches a database on another host without TLS/,
    ],
    ['DATABASE_URL', 'postgresql://app:Db-Orbit-Pass-31@10.0.0.5/site', /^DATABASE_URL reaches a database on another host without TLS/],
    [
      'DATABASE_URL',
      'postgresql://app@db.costasolhvac.es/site?sslmode=require',
      /^DATABASE_URL names a database on another host without a password/,
    ],
    ['DATABASE_ALLOW_PLAIN', 'yes', /^DATABASE_ALLOW_PLAIN must be true or false/],
    ['STAFF_EMAIL', undefined, /^STAFF_EMAIL is required/],
    ['STAFF_EMAIL', 'staff@example.com', /^STAFF_EMAIL is on a reserved example or test domain/],
    ['STAFF_EMAIL', 'leads@costasolhvac.example', /^STAFF_EMAIL is on a reserved/],
    ['STAFF_EMAIL', 'leads@mail.example.org', /^STAFF_EMAIL is on a reserved/],
    ['STAFF_EMAIL', 'leads@costasol.test', /^STAFF_EMAIL is on a reserved/],
    ['STAFF_EMAIL', 'leads@costasol.invalid', /^STAFF_EMAIL is on a reserved/],
    ['STAFF_EMAIL', 'leads@host.localhost', /^STAFF_EMAIL is on a reserved/],
    ['EMERGENCY_EMAIL', 'urgent@costasol.test', /^EMERGENCY_EMAIL is on a reserved/],
    ['SMTP_ALLOW_PLAIN', 'yes', /^SMTP_ALLOW_PLAIN must be true or false/],
  ])('production refuses %s=%s, naming the setting and the rule', (name, value, message) => {
    const problems = problemsOf({ ...STRONG, [name]: value });
    expect(problems).toEqual([expect.stringMatching(message)]);
    if (value && /SECRET|PASSWORD/.test(name)) for (const problem of problems) expect(problem).not.toContain(value);
  });

  it.each([...RANDOM_SECRETS, ...Array.from({ length: 5 }, () => randomBytes(48).toString('base64'))])(
    'accepts a JWT_SECRET drawn at random (%s)',
    (secret) => {
      expect(problemsOf({ ...STRONG, JWT_SECRET: secret })).toEqual([]);
    },
  );

  it.each([
    ['ADMIN_PASSWORD', 'correct horse battery staple'],
    ['ADMIN_PASSWORD', 'Velvet-Orbit-Cactus-91!'],
    ['SMTP_URL', 'smtp://mailer:pass@smtp.costasolhvac.es:587?requireTLS=true'],
    ['SMTP_URL', 'smtp://mailer:pass@smtp.costasolhvac.es:465?secure=true'],
    ['DATABASE_URL', 'postgresql://app@127.0.0.1:5432/site'],
    ['DATABASE_URL', 'postgresql://app@localhost/site?sslmode=disable'],
    ['DATABASE_URL', 'postgresql://app:Db-Orbit-Pass-31@db.costasolhvac.es/site?sslmode=require'],
    ['DATABASE_URL', 'postgresql://app@%2Fvar%2Frun%2Fpostgresql/site'],
    ['TRUST_PROXY', '10.0.0.0/8, 192.168.1.10, ::1/128, loopback'],
    ['LOG_LEVEL', 'debug'],
  ])('production accepts %s=%s', (name, value) => {
    expect(problemsOf({ ...STRONG, [name]: value })).toEqual([]);
  });

  it("refuses the review's database URL with both reasons, without quoting it", () => {
    const url = 'postgresql://postgres@db.costasolhvac.es:5432/site?sslmode=disable';
    const problems = problemsOf({ ...STRONG, DATABASE_URL: url });
    expect(problems).toEqual([expect.stringMatching(/without a password/), expect.stringMatching(/without TLS/)]);
    for (const problem of problems) expect(problem).not.toContain(url);
  });

  it('lets production reach a database over a private network in clear text when DATABASE_ALLOW_PLAIN=true', () => {
    expect(
      problemsOf({ ...STRONG, DATABASE_URL: 'postgresql://costasol:Db-Orbit-Pass-31@db:5432/costasol', DATABASE_ALLOW_PLAIN: 'true' }),
    ).toEqual([]);
  });

  it('reads the key of two-step secrets as base64 or hex, requires it in production, never prints it', () => {
    const hex = loadAppConfig({ TOTP_ENCRYPTION_KEY: RANDOM_SECRETS[2] });
    expect(hex.totpKeys.current).toEqual(Buffer.from(RANDOM_SECRETS[2], 'hex'));
    const base64 = randomBytes(32).toString('base64');
    const rotating = loadAppConfig({ TOTP_ENCRYPTION_KEY: base64, TOTP_ENCRYPTION_KEY_PREVIOUS: RANDOM_SECRETS[1] });
    expect(rotating.totpKeys.current).toEqual(Buffer.from(base64, 'base64'));
    expect(rotating.totpKeys.previous).toHaveLength(32);
    expect(loadAppConfig({}).totpKeys.current).toBeUndefined();
    const short = problemsOf({ TOTP_ENCRYPTION_KEY: 'c2hvcnQta2V5' });
    expect(short).toEqual([expect.stringMatching(/^TOTP_ENCRYPTION_KEY must be 32 random bytes/)]);
    expect(short.join('\n')).not.toContain('c2hvcnQta2V5');
    expect(problemsOf({ TOTP_ENCRYPTION_KEY_PREVIOUS: RANDOM_SECRETS[1] })).toEqual([expect.stringMatching(/only read beside/)]);
    expect(problemsOf({ ...STRONG, TOTP_ENCRYPTION_KEY: undefined })).toEqual([
      expect.stringMatching(/^TOTP_ENCRYPTION_KEY is required in production/),
    ]);
  });

  it('lets production send mail in clear text to a private relay when SMTP_ALLOW_PLAIN=true', () => {
    const config = loadAppConfig({ ...STRONG, SMTP_URL: 'smtp://relay.internal:25', SMTP_ALLOW_PLAIN: 'true' }, REAL_BUSINESS);
    expect(config.smtpUrl).toBe('smtp://relay.internal:25');
  });

  it('lists each of the issue 26 settings in one refusal, without a secret value', () => {
    const bad = {
      ...STRONG,
      JWT_SECRET: 'CostaSolHVAC2026CostaSolHVAC2026',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'Passw0rd!Passw0rd!',
      STAFF_EMAIL: 'staff@example.com',
      PUBLIC_URL: 'http://www.costasolhvac.es',
      SMTP_URL: 'smtp://user:pass@host:25',
      TRUST_PROXY: '0.0.0.0/0',
      LOG_LEVEL: 'nonsense',
    };
    const problems = problemsOf(bad);
    for (const name of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'STAFF_EMAIL', 'PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'LOG_LEVEL'])
      expect(problems.filter((problem) => problem.startsWith(`${name} `))).toHaveLength(1);
    expect(problems).toHaveLength(8);
    for (const secret of [bad.JWT_SECRET, bad.ADMIN_PASSWORD, 'pass@host']) expect(problems.join('\n')).not.toContain(secret);
  });

  it.each([
    ['TRUST_PROXY', '0.0.0.0/0', /^TRUST_PROXY must not trust every address/],
    ['TRUST_PROXY', '::/0', /^TRUST_PROXY must not trust every address/],
    ['TRUST_PROXY', '10.0.0.1, 0.0.0.0/0.0.0.0', /^TRUST_PROXY must not trust every address/],
    ['TRUST_PROXY', 'garbage', /^TRUST_PROXY must be false, a hop count/],
    ['TRUST_PROXY', '10.0.0.0/33', /^TRUST_PROXY must be false, a hop count/],
    ['TRUST_PROXY', '10.0.0.0/8/8', /^TRUST_PROXY must be false, a hop count/],
    ['TRUST_PROXY', '10.0.0.0/x', /^TRUST_PROXY must be false, a hop count/],
    ['LOG_LEVEL', 'nonsense', /^LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent \(got "nonsense"\)/],
    ['ADMIN_EMAIL', 'not-an-email', /^ADMIN_EMAIL must be an e-mail address/],
  ])('development too refuses %s=%s before anything starts', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(message)]);
  });

  it('reads TRUST_PROXY and LOG_LEVEL it accepts', () => {
    expect(loadAppConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(loadAppConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadAppConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadAppConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(loadAppConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['RATE_LIMIT_PER_MINUTE', '0', /RATE_LIMIT_PER_MINUTE must be a whole number/],
    ['DATABASE_URL', 'mysql://db/site', /DATABASE_URL must be a URL starting with postgres/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be a URL starting with smtp/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL must be an http/],
    ['STAFF_EMAIL', 'nobody', /STAFF_EMAIL must be an e-mail/],
    ['STAFF_EMAIL', 'nobody@localhost', /STAFF_EMAIL must be an e-mail/],
  ])('explains a bad %s', (name, value, message) => {
    expect(problemsOf({ [name]: value }).some((p) => message.test(p))).toBe(true);
  });

  it('leaves sample business values to the stored settings check (business-settings), which can be changed in the admin', () => {
    expect(problemsOf(STRONG, BUSINESS)).toEqual([]);
  });

  it('lets a single server keep the embedded database and mail folder in production when asked to', () => {
    const config = loadAppConfig(
      { ...STRONG, DATABASE_URL: undefined, SMTP_URL: undefined, ALLOW_EMBEDDED_IN_PRODUCTION: 'true' },
      REAL_BUSINESS,
    );
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads an optional analytics provider', () => {
    expect(loadAppConfig({}).analytics).toBeUndefined();
    expect(loadAppConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-ABC123' }).analytics).toEqual({
      provider: 'ga4',
      id: 'G-ABC123',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js',
    });
    const plausible = {
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_ID: 'costasolhvac.example',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.com/js/script.js',
    };
    expect(loadAppConfig(plausible).analytics?.scriptUrl).toBe('https://stats.example.com/js/script.js');
    expect(problemsOf({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'x' })).toEqual([
      expect.stringMatching(/ANALYTICS_PROVIDER must be one of ga4, plausible, umami/),
    ]);
    expect(problemsOf({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_ID: 'abc' })).toEqual([
      expect.stringMatching(/ANALYTICS_SCRIPT_URL must be the https URL/),
    ]);
    expect(problemsOf({ ANALYTICS_PROVIDER: 'ga4' })).toEqual([expect.stringMatching(/ANALYTICS_ID is required/)]);
  });

  it('writes the staff e-mail in Spanish unless STAFF_LANGUAGE says English', () => {
    expect(loadAppConfig({}).staffLanguage).toBe('es');
    expect(loadAppConfig({ STAFF_LANGUAGE: 'en' }).staffLanguage).toBe('en');
    expect(problemsOf({ STAFF_LANGUAGE: 'fr' })).toEqual([expect.stringMatching(/STAFF_LANGUAGE must be one of en, es \(got "fr"\)/)]);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).length).toBeGreaterThanOrEqual(5);
  });
});
