import { createRequire } from 'node:module';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@costa-sol/common';
import { defineConfig, devices } from '@playwright/test';
import { STUB_ANALYTICS_SCRIPT } from './e2e/analytics-stub';

const require = createRequire(import.meta.url);
const { prepare, EMBEDDED_PORT } = require('./e2e/e2e-env.cjs') as { prepare(): void; EMBEDDED_PORT: number };
prepare();

const PORT = Number(process.env.E2E_PORT ?? 3457);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The server of the specs that change shared state: a database and data folder of its own, the next port. */
const SHARED_PORT = PORT + 1;
const SHARED_BASE_URL = `http://127.0.0.1:${SHARED_PORT}`;

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
 * visits, the leads' statistics) run one at a time, on a server and database of their own; every other spec only
 * reads the seed or writes rows of its own (a lead with its own name), so those run two at a time on the first
 * server. Both sets run at the same time: a browser test spends much of its time waiting, so three workers keep the
 * two cores busier than two did.
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

/** Every test starts with analytics refused, so the consent notice stays closed; consent.spec.ts starts with none. */
function analyticsRefused(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: CONSENT_STORAGE_KEY,
            value: JSON.stringify({ analytics: 'denied', version: CONSENT_VERSION, at: '2026-01-01T00:00:00.000Z' }),
          },
        ],
      },
    ],
  };
}

/** One built server of the browser tests, on its own port, database (or embedded one) and data folder. */
function server(port: number, databaseUrl: string | undefined, embeddedPort: number, dataDir: string | undefined) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'node ../backend/dist/src/main.js',
    url: `${url}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl ?? '',
      EMBEDDED_DB_PORT: String(embeddedPort),
      DATA_DIR: dataDir ?? '',
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
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // Upper bounds, not targets (those are in `npm run bench`): room for a busy two-core machine, where a test of the
  // admin that runs axe four times took past 20 s.
  timeout: 45_000,
  // An assertion waits up to 10 s: on CI's machine a sign-in that hashes a password and loads the dashboard took
  // past the default 5 s while two other workers rendered pages.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'independent',
      testIgnore: SHARED_STATE_SPECS,
      workers: 2,
      use: { ...devices['Desktop Chrome'], baseURL: BASE_URL, storageState: analyticsRefused(BASE_URL) },
    },
    {
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: SHARED_BASE_URL, storageState: analyticsRefused(SHARED_BASE_URL) },
    },
  ],
  webServer: [
    server(PORT, process.env.E2E_SERVER_DATABASE_URL, EMBEDDED_PORT, process.env.E2E_DATA_DIR),
    server(SHARED_PORT, process.env.E2E_SHARED_SERVER_DATABASE_URL, EMBEDDED_PORT + 1, process.env.E2E_SHARED_DATA_DIR),
  ],
});
