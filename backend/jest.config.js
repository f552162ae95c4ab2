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

const base = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc },
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
    testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
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

if (postgresReachable()) {
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
