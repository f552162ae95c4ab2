import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, leadFormPaths, VISIT_FORM_FIELDS } from '@costa-sol/common';
import fc from 'fast-check';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_FORM_FIELDS } from '../../src/modules/leads/infrastructure/http/lead-request-bodies';
import { clearVisits, onlyTechnicianAllDay, validBooking } from '../bookings/booking-support';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { validContact, validQuote } from '../support/test-app';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';

/**
 * Issue 40, item 2: a lead is never lost on text. Arbitrary strings (full Unicode, unpaired surrogates) in every text
 * field of the two lead routes, the booking route and the forms posted without JavaScript: every answer is a 2xx
 * (then the row is in the database) or a documented refusal (400; 409 when a time was taken), never anything else.
 */

interface Outcome {
  status: number;
  /** Is what the 2xx answer claims stored? undefined when the answer is no 2xx. */
  stored?: boolean;
}

interface Target {
  label: string;
  fields: readonly string[];
  send(field: string, value: string, key: string): Promise<Outcome>;
}

const SEED = 40_2;
/** Random posts per target, after (and besides) one post per field of its valid value with an unpaired surrogate in the middle. */
const RUNS_PER_TARGET = 20;
const TARGET_TIMEOUT_MS = 120_000;
const REFUSED = new Set([400, 409]);
const FORM = 'application/x-www-form-urlencoded';

interface OpenApiSchema {
  properties: Record<string, { type?: string; format?: string }>;
}
const openApi = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, OpenApiSchema> };
};
/** Every text property of a request schema, as the API document lists it: a new field is fuzzed without asking. */
const textFields = (schema: string) =>
  Object.entries(openApi.components.schemas[schema].properties)
    .filter(([, property]) => property.type === 'string')
    .map(([name]) => name);

const unpairedSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** A valid value with an unpaired surrogate put in it somewhere, so many posts get past validation. */
const spliced = (valid: string) =>
  fc.tuple(fc.nat({ max: valid.length }), unpairedSurrogate).map(([at, unit]) => `${valid.slice(0, at)}${unit}${valid.slice(at)}`);
const arbitraryText = (valid: string) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: fc.oneof(unpairedSurrogate, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 20 }),
    spliced(valid),
    spliced(valid),
  );

/**
 * A form field percent-encoded as a client can send it: a browser turns an unpaired surrogate into U+FFFD before
 * encoding (`%EF%BF%BD`); a hostile client may send its WTF-8 bytes (`%ED%A0%80`), which are no UTF-8.
 */
function formEncode(value: string, asBrowser: boolean): string {
  let encoded = '';
  for (let at = 0; at < value.length; at++) {
    const unit = value.charCodeAt(at);
    const pairs = unit >= 0xd800 && unit <= 0xdbff && at + 1 < value.length && (value.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    if (pairs) {
      encoded += encodeURIComponent(value.slice(at, at + 2));
      at++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += asBrowser
        ? '%EF%BF%BD'
        : `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else encoded += encodeURIComponent(value[at]);
  }
  return encoded;
}
const formBody = (fields: Record<string, string>, asBrowser: boolean) =>
  Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${formEncode(value, asBrowser)}`)
    .join('&');

const VALID_TEXT: Record<string, unknown> = {
  ...validContact(),
  ...validBooking('2026-12-01T09:00:00.000Z'),
  ...validQuote(),
  pagePath: '/services/heat-pumps',
  landingPage: '/services/heat-pumps',
  referrer: 'https://www.google.com/',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
  utmTerm: 'heat pump',
  utmContent: 'banner',
  gclid: 'Cj0KCQ-test',
  address: 'Calle Mayor 1, Marbella',
  notes: 'The gate code is 1234.',
  website: '',
};
/** A field's valid value (for the spliced variant), or plain text for a field the valid posts leave out. */
const validValueOf = (field: string) => String(VALID_TEXT[field] ?? 'Plain text here');

/** A field's valid value with an unpaired high surrogate in its middle: the "Lone \ud800 Surrogate". */
const withSurrogate = (field: string) => {
  const valid = validValueOf(field);
  return `${valid.slice(0, valid.length >> 1)}\ud800${valid.slice(valid.length >> 1)}`;
};

const asText = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

describe('text property test: arbitrary Unicode in every text field of the lead and booking routes', () => {
  let t: ServerProcess;
  let origin: string;
  const counts = { requests: 0, stored: 0, refused: 0, other: 0 };
  let serial = 0;

  const freeStart = async (): Promise<string> => {
    const answer = await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200);
    return (answer.body as { slots: { start: string }[] }).slots[0].start;
  };
  const leadOfKey = async (key: string) =>
    (await query('select l.id from lead_idempotency k join lead l on l.id = k.lead_id where k.key = $1', [key])).length === 1;
  const visitExists = async (id: string | undefined) =>
    id !== undefined && (await query('select 1 from visit where id = $1', [id])).length === 1;
  const leadExists = async (id: unknown) => typeof id === 'string' && (await query('select 1 from lead where id = $1', [id])).length === 1;

  const json = (path: string, body: Record<string, unknown>, key: string) =>
    t.http.post(path).set('content-type', 'application/json').set('idempotency-key', key).send(JSON.stringify(body));
  const form = (path: string, body: string) => t.http.post(path).set('content-type', FORM).set('origin', origin).send(body).redirects(0);

  const targets = (): Target[] => [
    {
      label: 'POST /api/quotes',
      fields: textFields('QuoteRequestDto'),
      send: async (field, value, key) => {
        const answer = await json('/api/quotes', validQuote({ [field]: value }), key);
        return { status: answer.status, stored: answer.status === 201 ? await leadExists(answer.body.id) : undefined };
      },
    },
    {
      label: 'POST /api/contact',
      fields: textFields('ContactMessageDto'),
      send: async (field, value, key) => {
        const answer = await json('/api/contact', validContact({ [field]: value }), key);
        return { status: answer.status, stored: answer.status === 201 ? await leadExists(answer.body.id) : undefined };
      },
    },
    {
      label: 'POST /api/bookings',
      fields: textFields('BookingDto'),
      send: async (field, value) => {
        const answer = await t.http
          .post('/api/bookings')
          .set('content-type', 'application/json')
          .send(JSON.stringify(validBooking(await freeStart(), { [field]: value })));
        const stored = answer.status === 201 ? await visitExists(answer.body.id) : undefined;
        // The time is free again for the next post.
        await query('delete from visit');
        return { status: answer.status, stored };
      },
    },
    ...(['quote', 'contact'] as const).map((kind): Target => ({
      label: `POST ${leadFormPaths(kind)[0]} (no-JS ${kind} form)`,
      fields: [...LEAD_FORM_FIELDS[kind], HONEYPOT_FIELD],
      send: async (field, value, key) => {
        const valid = asText(kind === 'quote' ? validQuote() : validContact());
        const fields = { ...valid, [HONEYPOT_FIELD]: '', ...{ [field]: value }, [IDEMPOTENCY_FIELD]: key };
        const answer = await form(leadFormPaths(kind)[0], formBody(fields, key.endsWith('b')));
        return { status: answer.status, stored: answer.status === 303 ? await leadOfKey(key) : undefined };
      },
    })),
    {
      label: 'POST /book (no-JS booking form)',
      fields: VISIT_FORM_FIELDS,
      send: async (field, value, key) => {
        const valid = asText(validBooking(await freeStart()));
        const fields = { ...Object.fromEntries(VISIT_FORM_FIELDS.map((name) => [name, valid[name] ?? ''])), [field]: value };
        const answer = await form('/book', formBody(fields, key.endsWith('b')));
        const booked = /[?&]booked=([0-9a-f-]{36})/.exec(answer.headers.location ?? '')?.[1];
        const stored = answer.status === 303 ? await visitExists(booked) : undefined;
        await query('delete from visit');
        return { status: answer.status, stored };
      },
    },
  ];

  beforeAll(async () => {
    await resetTables();
    t = await startServerProcess({
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-text-property-')),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    await t.ready();
    await onlyTechnicianAllDay();
    origin = `http://127.0.0.1:${t.port}`;
  });
  afterAll(async () => {
    await t?.kill();
    await clearVisits();
    await resetTables();
    process.stdout.write(
      `text property test: ${counts.requests} requests, ${counts.stored} stored, ${counts.refused} refused (400/409), ${counts.other} other\n`,
    );
  });

  // Posts that render a page again are slow on a busy machine: each target has its own budget.
  it.each(targets().map((target) => [target.label, target] as const))(
    '%s: answers every post 2xx/303 (and stores it) or 400/409, never anything else',
    async (_label, target) => {
      const failures: string[] = [];
      const request = fc.constantFrom(...target.fields).chain((field) => fc.tuple(fc.constant(field), arbitraryText(validValueOf(field))));
      await fc.assert(
        fc.asyncProperty(request, async ([field, value]) => {
          serial += 1;
          // Unique per request; the last letter picks how a form post encodes unpaired surrogates (a: raw bytes, b: as a browser).
          const key = `text-property-${serial}-${serial % 2 === 0 ? 'a' : 'b'}`;
          const outcome = await target.send(field, value, key);
          counts.requests += 1;
          if (outcome.stored === true) counts.stored += 1;
          else if (REFUSED.has(outcome.status)) counts.refused += 1;
          else {
            counts.other += 1;
            failures.push(`${field}=${JSON.stringify(value)}: ${outcome.status}${outcome.stored === false ? ', not stored' : ''}`);
          }
          return outcome.stored === true || REFUSED.has(outcome.status);
        }),
        {
          seed: SEED,
          numRuns: target.fields.length + RUNS_PER_TARGET,
          endOnFailure: true,
          examples: target.fields.map((field) => [[field, withSurrogate(field)]]),
        },
      );
      expect(failures).toEqual([]);
    },
    TARGET_TIMEOUT_MS,
  );
});
