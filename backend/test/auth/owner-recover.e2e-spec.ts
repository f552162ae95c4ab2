import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';
import { createStaffUser, signIn } from '../support/staff-users';
import { query, testDatabaseUrl } from '../support/test-database';

const SCRIPT = join(__dirname, '../../dist/src/cli/recover-owner.js');
const NEW_PASSWORD = 'Granite-Orchard-Whistle-5521';

/**
 * `npm run owner:recover` as an operator runs it, against the suite's database. Asynchronously: the embedded test
 * database is served from this very process.
 */
function recover(email: string, password: string): Promise<{ status: number | null; output: string }> {
  if (!existsSync(SCRIPT)) throw new Error(`Build the backend first (npm run build): ${SCRIPT} is missing`);
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-recover-')),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}

describe('npm run owner:recover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a locked-out owner back an active account with the new password, and ends their sessions', async () => {
    const owner = await createStaffUser('owner', { name: 'Ana Owner' });
    const before = await signIn(t, owner);
    await query(`update staff_users set status = 'disabled', role = 'office' where id = $1`, [owner.id]);
    const run = await recover(owner.email.toUpperCase(), NEW_PASSWORD);
    expect(run).toEqual({ status: 0, output: expect.stringContaining('Owner account restored') });
    expect(run.output).not.toContain(owner.email);
    expect(run.output).not.toContain(NEW_PASSWORD);
    await t.http.get('/api/auth/me').set('authorization', before).expect(401);
    const after = await signIn(t, { email: owner.email, password: NEW_PASSWORD });
    const me = await t.http.get('/api/auth/me').set('authorization', after).expect(200);
    expect(me.body).toMatchObject({ id: owner.id, role: 'owner', status: 'active' });
  });

  it('creates the owner when the account is missing', async () => {
    const email = `recovered-${Date.now()}@costasol.test`;
    expect(await recover(email, NEW_PASSWORD)).toEqual({ status: 0, output: expect.stringContaining('Owner account created') });
    const session = await t.http.post('/api/auth/login').send({ email, password: NEW_PASSWORD }).expect(200);
    expect(session.body.user).toMatchObject({ email, role: 'owner', status: 'active', name: 'Owner' });
  });

  it('refuses a weak password or a missing one, and changes nothing', async () => {
    const owner = await createStaffUser('owner');
    const weak = await recover(owner.email, 'password1234');
    expect(weak.status).toBe(1);
    expect(weak.output).toContain('ADMIN_PASSWORD refused: This password is too easy to guess');
    await signIn(t, owner);
    expect((await recover(owner.email, '')).status).toBe(1);
  });
});
