import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay } from '@costa-sol/common';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated, query, watchConsole } from './support';

type Row = [key: string, count: number];

/** Each group of the page: the heading of its section in English and Spanish, and the lead column it counts. */
const GROUPS = [
  { en: 'By kind', es: 'Por tipo', column: 'kind' },
  { en: 'By language', es: 'Por idioma', column: 'language' },
  { en: 'By UTM source', es: 'Por fuente UTM', column: 'utm_source' },
  { en: 'By UTM campaign', es: 'Por campaña UTM', column: 'utm_campaign' },
  { en: 'By referring site', es: 'Por sitio de procedencia', column: 'referrer' },
  { en: 'By page the form was sent from', es: 'Por página desde la que se envió', column: 'page_path' },
] as const;

/** A day in Madrid, as the dashboard counts it: non-spam leads between the period's ends. */
const SCOPE = `from lead where not is_spam and (received_at at time zone 'Europe/Madrid')::date between $1::date and $2::date`;

/** count desc, then key byte-wise, no key ('') last: the page's order. */
function ordered(rows: Row[]): Row[] {
  return [...rows].sort(([a, countA], [b, countB]) => countB - countA || (a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0));
}

/** The counts of one group straight from the database; referrers reduced to their host with the URL parser. */
/** What a group counts by: its column, except the source, where a lead entered by staff counts under its channel. */
const KEY_OF: Record<string, string> = { utm_source: "coalesce(utm_source, nullif(channel, 'web'))" };

async function sqlRows(column: string, from: string, to: string): Promise<Row[]> {
  const rows = await query<{ key: string | null }>(`select ${KEY_OF[column] ?? column} as key ${SCOPE}`, [from, to]);
  const counts = new Map<string, number>();
  for (const { key } of rows) {
    const value = key === null ? '' : column === 'referrer' ? new URL(key).hostname : key;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return ordered([...counts]);
}

async function sqlDays(from: string, to: string): Promise<Map<string, number>> {
  const rows = await query<{ day: string; count: string }>(
    `select to_char((received_at at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as day, count(*) as count ${SCOPE} group by 1`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** The rows of the table in a section of the page: each row's key (data-key) and its count. */
async function tableRows(page: Page, section: string): Promise<Row[]> {
  const table = page.getByRole('region', { name: section, exact: true }).getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row): Row => [row.getAttribute('data-key') ?? '?', Number(row.querySelector('td')?.textContent)]));
}

/** The cells after the row header of the row with this key, in a section's table. */
async function rowCells(page: Page, section: string, key: string): Promise<string[]> {
  const row = page.getByRole('region', { name: section, exact: true }).locator(`tbody tr[data-key="${key}"]`);
  await expect(row).toBeVisible();
  // Spanish figures hold no-break spaces ("50 %", "1999,50 €"): compared as plain spaces.
  return (await row.locator('td').allTextContents()).map((text) => text.replace(/\s/g, ' '));
}

/** The sales sections: a chart (a picture of the table, hidden from assistive technology) and a table each. */
async function expectSalesSections(page: Page, language: 'en' | 'es', tag: string): Promise<void> {
  const titles =
    language === 'en'
      ? ['Funnel by UTM source', 'Funnel by UTM campaign', 'Value won by UTM source', 'Median first response time per week']
      : [
          'Embudo por fuente UTM',
          'Embudo por campaña UTM',
          'Valor ganado por fuente UTM',
          'Mediana del tiempo de primera respuesta por semana',
        ];
  for (const title of titles) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.locator('svg').first()).toBeAttached();
    await expect(section.getByRole('table')).toBeVisible();
  }
  // google-<tag>: two leads, both contacted (a call; a quote), one quoted and won: 50 %.
  expect(await rowCells(page, titles[0], `google-${tag}`)).toEqual(['2', '2', '1', '1', language === 'en' ? '50%' : '50 %']);
  expect(await rowCells(page, titles[1], `spring-${tag}`)).toEqual(['2', '2', '1', '1', language === 'en' ? '50%' : '50 %']);
  expect(await rowCells(page, titles[2], `google-${tag}`)).toEqual(['1', language === 'en' ? '€1,999.50' : '1999,50 €']);
  const weeks = page.getByRole('region', { name: titles[3], exact: true }).locator('tbody tr');
  await expect(weeks.first()).toBeVisible();
}

/** Every table of the page holds the database's counts for the period shown. */
async function expectTablesEqualSql(page: Page, language: 'en' | 'es', from: string, to: string): Promise<void> {
  for (const group of GROUPS) {
    expect(await tableRows(page, group[language]), group.en).toEqual(await sqlRows(group.column, from, to));
  }
  const perDay = await sqlDays(from, to);
  const days = await tableRows(page, language === 'en' ? 'Leads per day' : 'Contactos por día');
  expect(days[0][0]).toBe(from);
  expect(days.at(-1)?.[0]).toBe(to);
  expect(days).toEqual(days.map(([day]) => [day, perDay.get(day) ?? 0]));
  const [total] = await query<{ count: string }>(`select count(*) as count ${SCOPE}`, [from, to]);
  const leads = language === 'en' ? (Number(total.count) === 1 ? '1 lead' : `${total.count} leads`) : `${total.count} contactos`;
  await expect(page.getByTestId('stats-summary')).toContainText(leads);
}

test.describe('admin: leads by source', () => {
  test('tables equal SQL counts in English and Spanish, the CSV too, and axe finds nothing', async ({ page }) => {
    // Two languages, two periods, axe three times: more than the default 20 s on a busy 2-core machine.
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const tag = unique();
    const quote = {
      name: 'Stats Visitor',
      email: 'stats@example.com',
      phone: '+34 600 000 222',
      serviceType: 'heat-pump-system',
      wantsConsultation: 'true',
    };
    const contact = {
      firstName: 'Stats',
      lastName: 'Visitor',
      email: 'stats@example.com',
      phone: '+34 600 000 333',
      serviceNeeded: 'maintenance-service',
      message: 'Please call me about a yearly service.',
    };
    const sent = [
      [
        '/api/quotes',
        {
          ...quote,
          language: 'en',
          utmSource: `google-${tag}`,
          utmCampaign: `spring-${tag}`,
          referrer: 'https://www.google.es/search',
          pagePath: '/',
        },
      ],
      ['/api/quotes', { ...quote, language: 'es', utmSource: `google-${tag}`, utmCampaign: `spring-${tag}`, pagePath: '/es/presupuesto' }],
      [
        '/api/contact',
        { ...contact, language: 'es', utmSource: `facebook-${tag}`, referrer: 'https://m.facebook.com/', pagePath: '/es/contacto' },
      ],
      ['/api/contact', { ...contact, language: 'en', pagePath: '/contact' }],
      // Caught by the spam trap: counted nowhere.
      ['/api/quotes', { ...quote, language: 'en', utmSource: `spam-${tag}`, website: 'http://spam.example' }],
    ] as const;
    const ids: string[] = [];
    for (const [path, data] of sent) {
      const response = await page.request.post(path, { data });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // A timeline for two of them through the admin API: the first quoted and won, the second answered by a call.
    const login = await page.request.post('/api/auth/login', { data: ADMIN });
    const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const move = (id: string, data: Record<string, unknown>) =>
      page.request.patch(`/api/admin/leads/${id}/status`, { headers: { authorization }, data });
    expect((await move(ids[0], { status: 'quoted', amount: 2100 })).status()).toBe(200);
    expect((await move(ids[0], { status: 'won', value: 1999.5 })).status()).toBe(200);
    const call = await page.request.post(`/api/admin/leads/${ids[1]}/contacts`, { headers: { authorization }, data: { channel: 'call' } });
    expect(call.status()).toBe(201);

    const todayBefore = madridDay(new Date());
    await signIn(page, '/admin/leads/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads by source' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leads by source' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Leads', exact: true })).not.toHaveAttribute('aria-current', 'page');

    // The default period: the last 30 days up to today in Madrid, the 30-day button pressed.
    // Today in Madrid, read before the page opened and now, so a Madrid midnight in between cannot fail the test.
    await expect(page.locator('#stats-to')).not.toHaveValue('');
    const today = await page.locator('#stats-to').inputValue();
    expect([todayBefore, madridDay(new Date())]).toContain(today);
    const from = await page.locator('#stats-from').inputValue();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectTablesEqualSql(page, 'en', from, today);
    // This run's leads are there, and the spam one is not.
    expect(await tableRows(page, 'By UTM source')).toContainEqual([`google-${tag}`, 2]);
    expect(await tableRows(page, 'By UTM source')).toContainEqual([`facebook-${tag}`, 1]);
    expect(await tableRows(page, 'By UTM campaign')).toContainEqual([`spring-${tag}`, 2]);
    expect((await tableRows(page, 'By UTM source')).some(([key]) => key === `spam-${tag}`)).toBe(false);
    const referrers = page.getByRole('region', { name: 'By referring site', exact: true });
    await expect(referrers.getByRole('rowheader', { name: '(direct)' })).toBeVisible();
    await expect(referrers.getByRole('rowheader', { name: 'm.facebook.com' })).toBeVisible();
    await expectSalesSections(page, 'en', tag);
    await expectNoAxeViolations(page);

    // The CSV holds the same figures as the tables.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`lead-stats-${from}-${today}.csv`);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const csvRows = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"')));
    const names: Record<(typeof GROUPS)[number]['column'], string> = {
      kind: 'kind',
      language: 'language',
      utm_source: 'utm_source',
      utm_campaign: 'utm_campaign',
      referrer: 'referrer_host',
      page_path: 'landing_page',
    };
    for (const group of GROUPS) {
      const fromCsv = csvRows.filter(([name]) => name === names[group.column]).map(([, key, count]): Row => [key, Number(count)]);
      expect(fromCsv, group.en).toEqual(await tableRows(page, group.en));
    }
    const csvDays = csvRows.filter(([name]) => name === 'day').map(([, key, count]): Row => [key, Number(count)]);
    expect(csvDays).toEqual(await tableRows(page, 'Leads per day'));
    // And the sales sections, one figure a row.
    expect(csvRows).toContainEqual(['funnel_source_leads', `google-${tag}`, '2']);
    expect(csvRows).toContainEqual(['funnel_source_won', `google-${tag}`, '1']);
    expect(csvRows).toContainEqual(['funnel_campaign_quoted', `spring-${tag}`, '1']);
    expect(csvRows).toContainEqual(['won_value_eur_source', `google-${tag}`, '1999.50']);
    expect(csvRows.some(([name]) => name === 'week_median_response_minutes')).toBe(true);

    // A chosen period; a wrong one is refused next to its field, and nothing is asked of the server.
    await page.locator('#stats-from').fill(today);
    await page.locator('#stats-to').fill(from);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('#stats-to-helper-text')).toHaveText('The end cannot be before the start');
    await expect(page.locator('#stats-to')).toBeFocused();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const weekFrom = await page.locator('#stats-from').inputValue();
    await expect(page.getByRole('region', { name: 'Leads per day', exact: true }).locator('tbody tr')).toHaveCount(7);
    await expectTablesEqualSql(page, 'en', weekFrom, today);

    // In Spanish: the same figures under Spanish words.
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactos por origen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contactos por origen' })).toBeVisible();
    await expect(page.locator('#stats-from')).toHaveValue(weekFrom);
    await expectTablesEqualSql(page, 'es', weekFrom, today);
    const referrersEs = page.getByRole('region', { name: 'Por sitio de procedencia', exact: true });
    await expect(referrersEs.getByRole('rowheader', { name: '(directo)' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Por tipo', exact: true }).getByRole('rowheader', { name: 'Solicitud de presupuesto' }),
    ).toBeVisible();
    await expectSalesSections(page, 'es', tag);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads by source' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the charts load with this page only, and the dashboard links to it', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const statsChunk = manifest['src/features/admin/components/lead-stats/lead-stats-page.tsx'].file;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await hydrated(page);
    await signIn(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.endsWith(statsChunk))).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Leads by source' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads by source' })).toBeFocused();
    expect(scripts.filter((path) => path.endsWith(statsChunk))).toHaveLength(1);
  });
});
