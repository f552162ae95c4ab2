// Two projects run the same suites: one against a real PostgreSQL server, one against the embedded PGlite.
const { spawnSync } = require('node:child_process');
const { postgresAdminUrl } = require('./test/support/postgres-url.js');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Is a PostgreSQL server listening? Probed in a child process because this file must stay synchronous. */
function postgresReachable() {
  const { hostname, port } = new URL(postgresAdminUrl());
  const probe = `require('net').connect(${Number(port) || 5432}, '${hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/**
 * With a PostgreSQL server, every suite runs on it, and on the embedded PGlite (the same engine, compiled to
 * WebAssembly, behind one connection) the suites where that one connection can change the outcome: migrations, the
 * data folder's lock, transactions and two requests or runs racing (leads, mail, audit, sessions, bookings, follow-up,
 * retention, featuring), search and statistics, and import and export. The plain reads and writes of an admin screen
 * (towns, settings, staff, media, redirects, price guides...) are the same SQL on both, so they run on the server only:
 * running them twice was a large part of `npm test`'s time for nothing it could find. Without a server, every suite
 * runs on PGlite.
 */
const PGLITE_SUITES = [
  'embedded/data-dir-lock',
  'platform/schema',
  'leads/lead-search',
  'leads/lead-stats',
  'leads/concurrent-leads',
  'leads/idempotency',
  'leads/mail-exactly-once',
  'leads/personal-data',
  'leads/spam-review',
  'leads/lead-follow-up',
  'bookings/bookings',
  'audit/audit-atomic',
  'auth/sessions',
  'reviews/case-studies-admin',
  'content/content-io',
].map((name) => `<rootDir>/test/${name}.e2e-spec.ts`);

const withPostgres = postgresReachable();

/**
 * Packages published as ES modules only (otplib's base32 and HMAC): Node loads them with require(), jest cannot, so
 * swc turns them into CommonJS for the tests.
 */
const ESM_ONLY = '@scure/base|@noble/hashes';

const base = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc, [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${ESM_ONLY})/)`],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};

const projects = [
  {
    ...base,
    displayName: 'unit',
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
  },
  {
    ...base,
    displayName: 'pglite',
    testMatch: withPostgres ? PGLITE_SUITES : ['<rootDir>/test/**/*.e2e-spec.ts'],
    // That suite spawns a second server process; PGlite here is served from inside the jest process, which is a
    // rig of the tests, not how the embedded database runs (inside the app), so it runs on PostgreSQL only.
    // Several instances need a server every instance reaches; the embedded database is one process's (DATA_DIR lock).
    testPathIgnorePatterns: [
      '/test/faults/graceful-shutdown.e2e-spec.ts',
      '/test/faults/connection-loss.e2e-spec.ts',
      '/test/multi-instance/',
    ],
    globalSetup: '<rootDir>/test/support/global-setup-pglite.ts',
    globalTeardown: '<rootDir>/test/support/global-teardown-pglite.ts',
    globals: { DB_TARGET: 'pglite' },
  },
];

if (withPostgres) {
  projects.push({
    ...base,
    displayName: 'postgres',
    testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    // The embedded suites start servers on PGlite of their own: the PGlite project runs them.
    testPathIgnorePatterns: ['/test/embedded/'],
    globalSetup: '<rootDir>/test/support/global-setup-postgres.ts',
    globals: { DB_TARGET: 'postgres' },
  });
} else if (process.env.REQUIRE_POSTGRES === 'true') {
  throw new Error(`REQUIRE_POSTGRES=true but no PostgreSQL answers at ${postgresAdminUrl()}`);
} else {
  console.warn(`No PostgreSQL at ${postgresAdminUrl()}: the e2e suites run on the embedded PGlite only.`);
}

// testTimeout is a global option: projects cannot set it.
module.exports = { projects, testTimeout: 60_000 };
