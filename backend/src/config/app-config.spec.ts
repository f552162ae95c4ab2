import { BUSINESS } from '@costa-sol/common';
import { ConfigError, loadAppConfig } from './app-config';

const STRONG = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.costasolhvac.example',
  STAFF_EMAIL: 'leads@costasolhvac.example',
  ADMIN_EMAIL: 'office@costasolhvac.example',
  ADMIN_PASSWORD: 'Tr1cky-Horse-Battery-42',
  JWT_SECRET: 'q8V3nJ0pX2mZ7rT5yL1wB9cK4hD6sF0aQ2eR7uI3oP5',
  DATABASE_URL: 'postgresql://app@db:5432/site',
  SMTP_URL: 'smtp://mail:1025',
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
    expect(config.publicUrl).toBe('https://www.costasolhvac.example');
  });

  it.each([
    ['JWT_SECRET', undefined, /JWT_SECRET is required/],
    ['JWT_SECRET', 'short', /JWT_SECRET must be at least 32/],
    ['JWT_SECRET', 'changeme-changeme-changeme-changeme-1', /JWT_SECRET must not contain a default/],
    ['JWT_SECRET', 'a'.repeat(40), /JWT_SECRET is too easy to guess/],
    ['JWT_SECRET', 'abcdefghijklmnopqrstuvwxyz0123456789', /JWT_SECRET is too easy to guess/],
    ['ADMIN_PASSWORD', undefined, /ADMIN_PASSWORD is required/],
    ['ADMIN_PASSWORD', 'admin', /ADMIN_PASSWORD must be at least 12/],
    ['ADMIN_PASSWORD', 'password1234567', /ADMIN_PASSWORD must not contain a default/],
    ['ADMIN_PASSWORD', 'aaaaaaaaaaaa', /ADMIN_PASSWORD is too easy to guess/],
    ['ADMIN_PASSWORD', 'qwertyqwertyqwerty', /ADMIN_PASSWORD is too easy to guess/],
    ['DATABASE_URL', undefined, /DATABASE_URL is required in production/],
    ['SMTP_URL', undefined, /SMTP_URL is required in production/],
    ['ADMIN_EMAIL', undefined, /ADMIN_EMAIL is required/],
    ['ADMIN_EMAIL', 'admin@example.com', /ADMIN_EMAIL/],
    ['PUBLIC_URL', undefined, /PUBLIC_URL is required/],
    ['STAFF_EMAIL', undefined, /STAFF_EMAIL is required/],
  ])('production refuses %s=%s', (name, value, message) => {
    const problems = problemsOf({ ...STRONG, [name]: value });
    expect(problems.some((p) => message.test(p))).toBe(true);
  });

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['RATE_LIMIT_PER_MINUTE', '0', /RATE_LIMIT_PER_MINUTE must be a whole number/],
    ['DATABASE_URL', 'mysql://db/site', /DATABASE_URL must be a URL starting with postgres/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be a URL starting with smtp/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL must be an http/],
    ['STAFF_EMAIL', 'nobody', /STAFF_EMAIL must be an e-mail/],
  ])('explains a bad %s', (name, value, message) => {
    expect(problemsOf({ [name]: value }).some((p) => message.test(p))).toBe(true);
  });

  it('refuses in production a business profile that still holds sample values, naming each field', () => {
    const [problem] = problemsOf(STRONG, BUSINESS);
    expect(problem).toMatch(/^content\/business\.yaml still holds sample values/);
    for (const field of [
      'taxId (B93000000)',
      'registry (',
      'phone (+34 951 000 000)',
      'whatsappNumber (34600000000)',
      'email (info@',
      'privacyEmail (',
      'googleReviewUrl (',
      'googleProfileUrl (',
    ])
      expect(problem).toContain(field);
    // Development shows them as they are.
    expect(() => loadAppConfig({}, BUSINESS)).not.toThrow();
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
