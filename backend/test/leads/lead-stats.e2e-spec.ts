import { madridDay } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

interface KeyCount {
  key: string | null;
  count: number;
}

const GROUPS = ['byKind', 'byLanguage', 'byUtmSource', 'byUtmCampaign', 'byReferrerHost', 'byLandingPage'] as const;
type Group = (typeof GROUPS)[number];
const CSV_NAMES: Record<Group, string> = {
  byKind: 'kind',
  byLanguage: 'language',
  byUtmSource: 'utm_source',
  byUtmCampaign: 'utm_campaign',
  byReferrerHost: 'referrer_host',
  byLandingPage: 'landing_page',
};

/**
 * The seeded leads: when each was received (UTC) and what it carried. The period 2026-03-25..2026-04-02 holds
 * the switch to summer time in Madrid (29 March), and the leads around its edges fall in or out by Madrid's day.
 */
const SEED: { at: string; kind: 'quote' | 'contact'; origin: Record<string, string>; spam?: boolean }[] = [
  // 23:59 on 24 March in Madrid (UTC+1): before the period.
  { at: '2026-03-24T22:59:00Z', kind: 'quote', origin: { language: 'en', utmSource: 'google' } },
  // 00:30 on 25 March in Madrid: the first day.
  {
    at: '2026-03-24T23:30:00Z',
    kind: 'quote',
    origin: {
      language: 'en',
      utmSource: 'google',
      utmCampaign: 'heat-pumps-2026',
      referrer: 'https://www.Google.es/search?q=aerotermia',
      pagePath: '/',
    },
  },
  {
    at: '2026-03-25T10:00:00Z',
    kind: 'contact',
    origin: { language: 'es', utmSource: 'facebook', utmCampaign: 'spring', referrer: 'https://m.facebook.com/', pagePath: '/es/contacto' },
  },
  // 00:30 on 29 March in Madrid, still winter time.
  {
    at: '2026-03-28T23:30:00Z',
    kind: 'quote',
    origin: { language: 'es', utmSource: 'google', utmCampaign: 'heat-pumps-2026', pagePath: '/es/presupuesto' },
  },
  { at: '2026-03-29T12:00:00Z', kind: 'quote', origin: { language: 'en', referrer: 'https://www.google.es/', pagePath: '/' } },
  // 00:30 on 1 April in Madrid, summer time (UTC+2).
  { at: '2026-03-31T22:30:00Z', kind: 'contact', origin: { language: 'en', referrer: 'android-app://com.google.android.gm/' } },
  { at: '2026-04-01T09:00:00Z', kind: 'quote', origin: { language: 'es', utmSource: 'newsletter', pagePath: '/es/presupuesto' } },
  { at: '2026-04-01T09:30:00Z', kind: 'quote', origin: { utmSource: 'google', utmCampaign: '=cmd|calc', pagePath: '/quote' } },
  // Caught by the spam trap: never counted.
  {
    at: '2026-04-01T10:00:00Z',
    kind: 'quote',
    origin: { language: 'en', utmSource: 'google', website: 'http://spam.example' },
    spam: true,
  },
  // 23:59 on 2 April in Madrid: the last day.
  { at: '2026-04-02T21:59:00Z', kind: 'contact', origin: { language: 'es', pagePath: '/es/contacto' } },
  // Midnight on 3 April in Madrid: after the period.
  { at: '2026-04-02T22:00:00Z', kind: 'contact', origin: { language: 'en', utmSource: 'bing' } },
];
const FROM = '2026-03-25';
const TO = '2026-04-02';

/** The same scope as the dashboard, written differently: the Madrid day of each non-spam lead, between the ends. */
const SCOPE = `from lead where not is_spam and (received_at at time zone 'Europe/Madrid')::date between $1::date and $2::date`;

/** count desc, then key byte-wise, null last: the order the API promises. */
function ordered(rows: KeyCount[]): KeyCount[] {
  return [...rows].sort(
    (a, b) => b.count - a.count || (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

async function sqlGroup(column: string): Promise<KeyCount[]> {
  const rows = await query<{ key: string | null; count: string }>(
    `select ${column} as key, count(*) as count ${SCOPE} group by ${column}`,
    [FROM, TO],
  );
  return ordered(rows.map((row) => ({ key: row.key, count: Number(row.count) })));
}

/** Referrer hosts counted here with the URL parser, not with the adapter's regular expression. */
async function referrerHosts(): Promise<KeyCount[]> {
  const rows = await query<{ referrer: string | null }>(`select referrer ${SCOPE}`, [FROM, TO]);
  const counts = new Map<string | null, number>();
  for (const { referrer } of rows) {
    const host = referrer === null ? null : new URL(referrer).hostname.toLowerCase();
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  return ordered([...counts].map(([key, count]) => ({ key, count })));
}

function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"')));
}

describe('admin lead statistics', () => {
  let t: TestApp;
  let auth: string;
  /** The id of each SEED lead, in order. */
  const ids: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    await resetTables();
    for (const lead of SEED) {
      const path = lead.kind === 'quote' ? '/api/quotes' : '/api/contact';
      const body = lead.kind === 'quote' ? validQuote(lead.origin) : validContact(lead.origin);
      const { id } = (await t.http.post(path).send(body).expect(201)).body as { id: string };
      await query('update lead set received_at = $1 where id = $2', [lead.at, id]);
      ids.push(id);
    }
    const [spam] = await query<{ count: string }>('select count(*) as count from lead where is_spam');
    expect(spam.count).toBe('1');
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('authorization', auth);

  it('counts every group as SQL does, over Madrid days, without the spam lead', async () => {
    const response = await get(`/api/admin/leads/stats?from=${FROM}&to=${TO}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const stats = response.body as { from: string; to: string; total: number; byDay: { date: string; count: number }[] } & Record<
      Group,
      KeyCount[]
    >;
    expect(stats).toMatchObject({ from: FROM, to: TO, total: 8 });

    const [total] = await query<{ count: string }>(`select count(*) as count ${SCOPE}`, [FROM, TO]);
    expect(stats.total).toBe(Number(total.count));

    const days = await query<{ date: string; count: string }>(
      `select to_char((received_at at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as date, count(*) as count ${SCOPE} group by 1`,
      [FROM, TO],
    );
    const perDay = new Map(days.map((row) => [row.date, Number(row.count)]));
    expect(stats.byDay.map((day) => day.date)).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(stats.byDay).toEqual(stats.byDay.map(({ date }) => ({ date, count: perDay.get(date) ?? 0 })));
    expect(stats.byDay.map((day) => day.count)).toEqual([2, 0, 0, 0, 2, 0, 0, 3, 1]);

    expect(stats.byKind).toEqual(await sqlGroup('kind'));
    expect(stats.byLanguage).toEqual(await sqlGroup('language'));
    expect(stats.byUtmSource).toEqual(await sqlGroup('utm_source'));
    expect(stats.byUtmCampaign).toEqual(await sqlGroup('utm_campaign'));
    expect(stats.byLandingPage).toEqual(await sqlGroup('page_path'));
    expect(stats.byReferrerHost).toEqual(await referrerHosts());

    // And the figures themselves, so that the checks above cannot agree on a wrong scope.
    expect(stats.byKind).toEqual([
      { key: 'quote', count: 5 },
      { key: 'contact', count: 3 },
    ]);
    expect(stats.byLanguage).toEqual([
      { key: 'es', count: 4 },
      { key: 'en', count: 3 },
      { key: null, count: 1 },
    ]);
    expect(stats.byUtmSource).toEqual([
      { key: 'google', count: 3 },
      { key: null, count: 3 },
      { key: 'facebook', count: 1 },
      { key: 'newsletter', count: 1 },
    ]);
    expect(stats.byReferrerHost).toEqual([
      { key: null, count: 4 },
      { key: 'www.google.es', count: 2 },
      { key: 'com.google.android.gm', count: 1 },
      { key: 'm.facebook.com', count: 1 },
    ]);
    for (const group of GROUPS) expect(stats[group].reduce((sum, row) => sum + row.count, 0)).toBe(stats.total);
  });

  it('exports the same figures as CSV rows of group,key,count', async () => {
    const json = (await get(`/api/admin/leads/stats?from=${FROM}&to=${TO}`).expect(200)).body as {
      total: number;
      byDay: { date: string; count: number }[];
    } & Record<Group, KeyCount[]>;
    const response = await get(`/api/admin/leads/stats.csv?from=${FROM}&to=${TO}`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(response.text);
    expect(rows[0]).toEqual(['group', 'key', 'value']);
    expect(rows.slice(1, 4)).toEqual([
      ['from', FROM, ''],
      ['to', TO, ''],
      ['total', '', String(json.total)],
    ]);
    const dayRows = rows.filter(([group]) => group === 'day');
    expect(dayRows).toEqual(json.byDay.map(({ date, count }) => ['day', date, String(count)]));
    for (const group of GROUPS) {
      const csvRows = rows.filter(([name]) => name === CSV_NAMES[group]);
      // A value a spreadsheet would run as a formula comes out as text.
      expect(csvRows).toEqual(
        json[group].map(({ key, count }) => [CSV_NAMES[group], key?.startsWith('=') ? `'${key}` : (key ?? ''), String(count)]),
      );
    }
    expect(rows).toContainEqual(['utm_campaign', "'=cmd|calc", '1']);
    const pipelineRows = rows.filter(([name]) => /^(funnel_|won_|week_)/.test(name)).length;
    expect(rows.length).toBe(4 + json.byDay.length + GROUPS.reduce((sum, group) => sum + json[group].length, 0) + pipelineRows);
  });

  it('counts the funnel per source and campaign, the value won per source and the median first response per week', async () => {
    const move = (index: number, body: Record<string, unknown>) =>
      t.http.patch(`/api/admin/leads/${ids[index]}/status`).set('authorization', auth).send(body).expect(200);
    const contact = (index: number) =>
      t.http.post(`/api/admin/leads/${ids[index]}/contacts`).set('authorization', auth).send({ channel: 'call' }).expect(201);
    // google / heat-pumps-2026, 25 March: a call, a quote, a won job.
    await contact(1);
    await move(1, { status: 'quoted', amount: 5000 });
    await move(1, { status: 'won', value: 4800 });
    // facebook / spring, 25 March: contacted, then lost.
    await move(2, { status: 'contacted' });
    await move(2, { status: 'lost', lostReason: 'price' });
    // google / heat-pumps-2026, 29 March: quoted straight away, then won (no first response recorded).
    await move(3, { status: 'quoted', amount: 3000 });
    await move(3, { status: 'won', value: 2500.5 });
    // No UTM, 29 March: a call only.
    await contact(4);
    // newsletter, 1 April: quoted, won, then lost: it reached won, but its value is not counted as won.
    await move(6, { status: 'quoted', amount: 1000 });
    await move(6, { status: 'won', value: 1200 });
    await move(6, { status: 'lost', lostReason: 'other' });
    // The three first responses the API recorded, moved to known delays after arrival: 30, 90 and 45 minutes.
    const answered = await query<{ id: string }>(
      `update lead set first_response_at = received_at + make_interval(mins => case id when $1::uuid then 30 when $2::uuid then 90 else 45 end)
        where first_response_at is not null returning id`,
      [ids[1], ids[2]],
    );
    expect(answered.map((row) => row.id).sort()).toEqual([ids[1], ids[2], ids[4]].sort());

    const { body } = await get(`/api/admin/leads/stats?from=${FROM}&to=${TO}`).expect(200);
    expect(body.funnelBySource).toEqual([
      { key: 'google', leads: 3, contacted: 2, quoted: 2, won: 2 },
      { key: null, leads: 3, contacted: 1, quoted: 0, won: 0 },
      { key: 'facebook', leads: 1, contacted: 1, quoted: 0, won: 0 },
      { key: 'newsletter', leads: 1, contacted: 1, quoted: 1, won: 1 },
    ]);
    expect(body.funnelByCampaign).toEqual([
      { key: null, leads: 4, contacted: 2, quoted: 1, won: 1 },
      { key: 'heat-pumps-2026', leads: 2, contacted: 2, quoted: 2, won: 2 },
      { key: '=cmd|calc', leads: 1, contacted: 0, quoted: 0, won: 0 },
      { key: 'spring', leads: 1, contacted: 1, quoted: 0, won: 0 },
    ]);
    expect(body.wonValueBySource).toEqual([{ key: 'google', won: 2, value: 7300.5 }]);
    expect(body.responseByWeek).toEqual([
      { week: '2026-W13', weekStart: '2026-03-23', leads: 4, responded: 3, medianMinutes: 45 },
      { week: '2026-W14', weekStart: '2026-03-30', leads: 4, responded: 0, medianMinutes: null },
    ]);

    const rows = parseCsv((await get(`/api/admin/leads/stats.csv?from=${FROM}&to=${TO}`).expect(200)).text);
    expect(rows.filter(([name]) => name.startsWith('funnel_source_')).slice(0, 4)).toEqual([
      ['funnel_source_leads', 'google', '3'],
      ['funnel_source_contacted', 'google', '2'],
      ['funnel_source_quoted', 'google', '2'],
      ['funnel_source_won', 'google', '2'],
    ]);
    expect(rows).toContainEqual(['funnel_campaign_won', 'heat-pumps-2026', '2']);
    expect(rows).toContainEqual(['funnel_campaign_leads', "'=cmd|calc", '1']);
    expect(rows.filter(([name]) => name.startsWith('won_'))).toEqual([
      ['won_jobs_source', 'google', '2'],
      ['won_value_eur_source', 'google', '7300.50'],
    ]);
    expect(rows.filter(([name]) => name.startsWith('week_'))).toEqual([
      ['week_leads', '2026-W13', '4'],
      ['week_responded', '2026-W13', '3'],
      ['week_median_response_minutes', '2026-W13', '45'],
      ['week_leads', '2026-W14', '4'],
      ['week_responded', '2026-W14', '0'],
      ['week_median_response_minutes', '2026-W14', ''],
    ]);
  });

  it('names a lead entered by phone by its channel in the funnel too, as the source chart does', async () => {
    const [{ id }] = await query<{ id: string }>(
      `insert into lead (id, kind, status, channel, received_at, name, first_name, last_name, email, phone, service_type)
       values (gen_random_uuid(), 'quote', 'new', 'phone', '2026-03-30T10:00:00Z', 'Paco Phone', 'Paco', 'Phone', '', '600555444', 'maintenance-service')
       returning id`,
    );
    try {
      const { body } = await get(`/api/admin/leads/stats?from=${FROM}&to=${TO}`).expect(200);
      expect(body.byUtmSource).toContainEqual({ key: 'phone', count: 1 });
      expect(body.funnelBySource).toContainEqual({ key: 'phone', leads: 1, contacted: 0, quoted: 0, won: 0 });
    } finally {
      await query('delete from lead where id = $1', [id]);
    }
  });

  it('covers the last 30 days up to today in Madrid by default', async () => {
    // Read before and after the request, so a Madrid midnight in between cannot fail the test.
    const todayBefore = madridDay(new Date());
    const { body } = await get('/api/admin/leads/stats').expect(200);
    expect([todayBefore, madridDay(new Date())]).toContain(body.to);
    expect(body.byDay).toHaveLength(30);
    expect(body.byDay[0].date).toBe(body.from);
    expect(body.byDay[29].date).toBe(body.to);
    const { body: oneDay } = await get('/api/admin/leads/stats?from=2026-04-01&to=2026-04-01').expect(200);
    expect(oneDay).toMatchObject({ total: 3, byDay: [{ date: '2026-04-01', count: 3 }] });
  });

  it('is for the admin only', async () => {
    await t.http.get(`/api/admin/leads/stats?from=${FROM}&to=${TO}`).expect(401);
    await t.http.get(`/api/admin/leads/stats.csv?from=${FROM}&to=${TO}`).expect(401);
    await t.http.get('/api/admin/leads/stats').set('authorization', 'Bearer not-a-token').expect(401);
  });

  it.each([
    ['from after to', '?from=2026-04-02&to=2026-04-01', 'to'],
    ['a period over 366 days', '?from=2025-01-01&to=2026-01-02', 'from'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['a date in another format', '?from=01/03/2026', 'from'],
    ['a date with a time', '?to=2026-03-01T00:00:00Z', 'to'],
    ['a word', '?from=yesterday', 'from'],
    ['a repeated parameter', '?from=2026-03-01&from=2026-03-02', 'from'],
    ['an unknown parameter', '?from=2026-03-01&kind=quote', 'kind'],
  ])('refuses %s with 400 and the field at fault, as JSON and no file', async (_name, search, field) => {
    for (const path of ['/api/admin/leads/stats', '/api/admin/leads/stats.csv']) {
      const response = await get(path + search).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
    }
  });
});
