/**
 * `npm run bench`: one table of throughput and latency beside bare baselines, the inbox's search over 100,000 leads
 * on PostgreSQL, Lighthouse mobile scores and the initial JavaScript of public pages. Embedded PGlite unless
 * DATABASE_URL is set (the lead search always uses a PostgreSQL database of its own). BENCH_SECONDS (default 20) per
 * load run, BENCH_CONNECTIONS (default 50). `-- --only leads` (or BENCH_ONLY=leads) runs the lead search alone.
 * Not part of the tests.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import { BENCH_ADMIN, cachedVariantPath } from './bench-image';
import { benchLeadSearch } from './lead-search-bench';
import { waitReady } from './wait-ready';

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

interface LighthouseRun {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

function lighthouse(url: string): LighthouseRun {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
  const output = execFileSync(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js', { paths: [FRONTEND] }),
      url,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(output) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { items: { resourceType: string; transferSize: number; url: string }[] } }>;
  };
  const scores = Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, Math.round(value.score * 100)]));
  const js = (report.audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    scores,
    lcpMs: report.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time'].numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift'].numericValue ?? NaN,
    jsKb: js.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  };
}

/** Lighthouse sometimes loses its trace (NO_NAVSTART) on a loaded machine: one more try, then give up on the run. */
function lighthouseWithRetry(url: string): LighthouseRun | undefined {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      console.error(
        `Lighthouse attempt ${attempt} on ${url} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return undefined;
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the median performance score, as Lighthouse's own docs advise for comparing pages. */
function medianRun(url: string): LighthouseRun | undefined {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseWithRetry(url)).filter(
    (run): run is LighthouseRun => run !== undefined,
  );
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)];
}

/** A published Q&A page of the seed, for the table. */
async function firstQaPage(app: string): Promise<string> {
  const categories = (await (await fetch(`${app}/api/qa/categories`)).json()) as { data: { slug: string }[] };
  const category = (await (await fetch(`${app}/api/qa/categories/${categories.data[0].slug}`)).json()) as {
    slug: string;
    pages: { slug: string }[];
  };
  return `/qa/${category.slug}/${category.pages[0].slug}`;
}

/** JavaScript budgets of docs/architecture.md (kB compressed): pages with a form or a tool, and every other page. */
const FORM_OR_TOOL_PAGES = new Set(['/', '/es', '/contact', '/es/contacto', '/book', '/tools/hvac-calculator']);
const budgetOf = (page: string) => (FORM_OR_TOOL_PAGES.has(page) ? 120 : 60);

/** `--only leads` on the command line, or BENCH_ONLY=leads. */
function only(): string | undefined {
  const flag = process.argv.indexOf('--only');
  return flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_ONLY || undefined;
}

async function main(): Promise<void> {
  if (only() === 'leads') return benchLeadSearch(await freePort());
  const appPort = await freePort();
  const basePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-bench-'));
  const databaseUrl = process.env.DATABASE_URL || `postgresql://postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  const children: ChildProcess[] = [];
  try {
    children.push(
      fork(join(__dirname, '..', 'src', 'main.js'), [], {
        env: {
          ...process.env,
          PORT: String(appPort),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${appPort}`,
          DATA_DIR: dataDir,
          EMBEDDED_DB_PORT: String(EMBEDDED_PORT),
          RATE_LIMIT_PER_MINUTE: '100000',
          LOG_LEVEL: 'error',
          NODE_ENV: 'development',
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
        },
        stdio: 'ignore',
      }),
    );
    children.push(
      fork(join(__dirname, 'baseline-server.js'), [String(basePort), join(FRONTEND, 'dist', 'client', 'index.html')], { stdio: 'ignore' }),
    );
    const app = `http://127.0.0.1:${appPort}`;
    const base = `http://127.0.0.1:${basePort}`;
    await waitReady(`${app}/api/health/ready`);
    await waitReady(`${base}/json`);
    console.log(
      `Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; ${CONNECTIONS} connections, about ${SECONDS} s per run; app and baseline in their own processes.`,
    );

    const rows: Row[] = [];
    // Quotes: a fixed request count sized by a warm-up, so every request is answered and can be counted.
    const warmUp = await autocannon({
      url: `${app}/api/quotes`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: 2,
      headers: { 'content-type': 'application/json' },
      body: QUOTE,
    });
    const amount = Math.max(CONNECTIONS * 4, Math.round(warmUp.requests.average * SECONDS));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await countLeads(databaseUrl);
    const quotes = await load(`${app}/api/quotes`, { method: 'POST', body: QUOTE, amount });
    const stored = (await countLeads(databaseUrl)) - before;
    rows.push({
      name: 'POST /api/quotes vs JSON echo',
      result: quotes,
      baseline: await load(`${base}/echo`, { method: 'POST', body: QUOTE }),
      target: 0.1,
    });
    rows.push({
      name: 'GET /api/testimonials vs constant JSON',
      result: await load(`${app}/api/testimonials`),
      baseline: await load(`${base}/json`),
      target: 0.5,
    });
    const staticBaseline = await load(`${base}/static`);
    rows.push({ name: 'GET / (rendered home) vs static file', result: await load(`${app}/`), baseline: staticBaseline, target: 0.5 });
    rows.push({
      name: 'GET /locations/marbella (rendered) vs static file',
      result: await load(`${app}/locations/marbella`),
      baseline: staticBaseline,
      target: 0.5,
    });
    // The home page's share card, drawn on the first request and then served from memory.
    const card = /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(`${app}/`)).text())?.[1];
    if (card) {
      const cardPath = new URL(card).pathname;
      rows.push({
        name: 'GET /share/…/index.png (cached card) vs static file',
        result: await load(`${app}${cardPath}`),
        baseline: staticBaseline,
        target: 0.5,
      });
    }
    // An image of the media library, 640 pixels wide as AVIF: made on the first request, then served from memory.
    rows.push({
      name: 'GET /media/…/640.avif (cached variant) vs static file',
      result: await load(`${app}${await cachedVariantPath(app)}`),
      baseline: staticBaseline,
      target: 0.5,
    });

    console.log('\n| what | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio | target | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const ratio = row.result.requests.average / row.baseline.requests.average;
      console.log(
        `| ${row.name} | ${row.result.requests.average.toFixed(0)} | ${row.result.latency.p50} | ${row.result.latency.p99} | ${row.baseline.requests.average.toFixed(0)} | ${row.baseline.latency.p99} | ${(ratio * 100).toFixed(1)}% | ${row.target * 100}%${ratio >= row.target ? ' ✓' : ' ✗'} | ${row.result.non2xx} |`,
      );
    }
    console.log(
      `\nLeads stored during the measured run: ${stored}; 2xx answers: ${quotes['2xx']} -> ${stored === quotes['2xx'] ? 'equal' : 'MISMATCH'}`,
    );
    if (stored !== quotes['2xx']) process.exitCode = 1;

    if (process.env.BENCH_LEAD_SEARCH !== 'false') await benchLeadSearch(await freePort());

    if (process.env.BENCH_LIGHTHOUSE !== 'false') {
      const pages = [
        '/',
        '/es',
        '/contact',
        '/es/contacto',
        '/book',
        '/services/air-conditioning',
        '/locations/marbella',
        '/es/ubicaciones/tolox',
        '/resources/hvac-sizing-guide',
        await firstQaPage(app),
        '/tools/hvac-calculator',
      ];
      console.log(
        `\n| page (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}) | performance | LCP ms | TBT ms | CLS | accessibility | best practices | SEO | JS kB (compressed) | JS budget |`,
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|');
      for (const page of pages) {
        const run = medianRun(`${app}${page}`);
        if (!run) {
          console.log(`| ${page} | Lighthouse failed (see above) | | | | | | | | |`);
          continue;
        }
        const budget = budgetOf(page);
        console.log(
          `| ${page} | ${run.scores.performance} | ${run.lcpMs.toFixed(0)} | ${run.tbtMs.toFixed(0)} | ${run.cls.toFixed(3)} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ${run.jsKb.toFixed(1)} | ${budget}${run.jsKb <= budget ? ' ✓' : ' ✗'} |`,
        );
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
