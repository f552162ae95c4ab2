import { randomUUID } from 'node:crypto';
import { STAFF_AUTH_MESSAGES, STAFF_PASSWORD_MESSAGES } from '@costa-sol/common';
import { ADMIN, adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { createStaffUser, signIn, STAFF_TEST_PASSWORD } from '../support/staff-users';
import { query, waitUntilOutboxEmpty } from '../support/test-database';
import { TestSmtpServer } from '../support/test-smtp-server';

const PUBLIC_URL = 'https://www.costasol.test';
const NEW_PASSWORD = 'Copper-Kettle-Meadow-4417';
const LINK_EXPIRED = { statusCode: 410, error: 'Gone', message: 'This link has expired or has already been used.' };

describe('staff accounts: invitations, resets, password changes, disabling', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    owner = await adminAuthorization(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@costasol.test`;

  /** The token of the one link in the last e-mail to `to`, and the e-mail. */
  async function linkFor(to: string, count = 1): Promise<{ token: string; text: string; html: string; subject: string }> {
    const mails = await smtp.waitFor(count, 20_000, { to });
    const { text = '', html, subject = '' } = mails[count - 1].parsed;
    const match = /#token=([A-Za-z0-9_-]{43})\b/.exec(text);
    if (!match) throw new Error('No link in the e-mail');
    return { token: match[1], text, html: typeof html === 'string' ? html : '', subject };
  }

  describe('an invitation read back from the SMTP server', () => {
    const email = uniqueEmail('marta');
    let userId: string;

    it('creates an invited user (a second time, in any case, answers 409) and e-mails a link in their language', async () => {
      const created = await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email: email.toUpperCase(), name: 'Marta <b>Ruiz</b>', role: 'office', language: 'es' })
        .expect(201);
      userId = created.body.id;
      expect(created.body).toEqual({
        id: expect.any(String),
        email,
        name: 'Marta <b>Ruiz</b>',
        role: 'office',
        language: 'es',
        status: 'invited',
        createdAt: expect.any(String),
        lastSignInAt: null,
        secondFactorEnabled: false,
      });
      const again = await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email, name: 'Someone Else', role: 'technician', language: 'en' })
        .expect(409);
      expect(again.body.message).toBe(STAFF_AUTH_MESSAGES.en.emailTaken);

      const mail = await linkFor(email);
      expect(mail.subject).toMatch(/Te invitamos/);
      expect(mail.text).toContain(`${PUBLIC_URL}/admin/invitation#token=${mail.token}`);
      expect(mail.text).toContain('72 horas');
      expect(mail.html).toContain('Marta &lt;b&gt;Ruiz&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Ruiz</b>');
      const [stored] = await query<{ token_hash: string }>('select token_hash from staff_tokens where user_id = $1', [userId]);
      expect(stored.token_hash).not.toContain(mail.token);
    });

    it('sets a password and signs in, once: the same link fails a second time', async () => {
      const { token } = await linkFor(email);
      const preview = await t.http.post('/api/auth/invitation/preview').send({ token }).expect(200);
      expect(preview.body).toEqual({ email, name: 'Marta <b>Ruiz</b>', language: 'es' });
      // A refused password leaves the link working.
      const weak = await t.http.post('/api/auth/invitation/accept').send({ token, password: 'password1234' }).expect(400);
      expect(weak.body.fieldErrors).toEqual({ password: { code: 'tooWeak', message: STAFF_PASSWORD_MESSAGES.en.tooWeak } });
      const personal = await t.http.post('/api/auth/invitation/accept').send({ token, password: 'marta-Copper-Kettle-99' }).expect(400);
      expect(personal.body.fieldErrors.password.code).toBe('containsPersonalInfo');
      const short = await t.http.post('/api/auth/invitation/accept').send({ token, password: 'Short-1' }).expect(400);
      expect(short.body.fieldErrors.password.code).toBe('tooShort');

      const accepted = await t.http.post('/api/auth/invitation/accept').send({ token, password: NEW_PASSWORD }).expect(200);
      expect(accepted.body.user).toMatchObject({ id: userId, status: 'active', role: 'office' });
      await t.http.get('/api/auth/me').set('authorization', `Bearer ${accepted.body.accessToken}`).expect(200);
      await signIn(t, { email, password: NEW_PASSWORD });

      expect((await t.http.post('/api/auth/invitation/accept').send({ token, password: NEW_PASSWORD }).expect(410)).body).toMatchObject(
        LINK_EXPIRED,
      );
      await t.http.post('/api/auth/invitation/preview').send({ token }).expect(410);
      await t.http.post(`/api/admin/users/${userId}/invitation`).set('authorization', owner).expect(409);
    });

    it('answers 410 to a link that never existed', async () => {
      await t.http
        .post('/api/auth/invitation/preview')
        .send({ token: 'x'.repeat(43) })
        .expect(410);
      await t.http
        .post('/api/auth/invitation/accept')
        .send({ token: 'x'.repeat(43), password: NEW_PASSWORD })
        .expect(410);
    });

    it('ends the earlier link when the owner sends a new invitation', async () => {
      const other = uniqueEmail('pablo');
      const created = await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email: other, name: 'Pablo Torres', role: 'technician', language: 'en' })
        .expect(201);
      const first = await linkFor(other);
      expect(first.subject).toMatch(/You are invited/);
      await t.http.post(`/api/admin/users/${created.body.id}/invitation`).set('authorization', owner).expect(202);
      const second = await linkFor(other, 2);
      expect(second.token).not.toBe(first.token);
      await t.http.post('/api/auth/invitation/preview').send({ token: first.token }).expect(410);
      await t.http.post('/api/auth/invitation/preview').send({ token: second.token }).expect(200);
      // Invited users cannot sign in: the same answer as a wrong password.
      const refused = await t.http.post('/api/auth/login').send({ email: other, password: NEW_PASSWORD }).expect(401);
      expect(refused.body.message).toBe('The e-mail or password is not correct.');
    });
  });

  describe("the business's words in a new password", () => {
    it('refuses costasol2026 (the brand and the year) with the field error, and accepts a strong passphrase', async () => {
      // An address outside the brand's domain, so only the business's words (seed settings, the year) can refuse it.
      const email = `luis-${randomUUID().slice(0, 8)}@example.com`;
      await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email, name: 'Luis Romero', role: 'office', language: 'en' })
        .expect(201);
      const { token } = await linkFor(email);
      const weak = await t.http.post('/api/auth/invitation/accept').send({ token, password: 'costasol2026' }).expect(400);
      expect(weak.body.fieldErrors).toEqual({ password: { code: 'tooWeak', message: STAFF_PASSWORD_MESSAGES.en.tooWeak } });
      await t.http.post('/api/auth/invitation/accept').send({ token, password: 'plum kettle orbit sahara fennel' }).expect(200);
    });
  });

  describe('password reset', () => {
    it('answers a known and an unknown address identically', async () => {
      const user = await createStaffUser('technician');
      const known = await t.http.post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const unknown = await t.http
        .post('/api/auth/password-reset')
        .send({ email: uniqueEmail('nobody') })
        .expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ message: STAFF_AUTH_MESSAGES.en.resetRequested });
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      await linkFor(user.email);
    });

    it('works once and never twice, and ends the sessions open before', async () => {
      const user = await createStaffUser('office', { name: 'Lucia Gomez' });
      const before = await signIn(t, user);
      await t.http.post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const { token, text } = await linkFor(user.email);
      expect(text).toContain(`${PUBLIC_URL}/admin/password-reset#token=${token}`);
      expect(text).toContain('30 minutes');
      const weak = await t.http.post('/api/auth/password-reset/complete').send({ token, password: 'lucia-gomez-2026' }).expect(400);
      expect(weak.body.fieldErrors.password.code).toBe('containsPersonalInfo');
      await t.http.post('/api/auth/password-reset/complete').send({ token, password: NEW_PASSWORD }).expect(204);
      await t.http.get('/api/auth/me').set('authorization', before).expect(401);
      await signIn(t, { email: user.email, password: NEW_PASSWORD });
      await t.http.post('/api/auth/login').send({ email: user.email, password: STAFF_TEST_PASSWORD }).expect(401);
      const twice = await t.http
        .post('/api/auth/password-reset/complete')
        .send({ token, password: 'Another-Fresh-Lantern-77' })
        .expect(410);
      expect(twice.body).toMatchObject(LINK_EXPIRED);
    });

    it('refuses an expired link', async () => {
      const user = await createStaffUser('office');
      await t.http.post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const { token } = await linkFor(user.email);
      await query(`update staff_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
      await t.http.post('/api/auth/password-reset/complete').send({ token, password: NEW_PASSWORD }).expect(410);
    });

    it('sends at most 3 reset e-mails per account per hour', async () => {
      const user = await createStaffUser('technician');
      for (let i = 0; i < 5; i++) await t.http.post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      await waitUntilOutboxEmpty();
      await smtp.waitFor(3, 20_000, { to: user.email });
      expect(smtp.to(user.email)).toHaveLength(3);
    });
  });

  describe('sessions', () => {
    it("refuses a disabled user's token at once, and their sign-in like a wrong password", async () => {
      const user = await createStaffUser('office');
      const auth = await signIn(t, user);
      await t.http.get('/api/admin/leads').set('authorization', auth).expect(200);
      const disabled = await t.http.patch(`/api/admin/users/${user.id}`).set('authorization', owner).send({ disabled: true }).expect(200);
      expect(disabled.body.status).toBe('disabled');
      await t.http.get('/api/admin/leads').set('authorization', auth).expect(401);
      const refused = await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      expect(refused.body.message).toBe('The e-mail or password is not correct.');
      await t.http.post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const enabled = await t.http.patch(`/api/admin/users/${user.id}`).set('authorization', owner).send({ disabled: false }).expect(200);
      expect(enabled.body.status).toBe('active');
      await signIn(t, user);
      await waitUntilOutboxEmpty();
      expect(smtp.to(user.email)).toHaveLength(0);
    });

    it('changes a password: every other session ends, the answer carries a working token', async () => {
      const user = await createStaffUser('technician', { name: 'Jorge Vidal' });
      const first = await signIn(t, user);
      const second = await signIn(t, user);
      const wrong = await t.http
        .post('/api/auth/password')
        .set('authorization', first)
        .send({ currentPassword: 'not-it', newPassword: NEW_PASSWORD })
        .expect(400);
      expect(Object.keys(wrong.body.fieldErrors)).toEqual(['currentPassword']);
      const weak = await t.http
        .post('/api/auth/password')
        .set('authorization', first)
        .send({ currentPassword: user.password, newPassword: 'aaaaaaaaaaaaaaaa' })
        .expect(400);
      expect(weak.body.fieldErrors.newPassword.code).toBe('tooWeak');
      const changed = await t.http
        .post('/api/auth/password')
        .set('authorization', first)
        .send({ currentPassword: user.password, newPassword: NEW_PASSWORD })
        .expect(200);
      await t.http.get('/api/auth/me').set('authorization', first).expect(401);
      await t.http.get('/api/auth/me').set('authorization', second).expect(401);
      await t.http.get('/api/auth/me').set('authorization', `Bearer ${changed.body.accessToken}`).expect(200);
      await signIn(t, { email: user.email, password: NEW_PASSWORD });
    });

    it('signs out everywhere', async () => {
      const user = await createStaffUser('office');
      const first = await signIn(t, user);
      const second = await signIn(t, user);
      await t.http.post('/api/auth/sign-out-everywhere').set('authorization', first).expect(204);
      await t.http.get('/api/auth/me').set('authorization', first).expect(401);
      await t.http.get('/api/auth/me').set('authorization', second).expect(401);
      await signIn(t, user);
    });
  });

  describe('the users list and changes', () => {
    it('lists every user with the documented fields, and changes name, role and language', async () => {
      const user = await createStaffUser('technician');
      const list = await t.http.get('/api/admin/users').set('authorization', owner).expect(200);
      const listed = (list.body as { id: string }[]).find((entry) => entry.id === user.id);
      expect(listed).toEqual({
        id: user.id,
        email: user.email,
        name: user.name,
        role: 'technician',
        language: 'en',
        status: 'active',
        createdAt: expect.any(String),
        lastSignInAt: null,
        secondFactorEnabled: false,
      });
      const changed = await t.http
        .patch(`/api/admin/users/${user.id}`)
        .set('authorization', owner)
        .send({ name: 'New Name', role: 'office', language: 'es' })
        .expect(200);
      expect(changed.body).toMatchObject({ name: 'New Name', role: 'office', language: 'es', status: 'active' });
      await t.http.patch(`/api/admin/users/${user.id}`).set('authorization', owner).send({ role: 'boss' }).expect(400);
      await t.http.patch(`/api/admin/users/${user.id}`).set('authorization', owner).send({ email: 'x@costasol.test' }).expect(400);
      await t.http.patch(`/api/admin/users/${randomUUID()}`).set('authorization', owner).send({ name: 'Nobody Here' }).expect(404);
      await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email: 'not-an-email', name: 'A B', role: 'office', language: 'en' })
        .expect(400);
    });

    it('never leaves the business without an active owner', async () => {
      // Other suites' owners aside, the test admin is the only active owner here.
      await query(`update staff_users set status = 'disabled' where role = 'owner' and email <> $1`, [ADMIN.email]);
      const me = await t.http.get('/api/auth/me').set('authorization', owner).expect(200);
      const demote = await t.http.patch(`/api/admin/users/${me.body.id}`).set('authorization', owner).send({ role: 'office' }).expect(409);
      expect(demote.body.message).toBe(STAFF_AUTH_MESSAGES.en.lastOwner);
      await t.http.patch(`/api/admin/users/${me.body.id}`).set('authorization', owner).send({ disabled: true }).expect(409);
      await t.http.get('/api/auth/me').set('authorization', owner).expect(200, me.body);
    });
  });
});
