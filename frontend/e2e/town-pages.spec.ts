import { comarcaHubPath, type Language, LANGUAGES, PARAM_ROUTE_PREFIXES } from '@costa-sol/common';
import { type APIRequestContext, expect, test } from '@playwright/test';

interface TownSummary {
  name: string;
  slug: string;
  comarca: { id: string; name: string };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The words of a page's main content: `<main>` without scripts and navigation (the breadcrumb trail), lower-cased. */
function mainWords(html: string, townName: string): string[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const text = main
    .replace(/<(script|style|nav)\b[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? ' ')
    // The town's name is masked: pages that differ only by it count as the same.
    .split(townName)
    .join(' TOWN ');
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function shingles(words: string[], size = 5): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i += 1) set.add(words.slice(i, i + size).join(' '));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Pairwise Jaccard of the pages: the median and the most similar pair. */
function similarity(pages: { name: string; shingles: Set<string> }[]): { median: number; max: number; pair: string } {
  const values: number[] = [];
  let most = { value: 0, pair: '' };
  for (let i = 0; i < pages.length; i += 1)
    for (let k = i + 1; k < pages.length; k += 1) {
      const value = jaccard(pages[i].shingles, pages[k].shingles);
      values.push(value);
      if (value > most.value) most = { value, pair: `${pages[i].name} / ${pages[k].name}` };
    }
  values.sort((a, b) => a - b);
  return { median: values[Math.floor(values.length / 2)], max: most.value, pair: most.pair };
}

/** The small towns of issue 27: the 12 pages with the fewest words in `<main>`. */
const SMALLEST = 12;

async function towns(request: APIRequestContext, language: Language): Promise<TownSummary[]> {
  return ((await (await request.get(`/api/locations?lang=${language}`)).json()) as { data: TownSummary[] }).data;
}

test.describe('town pages with their own value', () => {
  test.setTimeout(360_000);

  for (const language of LANGUAGES) {
    test(`${language}: town pages differ (word 5-shingles, name masked) and each links its comarca hub, which links it back`, async ({
      request,
    }) => {
      const list = await towns(request, language);
      expect(list.length).toBeGreaterThan(100);
      const prefix = PARAM_ROUTE_PREFIXES.location[language];
      const pages: { name: string; words: number; shingles: Set<string> }[] = [];
      const problems: string[] = [];
      for (const town of list) {
        const html = await (await request.get(`${prefix}/${town.slug}`)).text();
        const words = mainWords(html, town.name);
        pages.push({ name: town.name, words: words.length, shingles: shingles(words) });
        if (!html.includes(`href="${comarcaHubPath(town.comarca.id, language)}"`)) problems.push(`${town.slug} does not link its hub`);
      }
      for (const id of new Set(list.map((town) => town.comarca.id))) {
        const response = await request.get(comarcaHubPath(id, language));
        expect(response.status()).toBe(200);
        const html = await response.text();
        for (const town of list.filter((item) => item.comarca.id === id))
          if (!html.includes(`href="${prefix}/${town.slug}"`)) problems.push(`hub ${id} does not link ${town.slug}`);
      }
      expect(problems).toEqual([]);

      const all = similarity(pages);
      console.log(
        `${language}: ${pages.length} town pages: Jaccard median ${all.median.toFixed(3)}, max ${all.max.toFixed(3)} (${all.pair})`,
      );
      const small = [...pages].sort((a, b) => a.words - b.words).slice(0, SMALLEST);
      const smallest = similarity(small);
      console.log(
        `${language}: the ${SMALLEST} smallest (${small.map((page) => `${page.name} ${page.words}`).join(', ')}): ` +
          `Jaccard median ${smallest.median.toFixed(3)}, max ${smallest.max.toFixed(3)} (${smallest.pair})`,
      );
      expect(all.median).toBeLessThanOrEqual(0.3);
      expect(all.max).toBeLessThanOrEqual(0.5);
      expect(smallest.median).toBeLessThanOrEqual(0.25);
    });
  }

  test('one service area everywhere: contact, locations, a town inside and one outside, and the structured data', async ({ request }) => {
    const text = async (path: string) => (await (await request.get(path)).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(await text('/contact')).toContain('Standard response within a 30-mile (48 km) radius of Marbella');
    expect(await text('/contact')).toContain('every other town of the province of Málaga by appointment');
    expect(await text('/es/contacto')).toContain('Respuesta habitual en un radio de 48 km alrededor de Marbella');
    expect(await text('/locations')).toContain('standard response within 30 miles (48 km) of Marbella');
    const nerja = await text('/locations/nerja');
    expect(nerja).toMatch(/Nerja is \d+ km from our Marbella base, beyond our 30-mile \(48 km\) standard-response area/);
    expect(nerja).toContain('By appointment');
    const estepona = await text('/es/ubicaciones/estepona');
    expect(estepona).toMatch(/Estepona está a \d+ km de nuestra base de Marbella, dentro de nuestra zona de respuesta habitual de 48 km/);
    const html = await (await request.get('/')).text();
    const business = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]) as { '@type'?: string | string[]; areaServed?: unknown })
      .find((data) => data.areaServed);
    expect(business?.areaServed).toEqual([
      expect.objectContaining({ '@type': 'GeoCircle', geoRadius: 48280 }),
      { '@type': 'AdministrativeArea', name: 'Provincia de Málaga' },
    ]);
  });
});
