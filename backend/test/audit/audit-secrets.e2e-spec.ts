import { randomBytes, randomUUID } from 'node:crypto';
import { codeForStep, timeStep } from '../../src/modules/auth/application/second-factor/totp';
import { totpKeyId } from '../../src/modules/auth/infrastructure/secret-box/totp-secret-cipher';
import { startServerProcess, TEST_TOTP_ENCRYPTION_KEY } from '../support/server-process';
import { createStaffUser, signIn, type TestStaffUser } from '../support/staff-users';
import { query, testDatabaseUrl } from '../support/test-database';
import { ADMIN, adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

const codeNow = (secret: string, offset = 0) => codeForStep(secret, timeStep(new Date()) + offset);

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
  /** The one-time backup codes the enabling answer shows once. */
  backupCodes: string[];
}

/** Every text an audit reader or a database copy could see: the audit API's pages and the audit_entry rows. */
async function auditTexts(t: TestApp, owner: string): Promise<string[]> {
  const page = await t.http.get('/api/admin/audit').query({ limit: 100 }).set('authorization', owner).expect(200);
  const rows = await query<{ row: string }>('select row_to_json(a)::text as row from audit_entry a');
  return [JSON.stringify(page.body), ...rows.map(({ row }) => row)];
}

describe('two-step secrets stay secret: not in the audit log, not in clear text in the database', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  async function enrol(user: TestStaffUser): Promise<Enrolment> {
    const authorization = await signIn(t, user);
    const setup = await t.http.post('/api/auth/second-factor/setup').set('authorization', authorization).expect(200);
    const enabled = await t.http
      .post('/api/auth/second-factor/enable')
      .set('authorization', authorization)
      .send({ code: codeNow(setup.body.secret, -1) })
      .expect(200);
    return { ...setup.body, backupCodes: enabled.body.backupCodes } as Enrolment;
  }

  it('records the set-up in the audit log without the secret, its otpauth:// address, its QR code or the backup codes', async () => {
    const user = await createStaffUser('office');
    const { secret, otpauthUrl, qrCode, backupCodes } = await enrol(user);
    expect(otpauthUrl).toContain(secret);
    expect(backupCodes).toHaveLength(10);

    const texts = await auditTexts(t, owner);
    for (const text of texts) {
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/otpauth:/i);
      expect(text).not.toContain('data:image/');
      expect(text).not.toContain(qrCode.slice(30, 90));
      for (const code of backupCodes) expect(text).not.toContain(code);
    }
    const entries = await query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from audit_entry where actor_id = $1 order by at`,
      [user.id],
    );
    expect(entries).toEqual([
      { action: 'POST /api/auth/second-factor/setup', before: { omitted: 'credentials route' }, after: { omitted: 'credentials route' } },
      { action: 'POST /api/auth/second-factor/enable', before: { omitted: 'credentials route' }, after: { omitted: 'credentials route' } },
    ]);
  });

  it('stores the secret sealed, and a code from it still signs in', async () => {
    const user = await createStaffUser('office');
    const { secret } = await enrol(user);
    const [row] = await query<{ row: string; secret: string }>(
      `select row_to_json(u)::text as row, second_factor_secret as secret from staff_users u where id = $1`,
      [user.id],
    );
    expect(row.row).not.toContain(secret);
    expect(row.secret).toMatch(new RegExp(`^v1\\.${totpKeyId(Buffer.from(TEST_TOTP_ENCRYPTION_KEY, 'base64')).replace('-', '\\-')}\\.`));
    await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await t.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password, code: codeNow(secret) })
      .expect(200);
  });

  it('seals, at start, secrets left in clear text and secrets under the previous key; sign-in goes on working', async () => {
    const user = await createStaffUser('technician');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await query(`update staff_users set second_factor_secret = $1, second_factor_last_step = null where id = $2`, [secret, user.id]);
    const stored = async () =>
      (await query<{ s: string }>('select second_factor_secret as s from staff_users where id = $1', [user.id]))[0].s;

    const restarted = await startTestApp();
    try {
      expect(await stored()).toMatch(/^v1\./);
      await restarted.http
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password, code: codeNow(secret) })
        .expect(200);
    } finally {
      await restarted.close();
    }

    const newKey = randomBytes(32);
    const rotated = await startTestApp({
      TOTP_ENCRYPTION_KEY: newKey.toString('hex'),
      TOTP_ENCRYPTION_KEY_PREVIOUS: TEST_TOTP_ENCRYPTION_KEY,
    });
    try {
      expect((await stored()).split('.')[1]).toBe(totpKeyId(newKey));
      const later = codeForStep(secret, timeStep(new Date()) + 1);
      await rotated.http.post('/api/auth/login').send({ email: user.email, password: user.password, code: later }).expect(200);
    } finally {
      await rotated.close();
    }
    // Back under the suite's key, as a rotation back would do, for the suites after this one.
    const back = await startTestApp({ TOTP_ENCRYPTION_KEY_PREVIOUS: newKey.toString('hex') });
    await back.close();
    expect((await stored()).split('.')[1]).toBe(totpKeyId(Buffer.from(TEST_TOTP_ENCRYPTION_KEY, 'base64')));
  });

  it('purges, by migration, the secrets that entries written before kept', async () => {
    const leaked = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/Costa%20Sol:ana@example.com?secret=JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    };
    const note = { id: 'n1', body: 'scan otpauth://totp/x?secret=KRSXG5CTMVRXEZLU' };
    const plain = { id: 'p1', questionEn: 'How long does a heat pump last?' };
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const insert = (id: string, action: string, before: unknown, after: unknown) =>
      query(
        `insert into audit_entry (id, at, actor_email, action, entity_type, before, after) values ($1, now(), 'a@costasol.test', $2, 'x', $3, $4)`,
        [id, action, JSON.stringify(before), JSON.stringify(after)],
      );
    await insert(ids[0], 'POST /api/auth/second-factor/setup', null, leaked);
    await insert(ids[1], 'PATCH /api/admin/leads/{id}', plain, note);
    await insert(ids[2], 'PATCH /api/admin/qa/pages/{id}', plain, plain);
    await query(`delete from mikro_orm_migrations where name = 'AuditSecretsPurge20261209'`);
    await (await startTestApp()).close();

    const rows = await query<{ id: string; before: unknown; after: unknown }>(
      'select id, before, after from audit_entry where id = any($1)',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0])).toMatchObject({ before: { omitted: 'credentials route' }, after: { omitted: 'credentials route' } });
    expect(byId.get(ids[1])).toMatchObject({ before: plain, after: { omitted: 'held a credential' } });
    expect(byId.get(ids[2])).toMatchObject({ before: plain, after: plain });
    const all = await query<{ n: string }>(
      `select count(*) as n from audit_entry where (before::text || after::text) ~* 'otpauth:|data:image/'`,
    );
    expect(Number(all[0].n)).toBe(0);
  });

  it("keeps them out of the server's log, SQL statements included (LOG_LEVEL=debug)", async () => {
    const server = await startServerProcess({
      DATABASE_URL: testDatabaseUrl(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'debug',
      // The suite's other sign-ins from this address count in the same shared table.
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    });
    let secret: string | undefined;
    let backupCodes: string[] | undefined;
    try {
      await server.ready();
      const user = await createStaffUser('office');
      const login = await server.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const authorization = `Bearer ${login.body.accessToken as string}`;
      const setup = await server.http.post('/api/auth/second-factor/setup').set('authorization', authorization).expect(200);
      secret = (setup.body as Enrolment).secret;
      const enabled = await server.http
        .post('/api/auth/second-factor/enable')
        .set('authorization', authorization)
        .send({ code: codeNow(secret, -1) })
        .expect(200);
      backupCodes = enabled.body.backupCodes as string[];
      await server.http
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password, code: codeNow(secret) })
        .expect(200);
    } finally {
      await server.kill();
    }
    const log = server.stdout() + server.stderr();
    expect(log).toMatch(/second-factor\/enable/);
    expect(log).not.toMatch(/otpauth:/i);
    expect(log).not.toContain('data:image/');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(log).not.toContain(secret);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes ?? []) expect(log).not.toContain(code);
  });
});
