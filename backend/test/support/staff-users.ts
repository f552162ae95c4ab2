import type { StaffRole } from '@costa-sol/common';
import { hash } from 'argon2';
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';
import { query } from './test-database';

export interface TestStaffUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

/** Hashing is slow on purpose: one hash serves every test user (their passwords are all the same). */
export const STAFF_TEST_PASSWORD = 'Quiet-Harbour-Lantern-2026';
let passwordHash: Promise<string> | undefined;

/**
 * An active staff user written straight into staff_users (the app must have started once, for the migrations), with
 * a fresh e-mail, so suites sharing the database never meet.
 */
export async function createStaffUser(
  role: StaffRole,
  overrides: Partial<Pick<TestStaffUser, 'email' | 'name'>> = {},
): Promise<TestStaffUser> {
  passwordHash ??= hash(STAFF_TEST_PASSWORD, { type: 2 });
  const id = randomUUID();
  const email = overrides.email ?? `${role}-${id.slice(0, 8)}@costasol.test`;
  const name = overrides.name ?? `Test ${role}`;
  await query(
    `insert into staff_users (id, email, name, role, language, password_hash, status, session_version, created_at)
     values ($1, $2, $3, $4, 'en', $5, 'active', 1, now())`,
    [id, email, name, role, await passwordHash],
  );
  return { id, email, name, password: STAFF_TEST_PASSWORD, role };
}

/** Signs in; returns the Authorization header value. */
export async function signIn(t: Pick<TestApp, 'http'>, user: { email: string; password: string }): Promise<string> {
  const response = await t.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return `Bearer ${response.body.accessToken as string}`;
}
