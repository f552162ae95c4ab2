// Where the PostgreSQL test server is; the suites create and use their own database on it.
const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
// TEST_DATABASE_NAME lets two test runs share one PostgreSQL server (as E2E_DATABASE_NAME does for the browser tests).
const TEST_DATABASE = process.env.TEST_DATABASE_NAME || 'costa_sol_test';

function postgresAdminUrl() {
  return process.env.TEST_POSTGRES_URL || DEFAULT_ADMIN_URL;
}

function postgresTestUrl() {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${TEST_DATABASE}`;
  return url.toString();
}

module.exports = { postgresAdminUrl, postgresTestUrl, TEST_DATABASE };
