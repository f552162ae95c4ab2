import { BUSINESS } from '@costa-sol/common';
import { hash } from 'argon2';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request, { type Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app';
import { loadAppConfig } from '../../src/config/app-config';
import { TEST_TOTP_ENCRYPTION_KEY } from './server-process';
import { testDatabaseUrl } from './test-database';

export const STAFF_EMAIL = 'staff@costasol.test';
export const ADMIN = { email: 'admin@costasol.test', password: 'Test-Admin-Password-2026' };
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef-0123456789';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  baseUrl: string;
  close(): Promise<void>;
}

/** The whole app, listening on a free loopback port, against the project's database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { databaseUrl?: string; business?: object } = {},
): Promise<TestApp> {
  const config = loadAppConfig(
    {
      NODE_ENV: 'test',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      STAFF_EMAIL,
      RATE_LIMIT_PER_MINUTE: '10000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      INVALID_TOKEN_LIMIT_PER_MINUTE: '10000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      TOTP_ENCRYPTION_KEY: TEST_TOTP_ENCRYPTION_KEY,
      MAIL_POLL_INTERVAL_MS: '50',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '200',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-app-')),
      ...env,
    },
    // The business names production's secret check guesses from (content/business.yaml); a test may give its own.
    options.business ?? BUSINESS,
  );
  const databaseUrl = options.databaseUrl ?? testDatabaseUrl();
  const app = await createApp(config, databaseUrl);
  await ensureTestAdmin(databaseUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = await app.getUrl();
  return { app, http: request(baseUrl), baseUrl, close: () => app.close() };
}

/**
 * ADMIN as an active owner. The app makes the environment's admin the first owner only on an empty database, and a
 * suite that starts a server with other settings (server-process.ts) may have been first.
 */
async function ensureTestAdmin(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from staff_users where email = $1', [ADMIN.email]);
    if (found.rowCount) return;
    await client.query(
      `insert into staff_users (id, email, name, role, language, password_hash, status, session_version, created_at)
       values ($1, $2, 'Owner', 'owner', 'en', $3, 'active', 1, now()) on conflict (email) do nothing`,
      [randomUUID(), ADMIN.email, await hash(ADMIN.password, { type: 2 })],
    );
  } finally {
    await client.end();
  }
}

export function validQuote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Laura Gómez',
    email: 'laura@example.com',
    phone: '+34 600 123 456',
    serviceType: 'heat-pump-system',
    preferredBrand: 'daikin',
    homeSize: '1500-2000',
    currentSystemAge: '10-15',
    details: 'Three-bedroom villa in Nueva Andalucía.',
    wantsConsultation: 'true',
    ...overrides,
  };
}

export function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Erik',
    lastName: 'Lindqvist',
    email: 'erik@example.com',
    phone: '+46 70 123 45 67',
    serviceNeeded: 'maintenance-service',
    message: 'Please service our two split units before summer.',
    ...overrides,
  };
}

/** Signs in as the test admin; returns the Authorization header value. */
export async function adminAuthorization(t: Pick<TestApp, 'http'>): Promise<string> {
  const response = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
  return `Bearer ${response.body.accessToken as string}`;
}

/** A request with an HTTP method named as the OpenAPI document names it ('get', 'post'…) through the app's agent. */
export function requestWith(http: TestAgent, method: string, path: string): Test {
  switch (method) {
    case 'get':
      return http.get(path);
    case 'post':
      return http.post(path);
    case 'put':
      return http.put(path);
    case 'patch':
      return http.patch(path);
    case 'delete':
      return http.delete(path);
    default:
      throw new Error(`No request helper for the method ${method}`);
  }
}
