import { createRequire } from 'node:module';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@costa-sol/common';
import { defineConfig, devices } from '@playwright/test';
import { STUB_ANALYTICS_SCRIPT } from './e2e/analytics-stub';

const require = createRequire(import.meta.url);
const { prepare, EMBEDDED_PORT } = require('./e2e/e2e-env.cjs') as { prepare(): void; EMBEDDED_PORT: number };
prepare();

const PORT = Number(process.env.E2E_PORT ?? 3457);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium; the network is closed, so nothing in the background may reach out. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Specs that change what other specs read (the admin's settings, content, photos, prices, users, the calendar's
 * visits, the leads' statistics) run one at a time, after the others; every other spec only reads the seed or writes
 * rows of its own (a lead with its own name), so those run two at a time. On a single spec file, pass `--no-deps`
 * to skip the independent specs that the shared-state project waits for.
 */
const SHARED_STATE_SPECS = [
  /admin-[^/]*\.spec\.ts$/,
  /admin\.spec\.ts$/,
  /attribution\.spec\.ts$/,
  /book(-manage|-fresh-install)?\.spec\.ts$/,
  /lead-stats\.spec\.ts$/,
  /page-photos-slots\.spec\.ts$/,
  /price-guides\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 20_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Every test starts with analytics refused, so the consent notice stays closed; consent.spec.ts starts with none.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE_URL,
          localStorage: [
            {
              name: CONSENT_STORAGE_KEY,
              value: JSON.stringify({ analytics: 'denied', version: CONSENT_VERSION, at: '2026-01-01T00:00:00.000Z' }),
            },
          ],
        },
      ],
    },
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'independent', testIgnore: SHARED_STATE_SPECS, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['independent'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node ../backend/dist/src/main.js',
    url: `${BASE_URL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: process.env.E2E_SERVER_DATABASE_URL ?? '',
      EMBEDDED_DB_PORT: String(EMBEDDED_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      ADMIN_EMAIL: 'admin@costasol.test',
      ADMIN_PASSWORD: 'E2E-Admin-Password-2026',
      JWT_SECRET: 'e2e-jwt-secret-0123456789abcdef-0123456789',
      RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_ID: 'costasolhvac.example',
      ANALYTICS_SCRIPT_URL: STUB_ANALYTICS_SCRIPT,
    },
  },
});
