import { Client } from 'pg';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the CommonJS jest config
const { postgresAdminUrl, TEST_DATABASE } = require('./postgres-url.js') as { postgresAdminUrl(): string; TEST_DATABASE: string };

/** A fresh database for this run, so nothing left from an earlier run can make a test pass. */
export default async function globalSetup(): Promise<void> {
  const admin = new Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEST_DATABASE} with (force)`);
    await admin.query(`create database ${TEST_DATABASE}`);
  } finally {
    await admin.end();
  }
}
