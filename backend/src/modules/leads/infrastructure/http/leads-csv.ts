import { QUOTE_ANSWER_FIELDS, QUOTE_ANSWERS, quoteAnswerText, FUNNEL_STEPS, LEAD_CHANNEL_LABELS } from '@costa-sol/common';
import { stringify } from 'csv-stringify/sync';
import type { FunnelRow, LeadStatsGroup, LeadStatsReport } from '../../application/lead-stats.port';
import { type Lead, leadPersonName } from '../../domain/lead';
import { leadServiceLabel } from '../mail/lead-service-label';

const COLUMNS: [header: string, value: (lead: Lead) => string | undefined][] = [
  ['Received (UTC)', (l) => l.receivedAt.toISOString()],
  ['Kind', (l) => l.kind],
  ['Status', (l) => l.status],
  ['Channel', (l) => LEAD_CHANNEL_LABELS.en[l.channel]],
  ['Status note', (l) => l.statusNote],
  ['Name', (l) => leadPersonName(l)],
  ['Email', (l) => l.fields.email],
  ['Phone', (l) => l.fields.phone],
  ['Service', (l) => leadServiceLabel(l, 'en')],
  ...QUOTE_ANSWER_FIELDS.map((field): [string, (lead: Lead) => string | undefined] => [
    QUOTE_ANSWERS[field].staffLabel.en,
    (l) => {
      const value = l.kind === 'quote' ? l.fields[field] : undefined;
      return value && quoteAnswerText(field, value, 'en');
    },
  ]),
  ['Wants consultation', (l) => (l.kind === 'quote' ? (l.fields.wantsConsultation ? 'yes' : 'no') : undefined)],
  ['Details / message', (l) => (l.kind === 'quote' ? l.fields.details : l.fields.message)],
  ['Town', (l) => (l.kind === 'quote' ? l.fields.town : undefined)],
  ['Page', (l) => l.origin.pagePath],
  ['Landing page', (l) => l.origin.landingPage],
  ['Language', (l) => l.origin.language],
  ['Referrer', (l) => l.origin.referrer],
  ['UTM source', (l) => l.origin.utm.source],
  ['UTM medium', (l) => l.origin.utm.medium],
  ['UTM campaign', (l) => l.origin.utm.campaign],
  ['Google Ads click (gclid)', (l) => l.origin.gclid],
  ['Spam', (l) => (l.isSpam ? 'yes' : 'no')],
  ['Lead id', (l) => l.id],
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is made plain text with a leading quote. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180 CSV that Excel, LibreOffice and Google Sheets open correctly: UTF-8 with a byte-order mark
 * (so accents survive Excel), every field quoted, CRLF line ends.
 */
export function leadsToCsv(leads: Lead[]): string {
  return toCsv([COLUMNS.map(([header]) => header), ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))]);
}

function toCsv(rows: (string | undefined)[][]): string {
  const cells = rows.map((row) => row.map((value) => neutraliseFormula(value ?? '')));
  return stringify(cells, { bom: true, quoted: true, quoted_empty: true, record_delimiter: 'windows' });
}

/** Names of the report's groups in the CSV's first column. */
const STATS_GROUP_NAMES: Record<LeadStatsGroup, string> = {
  byKind: 'kind',
  byLanguage: 'language',
  byUtmSource: 'utm_source',
  byUtmCampaign: 'utm_campaign',
  byReferrerHost: 'referrer_host',
  byLandingPage: 'landing_page',
};

/** The funnel rows as group,key,value: one row per step, the group naming the funnel and the step. */
function funnelRows(name: string, rows: FunnelRow[]): string[][] {
  return rows.flatMap((row) => FUNNEL_STEPS.map((step) => [`${name}_${step}`, row.key ?? '', String(row[step])]));
}

/**
 * The dashboard's figures as rows of group,key,value (one figure a row, for a spreadsheet's pivot table): the period,
 * the total, each day, each group in the dashboard's order, then the funnels per source and per campaign, the jobs
 * won and their value (euros) per source, and per ISO week the leads, those answered and the median first response
 * in minutes (empty when none was answered). A lead without the value (no UTM, no referrer) counts under an empty key.
 */
export function leadStatsToCsv(report: LeadStatsReport): string {
  const groups = Object.entries(STATS_GROUP_NAMES) as [LeadStatsGroup, string][];
  return toCsv([
    ['group', 'key', 'value'],
    ['from', report.from, ''],
    ['to', report.to, ''],
    ['total', '', String(report.total)],
    ...report.byDay.map(({ date, count }) => ['day', date, String(count)]),
    ...groups.flatMap(([group, name]) => report[group].map(({ key, count }) => [name, key ?? '', String(count)])),
    ...funnelRows('funnel_source', report.funnelBySource),
    ...funnelRows('funnel_campaign', report.funnelByCampaign),
    ...report.wonValueBySource.flatMap(({ key, won, value }) => [
      ['won_jobs_source', key ?? '', String(won)],
      ['won_value_eur_source', key ?? '', value.toFixed(2)],
    ]),
    ...report.responseByWeek.flatMap(({ week, leads, responded, medianMinutes }) => [
      ['week_leads', week, String(leads)],
      ['week_responded', week, String(responded)],
      ['week_median_response_minutes', week, medianMinutes === null ? '' : String(medianMinutes)],
    ]),
  ]);
}
