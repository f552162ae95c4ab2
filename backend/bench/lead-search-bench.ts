import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { BENCH_ADMIN } from './bench-image';
import { waitReady } from './wait-ready';

/** How many leads the database holds, how many requests each row measures, and the target of every row. */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_LEAD_REQUESTS ?? 200);
const WARM_UP = 20;
const TARGET_P99_MS = 50;

/**
 * 100,000 leads written by one statement: names, phones, e-mails, towns, services, dates over two years, stages with
 * their figures, sources and campaigns spread as a year of real traffic would be (most leads without a UTM source,
 * about 2 % spam, a few erased). Values come from the row number through multiplications modulo primes, so every run
 * builds the same table.
 */
const FILL_SQL = `
with v as (
  select i,
         (array['Lucía','Carlos','María','Javier','Ana','David','Laura','Pablo','Carmen','Sergio','Elena','Miguel',
                'James','Sarah','Peter','Emma','John','Linda','Hans','Ingrid'])[1 + (i * 7) % 20] as first,
         (array['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez','Martín',
                'Jiménez','Ruiz','Hernández','Smith','Johnson','Brown','Taylor','Wilson','Müller','Jensen',
                'Moreno','Romero','Navarro','Torres','Domínguez','Vázquez','Ramos','Gil','Serrano','Blanco'])[1 + (i * 13) % 30] as last,
         (array['Marbella','Estepona','Fuengirola','Benalmádena','Mijas','Málaga','Nerja','Ronda','San Pedro de Alcántara',
                'Torremolinos','Manilva','Casares','Coín','Alhaurín el Grande','Benahavís','Tolox'])[1 + (i * 11) % 16] as town,
         (array['aerotermia para toda la casa','heat pump for the pool','split air conditioning in two bedrooms',
                'solar panels on a flat roof','boiler replacement before winter','ducted system in the villa',
                'yearly maintenance of three units','the outdoor unit is leaking water','underfloor heating quote',
                'ventilation for the basement'])[1 + (i * 17) % 10] as topic,
         (array['gmail.com','hotmail.com','yahoo.es','outlook.com','telefonica.net','icloud.com','gmx.de','btinternet.com'])[1 + (i * 19) % 8] as domain,
         (array['new','new','new','new','contacted','contacted','contacted','survey-booked','quoted','quoted','won','lost'])[1 + (i * 23) % 12] as status,
         (i * 7919) % 100000000 as digits,
         (i::bigint * 104729) % (730 * 24 * 60) as minutes_ago
    from generate_series(1, $1::int) as i
)
insert into lead (id, kind, status, is_spam, received_at, updated_at, name, first_name, last_name, email, phone,
                  service_type, wants_consultation, service_needed, details, message, page_path, language, referrer,
                  utm_source, utm_medium, utm_campaign, quoted_amount, won_value, lost_reason, first_response_at, erased_at)
select gen_random_uuid(),
       case when i % 3 = 0 then 'contact' else 'quote' end,
       status,
       i % 50 = 0,
       now() - minutes_ago * interval '1 minute',
       now() - minutes_ago * interval '1 minute' + interval '1 day',
       first || ' ' || last,
       case when i % 3 = 0 then first end,
       case when i % 3 = 0 then last end,
       lower(translate(first || '.' || last, 'áéíóúüÁÉÍÓÚÜ', 'aeiouuAEIOUU')) || i || '@' || domain,
       '+34 6' || substr(lpad(digits::text, 8, '0'), 1, 2) || ' ' || substr(lpad(digits::text, 8, '0'), 3, 3) || ' ' ||
         substr(lpad(digits::text, 8, '0'), 6, 3),
       case when i % 3 <> 0 then (array['air-conditioning-installation','heat-pump-system','air-zone-system','system-repair'])[1 + i % 4] end,
       case when i % 3 <> 0 then i % 2 = 0 end,
       case when i % 3 = 0 then (array['maintenance-service','emergency-repair','new-installation'])[1 + i % 3] end,
       case when i % 3 <> 0 then 'We live in ' || town || ': ' || topic || '.' end,
       case when i % 3 = 0 then 'Hola, vivo en ' || town || ' y necesito ' || topic || '.' end,
       (array['/','/es','/contact','/es/contacto','/services/heat-pump-hvac','/es/servicios/aerotermia-climatizacion'])[1 + i % 6],
       case when i % 5 < 2 then 'en' else 'es' end,
       (array[null,null,'https://www.google.es/','https://www.google.com/','https://m.facebook.com/',null])[1 + (i * 29) % 6],
       (array[null,null,null,null,'google','google','facebook','newsletter','bing','instagram'])[1 + (i * 31) % 10],
       case when (i * 31) % 10 >= 4 then 'cpc' end,
       case when (i * 31) % 10 >= 4 then (array['spring-heat-pumps','summer-ac','solar-2026','winter-boilers'])[1 + i % 4] end,
       case when status in ('quoted','won','lost') then 1500 + (i * 37) % 9000 end,
       case when status in ('won','lost') then 1400 + (i * 37) % 8500 end,
       case when status = 'lost' then (array['price','chose-competitor','no-response','not-viable','postponed','other'])[1 + i % 6] end,
       case when status <> 'new' then now() - minutes_ago * interval '1 minute' + ((i * 41) % 2880) * interval '1 minute' end,
       case when i % 500 = 0 then now() end
  from v`;

interface Measured {
  name: string;
  url: string;
  p50: number;
  p99: number;
  failures: number;
  total?: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** One request at a time, so each time is the request's own: WARM_UP unmeasured, then REQUESTS measured. */
async function measure(app: string, token: string, name: string, paths: string[]): Promise<Measured> {
  const times: number[] = [];
  let failures = 0;
  let total: number | undefined;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const path = paths[i % paths.length];
    const started = performance.now();
    const response = await fetch(`${app}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { total?: number };
    const elapsed = performance.now() - started;
    if (i < WARM_UP) continue;
    times.push(elapsed);
    if (!response.ok) failures++;
    total ??= body.total;
  }
  times.sort((a, b) => a - b);
  return { name, url: paths[0], p50: percentile(times, 0.5), p99: percentile(times, 0.99), failures, total };
}

/** The server's URL with another database. */
function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The inbox's search and filters over 100,000 leads on PostgreSQL, through the real app (GET /api/admin/leads, the
 * first page with its total): a database of its own, filled, measured, then dropped.
 */
export async function benchLeadSearch(appPort: number): Promise<void> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
  const database = process.env.BENCH_LEADS_DATABASE ?? 'costa_sol_bench_leads';
  await admin(serverUrl, 'postgres', async (client) => {
    await client.query(`drop database if exists "${database}" with (force)`);
    await client.query(`create database "${database}"`);
  });
  let child: ChildProcess | undefined;
  try {
    child = fork(join(__dirname, '..', 'src', 'main.js'), [], {
      env: {
        ...process.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${appPort}`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-bench-leads-')),
        DATABASE_URL: databaseUrl(serverUrl, database),
        RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        LOG_LEVEL: 'error',
        NODE_ENV: 'development',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
      },
      stdio: 'ignore',
    });
    const app = `http://127.0.0.1:${appPort}`;
    await waitReady(`${app}/api/health/ready`, child);

    const started = performance.now();
    const sample = await admin(serverUrl, database, async (client) => {
      await client.query(FILL_SQL, [LEADS]);
      await client.query('vacuum analyze lead');
      const row = await client.query<{ phone_digits: string; last_name: string }>(
        `select phone_digits, split_part(name, ' ', 2) as last_name from lead where erased_at is null and not is_spam
          order by received_at desc offset 4321 limit 1`,
      );
      return row.rows[0];
    });
    console.log(
      `\nLead search: ${LEADS} leads written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL, ${database}).`,
    );

    const login = await fetch(`${app}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = (query: Record<string, string>) => `/api/admin/leads?${new URLSearchParams(query)}`;
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    // The cost of every signed-in request (token, session, JSON) beside the searches: GET /api/auth/me.
    const rows: Measured[] = [await measure(app, accessToken, 'baseline: GET /api/auth/me', ['/api/auth/me'])];
    // Phone fragments of real numbers ("612 345" style, with a space the digits comparison ignores).
    const digits = sample.phone_digits.slice(3);
    rows.push(
      await measure(app, accessToken, 'search: phone fragment', [
        list({ q: `${digits.slice(0, 3)} ${digits.slice(3, 6)}` }),
        list({ q: digits.slice(2, 8) }),
      ]),
    );
    rows.push(await measure(app, accessToken, 'search: a name', [list({ q: sample.last_name }), list({ q: 'lucía garcía' })]));
    rows.push(await measure(app, accessToken, 'search: a word of the message', [list({ q: 'aerotermia' }), list({ q: 'benahavís' })]));
    rows.push(await measure(app, accessToken, 'filter: stage', [list({ status: 'quoted' }), list({ status: 'new' })]));
    rows.push(
      await measure(app, accessToken, 'filter: date range', [list({ from: monthAgo, to: today }), list({ from: yearAgo, to: monthAgo })]),
    );
    rows.push(await measure(app, accessToken, 'filter: source', [list({ source: 'facebook' }), list({ source: 'newsletter' })]));
    rows.push(
      await measure(app, accessToken, 'search + stage + source + dates', [
        list({ q: 'marbella', status: 'quoted', source: 'google', from: yearAgo, to: today }),
      ]),
    );

    console.log(
      `\n| GET /api/admin/leads, ${LEADS} leads (first page + total) | example | matches | p50 ms | p99 ms | target p99 | non-2xx |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | \`${decodeURIComponent(row.url.replace('/api/admin/leads', '')).replace(/\+/g, ' ')}\` | ${row.total ?? '?'} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${TARGET_P99_MS}${row.p99 < TARGET_P99_MS ? ' ✓' : ' ✗'} | ${row.failures} |`,
      );
      if (row.failures > 0) process.exitCode = 1;
    }
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await admin(serverUrl, 'postgres', (client) => client.query(`drop database if exists "${database}" with (force)`));
  }
}
