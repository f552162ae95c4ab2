import { comarcaHubPath, type Language, LANGUAGES, routePath, townPath } from '@costa-sol/common';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './admin-support';
import { hydrated } from './support';

interface TownSummary {
  name: string;
  slug: string;
  comarca: { id: string };
}

interface MapLink {
  href: string;
  name: string;
  current: boolean;
  emphasised: boolean;
}

const AREA_CAPTIONS: Record<Language, string> = {
  en: 'Our service area: 30 miles (48 km) around Marbella',
  es: 'Nuestra zona de servicio: 48 km alrededor de Marbella',
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"' };
const decode = (text: string) => text.replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity);

/** The links of the server-drawn map in a page's HTML (null when the page has no map): read, not rendered. */
function mapLinks(html: string): MapLink[] | null {
  const start = html.indexOf('<figure class="service-map"');
  if (start < 0) return null;
  const figure = html.slice(start, html.indexOf('</figure>', start));
  return [...figure.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)].map(([, attributes, inner]) => ({
    href: decode(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    name: decode(/aria-label="([^"]*)"/.exec(attributes)?.[1] ?? inner.replace(/<[^>]+>/g, '')),
    current: attributes.includes('aria-current="page"'),
    emphasised: attributes.includes('service-map__town--emphasised'),
  }));
}

async function towns(request: APIRequestContext, language: Language): Promise<TownSummary[]> {
  return ((await (await request.get(`/api/locations?lang=${language}`)).json()) as { data: TownSummary[] }).data;
}

const everyTown = (list: TownSummary[], language: Language) =>
  list.map((town) => ({ href: townPath(town.slug, language), name: town.name })).sort((a, b) => a.href.localeCompare(b.href));
const linksOf = (links: MapLink[]) => links.map(({ href, name }) => ({ href, name })).sort((a, b) => a.href.localeCompare(b.href));

test.describe('the service-area map, drawn on the server', () => {
  test.setTimeout(360_000);

  for (const language of LANGUAGES) {
    test(`${language}: every town page has the map with that town marked, and every town linked once`, async ({ request }) => {
      const list = await towns(request, language);
      expect(list.length).toBeGreaterThan(100);
      const problems: string[] = [];
      for (const town of list) {
        const path = townPath(town.slug, language);
        const links = mapLinks(await (await request.get(path)).text());
        if (!links) {
          problems.push(`${path}: no map`);
          continue;
        }
        const current = links.filter((link) => link.current);
        if (current.length !== 1 || current[0].href !== path || current[0].name !== town.name)
          problems.push(`${path}: marks ${JSON.stringify(current)}`);
        if (links.length !== list.length || new Set(links.map((link) => link.href)).size !== list.length)
          problems.push(`${path}: ${links.length} links for ${list.length} towns`);
      }
      expect(problems).toEqual([]);
    });

    test(`${language}: the locations page and a comarca hub link every town; the hub's own stand out`, async ({ request }) => {
      const list = await towns(request, language);
      const indexHtml = await (await request.get(routePath('locations', language))).text();
      expect(indexHtml).toContain(AREA_CAPTIONS[language]);
      const index = mapLinks(indexHtml);
      expect(linksOf(index ?? [])).toEqual(everyTown(list, language));
      expect(index?.some((link) => link.current)).toBe(false);

      const hub = mapLinks(await (await request.get(comarcaHubPath('axarquia', language))).text());
      expect(linksOf(hub ?? [])).toEqual(everyTown(list, language));
      const own = list.filter((town) => town.comarca.id === 'axarquia').map((town) => townPath(town.slug, language));
      expect(own.length).toBeGreaterThan(0);
      expect((hub ?? []).filter((link) => link.emphasised).map((link) => link.href)).toEqual(expect.arrayContaining(own));
      expect((hub ?? []).filter((link) => link.emphasised)).toHaveLength(own.length);
    });
  }

  test('contact: the drawn map fills the box until the visitor asks for Google’s', async ({ page, request }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.goto('/contact');
    await hydrated(page);
    const figure = page.getByRole('figure', { name: AREA_CAPTIONS.en });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole('link')).toHaveCount((await towns(request, 'en')).length);
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('iframe.consent-map--shown')).toBeVisible();
    await expect(figure).toBeHidden();
  });

  test('a town page with the map has no axe violations, and its dots take the keyboard focus', async ({ page }) => {
    await page.goto(townPath('ronda', 'en'));
    await hydrated(page);
    // A town page's caption is the town's distance from the base, not the same sentence on every town page.
    const figure = page.getByRole('figure', { name: /Distance from our Marbella base/ });
    await expect(figure).toContainText(/\d+ km north-west, in a straight line/);
    await expect(figure.locator('a[aria-current="page"]')).toHaveText('Ronda');
    const nerja = figure.getByRole('link', { name: 'Nerja', exact: true });
    await nerja.focus();
    await expect(nerja).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto(townPath('ronda', 'es'));
    await hydrated(page);
    await expect(page.getByRole('figure', { name: /Distancia desde nuestra base de Marbella/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const SKIP: Record<Language, string> = { en: 'Skip the map', es: 'Saltar el mapa' };
  const mapPages = (language: Language) => [
    townPath('tolox', language),
    routePath('locations', language),
    comarcaHubPath('axarquia', language),
    routePath('contact', language),
  ];

  for (const language of LANGUAGES)
    test(`${language}: a keyboard user skips the map's town links in one keystroke`, async ({ page }) => {
      for (const path of mapPages(language)) {
        await page.goto(path);
        await hydrated(page);
        const skip = page.getByRole('link', { name: SKIP[language], exact: true });
        await expect(skip, path).toHaveCount(1);
        // Focus what comes before the map in the tab order, then Tab: the skip link comes first, shown.
        await page.evaluate(() => {
          const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
          const before = all.slice(0, all.indexOf(document.querySelector<HTMLElement>('.service-map__skip')!)).reverse();
          before.find((element) => element.offsetParent !== null)!.focus();
        });
        await page.keyboard.press('Tab');
        await expect(skip, path).toBeFocused();
        await expect(skip, path).toBeInViewport();
        // Enter lands past the map: the next Tab reaches a link after the figure, not one of its towns.
        await page.keyboard.press('Enter');
        await expect(page.locator('#after-service-map'), path).toBeFocused();
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => {
          const focused = document.activeElement!;
          const figure = document.querySelector('figure.service-map')!;
          return {
            inMap: figure.contains(focused),
            after: Boolean(figure.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING),
          };
        });
        expect(next, path).toEqual({ inMap: false, after: true });
      }
    });
});
