import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMERGENCY_THANKS_ROUTES, LEAD_THANKS_ROUTES, PARAM_ROUTE_PREFIXES, STATIC_ROUTES } from '@costa-sol/common';
import { type APIRequestContext, expect, test } from '@playwright/test';

/** The W3C Nu checker (npm vnu-jar), run on Java: `java` on the PATH, or JAVA. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * One page of every kind the route table does not list, in both languages, from sitemap.xml (each <url> names its
 * Spanish alternate): a brand, a comarca hub, a town, a town's service page, a Q&A category and a question (the
 * Q&A is seeded at start).
 */
async function pagesOfEachKind(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>[\s\S]*?hreflang="es" href="([^"]+)"/g)].map(([, en, es]) => ({
    en: new URL(en).pathname,
    es: new URL(es).pathname,
  }));
  const { manufacturer, location, qa } = PARAM_ROUTE_PREFIXES;
  const kinds: [string, RegExp][] = [
    ['brand', new RegExp(`^${manufacturer.en}/[^/]+$`)],
    ['comarca hub', new RegExp(`^${location.en}/comarca/[^/]+$`)],
    ['town', new RegExp(`^${location.en}/(?!comarca/)[^/]+$`)],
    ['town service page', new RegExp(`^${location.en}/(?!comarca/)[^/]+/[^/]+$`)],
    ['Q&A category', new RegExp(`^${qa.en}/[^/]+$`)],
    ['Q&A question', new RegExp(`^${qa.en}/[^/]+/[^/]+$`)],
  ];
  return kinds.flatMap(([kind, pattern]) => {
    const pair = urls.find((url) => pattern.test(url.en));
    if (!pair) throw new Error(`sitemap.xml has no ${kind}`);
    return [pair.en, pair.es];
  });
}

test.describe('valid HTML', () => {
  test.setTimeout(360_000);

  test('the Nu checker finds no error on any page kind, in either language', async ({ request }) => {
    const paths = [
      ...STATIC_ROUTES.flatMap((route) => [route.en, route.es]),
      ...[LEAD_THANKS_ROUTES, EMERGENCY_THANKS_ROUTES].flatMap((routes) => Object.values(routes).flatMap((route) => [route.en, route.es])),
      ...(await pagesOfEachKind(request)),
      '/no-such-page',
      '/es/no-existe',
    ];
    const folder = mkdtempSync(join(tmpdir(), 'costa-sol-vnu-'));
    try {
      const files = new Map<string, string>();
      for (const [index, path] of paths.entries()) {
        const response = await request.get(path);
        expect([200, 404], path).toContain(response.status());
        const file = join(folder, `${String(index).padStart(3, '0')}.html`);
        writeFileSync(file, await response.text());
        files.set(file, path);
      }
      const run = spawnSync(
        process.env.JAVA ?? 'java',
        ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files.keys()],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      expect(run.error, 'java could not run (install a JRE: apt-get install default-jre-headless)').toBeUndefined();
      const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === 'error')
        .map((message) => {
          const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
          return `${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message} (${(message.extract ?? '').trim()})`;
        });
      console.log(`Nu checker: ${errors.length} errors on ${paths.length} pages`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
