/** Hosts on this machine: a connection to them never crosses a network. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** libpq's sslmode values that encrypt (node-postgres reads the same parameter). */
const TLS_MODES = new Set(['require', 'verify-ca', 'verify-full']);

function isLocalHost(host: string): boolean {
  // An empty host, or one that is a folder, is a Unix socket.
  return host === '' || host.startsWith('/') || host.startsWith('%2f') || LOCAL_HOSTS.has(host) || host.startsWith('127.');
}

/**
 * Why production refuses DATABASE_URL (empty: accepted): a database on another host needs a password (in the URL, or
 * PGPASSWORD) and TLS (sslmode=require or stronger), unless DATABASE_ALLOW_PLAIN=true says the network between them is
 * private (a compose network, a private subnet). Never quotes the URL: it may hold the password.
 */
export function databaseUrlProblems(databaseUrl: string, env: Record<string, string | undefined>): string[] {
  const url = new URL(databaseUrl);
  const host = decodeURIComponent(url.hostname).toLowerCase();
  // ?host=/var/run/postgresql (a socket folder) wins over the URL's host, as in libpq.
  const queryHost = url.searchParams.get('host')?.toLowerCase();
  if (isLocalHost(queryHost ?? host)) return [];
  const problems: string[] = [];
  const allowPlain = env.DATABASE_ALLOW_PLAIN?.trim() ?? '';
  if (!['', 'true', 'false'].includes(allowPlain)) problems.push(`DATABASE_ALLOW_PLAIN must be true or false (got "${allowPlain}").`);
  if (!url.password && !env.PGPASSWORD)
    problems.push(
      'DATABASE_URL names a database on another host without a password: give its role a password (postgresql://user:password@host/db).',
    );
  const sslmode = url.searchParams.get('sslmode')?.toLowerCase();
  if (!(sslmode && TLS_MODES.has(sslmode)) && allowPlain !== 'true')
    problems.push(
      'DATABASE_URL reaches a database on another host without TLS: add ?sslmode=require (or verify-full), or set DATABASE_ALLOW_PLAIN=true when the network between them is private.',
    );
  return problems;
}
