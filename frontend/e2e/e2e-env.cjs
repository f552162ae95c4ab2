// Decides, synchronously and once, which database the browser tests' server uses, and prepares it.
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
  const probe = run(
    `require('net').connect(${Number(url.port) || 5432}, '${url.hostname}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
  );
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'costa-sol-e2e-'));
  if (probe.status === 0) {
    const created = run(`
      const { Client } = require('pg');
      const c = new Client({ connectionString: ${JSON.stringify(ADMIN_URL)} });
      c.connect().then(() => c.query('drop database if exists ${E2E_DATABASE} with (force)')).then(() => c.query('create database ${E2E_DATABASE}'))
        .then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });`);
    if (created.status !== 0) throw new Error(`Could not create ${E2E_DATABASE}: ${created.stderr}`);
    url.pathname = `/${E2E_DATABASE}`;
    process.env.E2E_DATABASE_URL = url.toString();
    process.env.E2E_SERVER_DATABASE_URL = url.toString();
  } else if (process.env.REQUIRE_POSTGRES === 'true') {
    throw new Error(`REQUIRE_POSTGRES=true but no PostgreSQL answers at ${ADMIN_URL}`);
  } else {
    process.env.E2E_DATABASE_URL = `postgresql://postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
    process.env.E2E_SERVER_DATABASE_URL = '';
  }
}

module.exports = { prepare, EMBEDDED_PORT };
