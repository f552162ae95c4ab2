import { Client } from 'pg';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the CommonJS jest config
const { postgresTestUrl } = require('./postgres-url.js') as { postgresTestUrl(): string };

declare const DB_TARGET: 'postgres' | 'pglite';

/** The database of the project being run: the real PostgreSQL server or the embedded PGlite. */
export function testDatabaseUrl(): string {
  if (DB_TARGET === 'postgres') return postgresTestUrl();
  const url = process.env.PGLITE_TEST_URL;
  if (!url) throw new Error('PGLITE_TEST_URL is not set: the pglite global setup did not run');
  return url;
}

/** Runs one query on its own connection. */
export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Empties the tables a suite writes to (the schema stays: migrations ran when an app started), rate-limit counters
 * included. On a fresh database, before any app has migrated it, there is nothing to empty.
 */
export async function resetTables(): Promise<void> {
  const [schema] = await query<{
    migrated: boolean;
    idempotency: boolean;
    visits: boolean;
    redirects: boolean;
    towns: boolean;
    settings: boolean;
    timeline: boolean;
    articles: boolean;
  }>(
    `select to_regclass('lead_confirmation') is not null as migrated, to_regclass('lead_idempotency') is not null as idempotency,
       to_regclass('visit') is not null as visits, to_regclass('redirect') is not null as redirects,
       to_regclass('town') is not null as towns, to_regclass('business_settings') is not null as settings,
       to_regclass('lead_event') is not null as timeline, to_regclass('article_page') is not null as articles`,
  );
  if (!schema.migrated) return;
  const more = [
    ...(schema.idempotency ? ['lead_idempotency'] : []),
    ...(schema.visits ? ['visit'] : []),
    ...(schema.redirects ? ['redirect'] : []),
    // Emptied, the business settings read as the seed again (the samples every suite expects).
    ...(schema.settings ? ['business_settings'] : []),
    ...(schema.timeline ? ['lead_event'] : []),
  ];
  await query(`truncate table ${['lead', 'mail_outbox', 'rate_limit', 'lead_confirmation', ...more].join(', ')}`);
  // The towns are seeded content that running apps hold in memory: only the towns tests add go (their slugs start "test-").
  if (schema.towns) await query(`delete from town where slug like 'test-%'`);
  // The article pages go back to their first start's text (their seed revision, by nobody); later revisions go.
  if (schema.articles) {
    await query(`update article_page p set draft = r.content, published = r.content, draft_updated_by = null, published_by = null
                 from article_revision r where r.page_key = p.key and r.created_by is null`);
    await query('delete from article_revision where created_by is not null');
  }
}

/** Waits until the mail worker has sent everything queued. */
export async function waitUntilOutboxEmpty(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query<{ count: string }>('select count(*)::text as count from mail_outbox where sent_at is null');
    if (row.count === '0') return;
    if (Date.now() > deadline) throw new Error(`${row.count} e-mails still queued`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
