import { builtSiteEnv } from './built-site';
import { type ServerProcess, startServerProcess } from './server-process';
import { ADMIN, adminAuthorization, TEST_JWT_SECRET } from './test-app';
import { testDatabaseUrl } from './test-database';

/**
 * The settings of a server process serving the built site on the test database, with the shared admin account and
 * JWT secret, so every instance of a suite accepts the same sign-in. Every suite signs in as that admin: the login
 * limit is not what they test.
 */
export function siteInstanceEnv(): Record<string, string> {
  return {
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...builtSiteEnv(),
    DATABASE_URL: testDatabaseUrl(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: TEST_JWT_SECRET,
  };
}

/** A server process serving the built site (siteInstanceEnv), ready, and the shared admin's authorization header for it. */
export async function startSignedInSite(): Promise<{ server: ServerProcess; owner: string }> {
  const server = await startServerProcess(siteInstanceEnv());
  await server.ready();
  return { server, owner: await adminAuthorization(server) };
}
