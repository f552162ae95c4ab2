/**
 * `npm run bench`: one table of throughput and latency beside bare baselines, Lighthouse mobile scores and the
 * initial JavaScript of public pages. Embedded PGlite unless DATABASE_URL is set. BENCH_SECONDS (default 20) per
 * load run, BENCH_CONNECTIONS (default 50). Not part of the tests.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOT = join(__dirname, '..', '..', '..');
const FRONTEND = join(ROOT, 'frontend');
const EMBEDDED_PORT = 54390;

const QUOTE = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '+34 600 123 456',
  serviceType: 'heat-pump-system',
  wantsConsultation: 'true',
  pagePath: '/contact',
  language: 'en',
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

function load(url: string, options: { method?: 'GET' | 'POST'; body?: string; amount?: number } = {}): Promise<Result> {
  return autocannon({
    url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: SECONDS }),
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: options.body,
  });
}

async function countLeads(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*)::text as n from lead')).rows[0].n);
  } finally {
    await client.end();
  }
}

interface Row {
  name: string;
  result: Result;
  baseline: Result;
  target: number;
}

function lighthouse(url: string): { scores: Record<string, number>; jsKb: number } {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
  const output = execFileSync(
    process.execPath,
    [require.resolve('lighthouse/cli/index.js', { paths: [FRONTEND] }), url, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', '--quiet'],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(output) as {
    categories: Record<string, { score: number }>;
    audits: { 'network-requests': { details: { items: { resourceType: string; transferSize: number; url: string }[] } } };
  };
  const scores = Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, Math.round(value.score * 100)]));
  const js = report.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return { scores, jsKb: js.reduce((sum, item) => sum + item.transferSize, 0) / 1024 };
}

/** Lighthouse sometimes loses its trace (NO_NAVSTART) on a loaded machine: one more try, then give up on the page. */
function lighthouseWithRetry(url: string): ReturnType<typeof lighthouse> | undefined {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      console.error(`Lighthouse attempt ${attempt} on ${url} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  const appPort = await freePort();
  const basePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-bench-'));
  const databaseUrl = process.env.DATABASE_URL || `postgresql://postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  const children: ChildProcess[] = [];
  try {
    children.push(
      fork(join(__dirname, '..', 'src', 'main.js'), [], {
        env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${appPort}`, DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(EMBEDDED_PORT), RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'error', NODE_ENV: 'development', ADMIN_PASSWORD: 'Bench-Admin-Password-1' },
        stdio: 'ignore',
      }),
    );
    children.push(fork(join(__dirname, 'baseline-server.js'), [String(basePort), join(FRONTEND, 'dist', 'client', 'index.html')], { stdio: 'ignore' }));
    const app = `http://127.0.0.1:${appPort}`;
    const base = `http://127.0.0.1:${basePort}`;
    await waitReady(`${app}/api/health/ready`);
    await waitReady(`${base}/json`);
    console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; ${CONNECTIONS} connections, about ${SECONDS} s per run; app and baseline in their own processes.`);

    const rows: Row[] = [];
    // Quotes: a fixed request count sized by a warm-up, so every request is answered and can be counted.
    const warmUp = await autocannon({ url: `${app}/api/quotes`, method: 'POST', connections: CONNECTIONS, duration: 2, headers: { 'content-type': 'application/json' }, body: QUOTE });
    const amount = Math.max(CONNECTIONS * 4, Math.round(warmUp.requests.average * SECONDS));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await countLeads(databaseUrl);
    const quotes = await load(`${app}/api/quotes`, { method: 'POST', body: QUOTE, amount });
    const stored = (await countLeads(databaseUrl)) - before;
    rows.push({ name: 'POST /api/quotes vs JSON echo', result: quotes, baseline: await load(`${base}/echo`, { method: 'POST', body: QUOTE }), target: 0.1 });
    rows.push({ name: 'GET /api/testimonials vs constant JSON', result: await load(`${app}/api/testimonials`), baseline: await load(`${base}/json`), target: 0.5 });
    const staticBaseline = await load(`${base}/static`);
    rows.push({ name: 'GET / (rendered home) vs static file', result: await load(`${app}/`), baseline: staticBaseline, target: 0.5 });
    rows.push({ name: 'GET /locations/marbella (rendered) vs static file', result: await load(`${app}/locations/marbella`), baseline: staticBaseline, target: 0.5 });

    console.log('\n| what | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio | target | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const ratio = row.result.requests.average / row.baseline.requests.average;
      console.log(
        `| ${row.name} | ${row.result.requests.average.toFixed(0)} | ${row.result.latency.p50} | ${row.result.latency.p99} | ${row.baseline.requests.average.toFixed(0)} | ${row.baseline.latency.p99} | ${(ratio * 100).toFixed(1)}% | ${row.target * 100}%${ratio >= row.target ? ' ✓' : ' ✗'} | ${row.result.non2xx} |`,
      );
    }
    console.log(`\nLeads stored during the measured run: ${stored}; 2xx answers: ${quotes['2xx']} -> ${stored === quotes['2xx'] ? 'equal' : 'MISMATCH'}`);
    if (stored !== quotes['2xx']) process.exitCode = 1;

    if (process.env.BENCH_LIGHTHOUSE !== 'false') {
      const pages = ['/', '/es', '/services/air-conditioning', '/es/servicios/aire-acondicionado', '/locations/marbella', '/es/ubicaciones/marbella', '/contact', '/es/contacto'];
      console.log('\n| page (Lighthouse mobile) | performance | accessibility | best practices | SEO | JS loaded, kB (compressed) |');
      console.log('|---|---|---|---|---|---|');
      for (const page of pages) {
        const report = lighthouseWithRetry(`${app}${page}`);
        if (!report) {
          console.log(`| ${page} | Lighthouse failed twice (see above) | | | | |`);
          continue;
        }
        const { scores, jsKb } = report;
        console.log(`| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${jsKb.toFixed(1)} |`);
      }
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
