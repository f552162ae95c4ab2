// Decides, synchronously and once, which databases the browser tests' two servers use, and prepares them: one for the
// specs that only read the seed or write rows of their own, one for the specs that change shared state (settings,
// content, the calendar), so both sets run at the same time without seeing each other's changes.
const { spawnSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
// Both can be changed so that two browser runs may share a machine (with E2E_PORT for the server).
const E2E_DATABASE = process.env.E2E_DATABASE_NAME || 'costa_sol_e2e';
const EMBEDDED_PORT = Number(process.env.E2E_EMBEDDED_PORT || 54329);

function run(script) {
  return spawnSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8', timeout: 20000 });
}

function prepare() {
  if (process.env.E2E_DATABASE_URL) return;
  const url = new URL(ADMIN_URL);
  const sharedUrl = new URL(ADMIN_URL);
  const probe = run(
    `require('net').connect(${Number(url.port) || 5432}, '${url.hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
  );
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'costa-sol-e2e-'));
  process.env.E2E_SHARED_DATA_DIR = mkdtempSync(join(tmpdir(), 'costa-sol-e2e-shared-'));
  const databases = [E2E_DATABASE, `${E2E_DATABASE}_shared`];
  if (probe.status === 0) {
    const created = run(`
      const { Client } = require('pg');
      const c = new Client({ connectionString: ${JSON.stringify(ADMIN_URL)} });
      (async () => {
        await c.connect();
        for (const name of ${JSON.stringify(databases)}) {
          await c.query('drop database if exists ' + name + ' with (force)');
          await c.query('create database ' + name);
        }
        await c.end();
      })().catch((e) => { console.error(e.message); process.exit(1); });`);
    if (created.status !== 0) throw new Error(`Could not create ${databases.join(' and ')}: ${created.stderr}`);
    url.pathname = `/${databases[0]}`;
    sharedUrl.pathname = `/${databases[1]}`;
    process.env.E2E_DATABASE_URL = url.toString();
    process.env.E2E_SERVER_DATABASE_URL = url.toString();
    process.env.E2E_SHARED_DATABASE_URL = sharedUrl.toString();
    process.env.E2E_SHARED_SERVER_DATABASE_URL = sharedUrl.toString();
  } else if (process.env.REQUIRE_POSTGRES === 'true') {
    throw new Error(`REQUIRE_POSTGRES=true but no PostgreSQL answers at ${ADMIN_URL}`);
  } else {
    process.env.E2E_DATABASE_URL = `postgresql://postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
    process.env.E2E_SERVER_DATABASE_URL = '';
    process.env.E2E_SHARED_DATABASE_URL = `postgresql://postgres@127.0.0.1:${EMBEDDED_PORT + 1}/postgres`;
    process.env.E2E_SHARED_SERVER_DATABASE_URL = '';
  }
}

module.exports = { prepare, EMBEDDED_PORT };
