import { endsInsidePhrase } from '@costa-sol/common';
import { wrapTitle } from '../../src/modules/site/share-cards/wrap-title';
import { seedSettingsBody } from '../support/business-settings';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { siteInstanceEnv } from '../support/site-instance-env';

const BRAND = seedSettingsBody().brandWithTrade as string;
/** The share card's title block is 1040 pixels wide (share-card-svg.ts: 1200 less two margins of 80). */
const CARD_TITLE_WIDTH = 1040;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? entity),
  );

/** A page's visible text, each block (heading, paragraph, list item, cell…) ending on a line break. */
function pageText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return decode(
    body
      .replace(/<(script|style|template|svg)[^>]*>[\s\S]*?<\/\1>/gi, '\n')
      .replace(
        /<\/?(p|div|li|ul|ol|h[1-6]|section|article|header|footer|nav|main|aside|table|tr|td|th|dt|dd|dl|br|button|a|label|summary|details|figure|figcaption|blockquote)\b[^>]*>/gi,
        '\n',
      )
      .replace(/<[^>]+>/g, ''),
  );
}

/** What a page's head and heading say: title, meta description, the share card's title (from its alt text), the h1. */
function headOf(html: string) {
  const meta = (attribute: string, name: string) =>
    decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
  const alt = meta('property', 'og:image:alt');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    // The alt text is "<kind>: <card title> — <brand>" (frontend lib/share-card.ts).
    card: alt.slice(alt.indexOf(': ') + 2, alt.lastIndexOf(` — ${BRAND}`)),
    heading: decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
    text: pageText(html),
  };
}

// Issue 41: no title, meta description or share-card line of any sitemap page (both languages) ends inside a phrase,
// by the rule of common/seo (endsInsidePhrase) the admin's counters apply too.
describe('whole titles, descriptions and share-card lines on every sitemap URL', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    // The shared admin's settings (siteInstanceEnv): a first start here seeds the admin every later suite signs in as.
    t = await startServerProcess(siteInstanceEnv());
    await t.ready();
  });
  afterAll(() => t?.kill());

  it('finds none cut inside a phrase', async () => {
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths.filter((path) => path.startsWith('/es')).length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const path of paths) {
      const response = await t.http.get(path);
      if (response.status !== 200) {
        problems.push(`${path}: ${response.status}`);
        continue;
      }
      const page = headOf(response.text);
      const title = page.title.endsWith(` | ${BRAND}`) ? page.title.slice(0, -` | ${BRAND}`.length) : page.title;
      if (!title || endsInsidePhrase(title, page.heading)) problems.push(`${path}: title "${page.title}" (heading "${page.heading}")`);
      if (!page.description || endsInsidePhrase(page.description, page.text)) problems.push(`${path}: description "${page.description}"`);
      const lines = wrapTitle(page.card, CARD_TITLE_WIDTH).lines;
      if (!page.card || endsInsidePhrase(page.card, page.heading) || lines.some((line) => endsInsidePhrase(line) && line.endsWith('…')))
        problems.push(`${path}: share card "${page.card}"`);
      if (lines.join(' ') !== page.card.replace(/\s+/g, ' ').trim()) problems.push(`${path}: share card lines ${JSON.stringify(lines)}`);
    }
    process.stdout.write(
      `titles: ${paths.length} URLs checked (titles, descriptions, share cards), ${problems.length} cut inside a phrase\n`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
