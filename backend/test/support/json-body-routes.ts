import { DEFAULT_VISIT_RULES, STAFF_SESSION_LIMITS } from '@costa-sol/common';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { upload } from '../media/media-support';
import { photo } from '../media/test-images';
import { seedSettingsBody } from './business-settings';
import { createStaffUser } from './staff-users';
import { requestWith, type TestApp, validContact, validQuote } from './test-app';
import { newTownBody, townPageBody } from './towns';

const CONTENT_PAGES = join(__dirname, '..', '..', '..', 'content', 'pages');

/** One row of each admin table, for the routes that name a row: the bodies reach the use cases, not a 404. */
export interface BodyFixtures {
  categoryId: string;
  pageId: string;
  testimonialId: string;
  caseStudyId: string;
  mediaId: string;
  leadId: string;
  /** A technician of its own, whom the routes may rename, demote or disable. */
  userId: string;
  /** A town of its own ("test-…", removed by resetTables) and its fields, which the routes save unchanged. */
  town: { slug: string; body: Record<string, unknown> };
}

/** A route that takes a JSON body, as the OpenAPI document names it, with a real path and a body it accepts. */
export interface JsonBodyRoute {
  /** `PATCH /api/admin/qa/categories/{id}`: the method and the document's path template. */
  name: string;
  method: string;
  path: string;
  valid(): Record<string, unknown>;
}

const TOWN = 'marbella';
const SERVICE = 'air-conditioning';
const BRAND = 'daikin';
const GUIDE = 'hvacSizingGuide';

const unique = () => randomUUID().slice(0, 8);
const UNKNOWN_TOKEN = 'x'.repeat(43);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NEW_PASSWORD = 'Copper-Kettle-Meadow-4417';

const validCategory = () => ({ slug: `fixture-${unique()}`, nameEn: 'Fixture category', nameEs: 'Categoría de prueba' });

const validQaPage = (categoryId: string) => ({
  categoryId,
  slug: `fixture-${unique()}`,
  questionEn: 'Is this a fixture question?',
  questionEs: '¿Es esta una pregunta de prueba?',
  answerEn: 'Yes, it is only here for the tests.',
  answerEs: 'Sí, solo está aquí para las pruebas.',
});

const validTestimonial = () => ({
  name: 'Fixture Person',
  rating: 5,
  serviceEn: 'Heat pump installation',
  serviceEs: 'Instalación de aerotermia',
  reviewEn: 'A fixture review that is long enough.',
  reviewEs: 'Una reseña de prueba bastante larga.',
});

const validCaseStudy = () => ({
  titleEn: 'Fixture villa: from oil to a heat pump',
  titleEs: 'Villa de prueba: del gasóleo a la aerotermia',
  location: 'Estepona',
  beforeSystemEn: 'An old heating oil boiler.',
  beforeSystemEs: 'Una caldera de gasóleo antigua.',
  beforeEnergyCost: 2400,
  beforeIssuesEn: ['Noisy units'],
  beforeIssuesEs: ['Equipos ruidosos'],
  afterSystemEn: 'One air-to-water heat pump.',
  afterSystemEs: 'Una aerotermia.',
  afterEnergyCost: 1500,
  afterBenefitsEn: ['Quiet nights'],
  afterBenefitsEs: ['Noches silenciosas'],
});

/** Every route of the document with a JSON body; a test fails when the document lists one that is missing here. */
export function jsonBodyRoutes(f: BodyFixtures, login: { email: string; password: string }): JsonBodyRoute[] {
  const route = (method: string, template: string, path: string, valid: () => Record<string, unknown>): JsonBodyRoute => ({
    name: `${method.toUpperCase()} ${template}`,
    method,
    path,
    valid,
  });
  return [
    route('post', '/api/auth/login', '/api/auth/login', () => ({ ...login })),
    route('post', '/api/quotes', '/api/quotes', () => validQuote()),
    route('post', '/api/contact', '/api/contact', () => validContact()),
    // No technician works in these suites, so the booking is refused at its start (400), never stored.
    route('post', '/api/bookings', '/api/bookings', () => ({
      kind: 'survey',
      town: TOWN,
      start: '2030-01-07T09:00:00.000Z',
      name: 'Fixture Visitor',
      email: `visitor-${unique()}@example.com`,
      phone: '+34 600 123 456',
      language: 'en',
    })),
    // A well-formed token no visit signed: refused (404) by the use case, nothing changes.
    route('post', '/api/bookings/manage/cancel', '/api/bookings/manage/cancel', () => ({ token: `${UNKNOWN_TOKEN}.${UNKNOWN_TOKEN}` })),
    route('post', '/api/bookings/manage/reschedule', '/api/bookings/manage/reschedule', () => ({
      token: `${UNKNOWN_TOKEN}.${UNKNOWN_TOKEN}`,
      start: '2030-01-07T09:00:00.000Z',
    })),
    route('post', '/api/admin/leads', '/api/admin/leads', () => ({
      channel: 'phone',
      name: 'Laura Gómez',
      phone: '+34 600 123 456',
      serviceType: 'system-repair',
      language: 'es',
    })),
    route('patch', '/api/admin/leads/{id}/status', `/api/admin/leads/${f.leadId}/status`, () => ({ status: 'contacted' })),
    route('post', '/api/admin/leads/{id}/contacts', `/api/admin/leads/${f.leadId}/contacts`, () => ({ channel: 'call' })),
    route('post', '/api/admin/leads/{id}/notes', `/api/admin/leads/${f.leadId}/notes`, () => ({ text: 'Called back.' })),
    route('put', '/api/admin/leads/{id}/assignee', `/api/admin/leads/${f.leadId}/assignee`, () => ({ userId: null })),
    route('put', '/api/admin/leads/{id}/follow-up', `/api/admin/leads/${f.leadId}/follow-up`, () => ({ on: null })),
    route('post', '/api/admin/users', '/api/admin/users', () => ({
      email: `fixture-${unique()}@costasol.test`,
      name: 'Fixture Person',
      role: 'technician',
      language: 'en',
    })),
    route('patch', '/api/admin/users/{id}', `/api/admin/users/${f.userId}`, () => ({})),
    route('post', '/api/auth/invitation/preview', '/api/auth/invitation/preview', () => ({ token: UNKNOWN_TOKEN })),
    route('post', '/api/auth/invitation/accept', '/api/auth/invitation/accept', () => ({ token: UNKNOWN_TOKEN, password: NEW_PASSWORD })),
    route('post', '/api/auth/password-reset', '/api/auth/password-reset', () => ({ email: `nobody-${unique()}@costasol.test` })),
    route('post', '/api/auth/password-reset/complete', '/api/auth/password-reset/complete', () => ({
      token: UNKNOWN_TOKEN,
      password: NEW_PASSWORD,
    })),
    // Never the signed-in admin's real password: the suites after this one sign in with it.
    route('post', '/api/auth/password', '/api/auth/password', () => ({
      currentPassword: 'not-the-current-password',
      newPassword: NEW_PASSWORD,
    })),
    // A code no enrolment matches, and a wrong password: both refused by the use case, nothing changes.
    route('post', '/api/auth/second-factor/enable', '/api/auth/second-factor/enable', () => ({ code: '000000' })),
    route('post', '/api/auth/second-factor/disable', '/api/auth/second-factor/disable', () => ({ password: 'not-the-current-password' })),
    route('post', '/api/auth/second-factor/backup-codes', '/api/auth/second-factor/backup-codes', () => ({
      password: 'not-the-current-password',
    })),
    route('put', '/api/admin/security-settings', '/api/admin/security-settings', () => ({
      idleMinutes: STAFF_SESSION_LIMITS.idleMinutes.default,
      absoluteHours: STAFF_SESSION_LIMITS.absoluteHours.default,
      requireSecondFactorForOwners: false,
    })),
    route('post', '/api/admin/testimonials', '/api/admin/testimonials', validTestimonial),
    route('patch', '/api/admin/testimonials/{id}', `/api/admin/testimonials/${f.testimonialId}`, () => ({})),
    route('patch', '/api/admin/testimonials/{id}/position', `/api/admin/testimonials/${f.testimonialId}/position`, () => ({ position: 0 })),
    route('post', '/api/admin/case-studies', '/api/admin/case-studies', validCaseStudy),
    route('patch', '/api/admin/case-studies/{id}', `/api/admin/case-studies/${f.caseStudyId}`, () => ({})),
    route('patch', '/api/admin/case-studies/{id}/position', `/api/admin/case-studies/${f.caseStudyId}/position`, () => ({ position: 0 })),
    route('post', '/api/admin/qa/categories', '/api/admin/qa/categories', validCategory),
    route('patch', '/api/admin/qa/categories/{id}', `/api/admin/qa/categories/${f.categoryId}`, () => ({})),
    route('post', '/api/admin/qa/pages', '/api/admin/qa/pages', () => validQaPage(f.categoryId)),
    route('patch', '/api/admin/qa/pages/{id}', `/api/admin/qa/pages/${f.pageId}`, () => ({})),
    route('patch', '/api/admin/media/{id}', `/api/admin/media/${f.mediaId}`, () => ({})),
    route('put', '/api/admin/page-photos/towns/{slug}', `/api/admin/page-photos/towns/${TOWN}`, () => ({ mediaIds: [] })),
    route('put', '/api/admin/page-photos/services/{key}', `/api/admin/page-photos/services/${SERVICE}`, () => ({ mediaIds: [] })),
    route('post', '/api/admin/towns', '/api/admin/towns', () => newTownBody()),
    route('put', '/api/admin/towns/{slug}', `/api/admin/towns/${f.town.slug}`, () => ({ ...f.town.body })),
    route('put', '/api/admin/towns/{slug}/pages', `/api/admin/towns/${f.town.slug}/pages`, () => ({ pages: [townPageBody()] })),
    route('put', '/api/admin/price-guides/{service}', '/api/admin/price-guides/commercialServices', () => ({
      fromEur: 3400,
      noteEn: 'Cooling for a small shop, supplied and installed.',
      noteEs: 'Climatización de un local pequeño, instalada.',
      shown: false,
    })),
    route('post', '/api/admin/redirects', '/api/admin/redirects', () => ({ fromPath: `/fixture-${unique()}`, toPath: '/contact' })),
    // The seed's own text as the draft: the site shows the published copy, unchanged.
    route('put', '/api/admin/pages/{key}', '/api/admin/pages/legal-notice', () => ({
      markdownEn: readFileSync(join(CONTENT_PAGES, 'legal-notice.en.md'), 'utf8'),
      markdownEs: readFileSync(join(CONTENT_PAGES, 'legal-notice.es.md'), 'utf8'),
    })),
    // The first start's settings, so the suites after this one see the pages as before.
    route('put', '/api/admin/settings/{section}', '/api/admin/settings/business', seedSettingsBody),
    // The rules a fresh install starts with, so the suites after this one book as before.
    route('put', '/api/admin/bookings/rules', '/api/admin/bookings/rules', () => ({
      surveyMinutes: DEFAULT_VISIT_RULES.visitMinutes.survey,
      maintenanceMinutes: DEFAULT_VISIT_RULES.visitMinutes.maintenance,
      repairMinutes: DEFAULT_VISIT_RULES.visitMinutes.repair,
      bufferMinutes: DEFAULT_VISIT_RULES.bufferMinutes,
      minNoticeHours: DEFAULT_VISIT_RULES.minNoticeHours,
      maxDaysAhead: DEFAULT_VISIT_RULES.maxDaysAhead,
      appointmentOnlyTowns: [],
      unservedTowns: [],
    })),
    route('put', '/api/admin/bookings/technicians/{id}/hours', `/api/admin/bookings/technicians/${f.userId}/hours`, () => ({ hours: [] })),
    // A day long past: it never takes a free time from another suite.
    route('post', '/api/admin/bookings/days-off', '/api/admin/bookings/days-off', () => ({
      technicianId: null,
      firstDay: '2020-01-01',
      lastDay: '2020-01-01',
    })),
    // No such technician: refused at its start (400), never stored.
    route('post', '/api/admin/visits', '/api/admin/visits', () => ({
      technicianId: UNKNOWN_ID,
      kind: 'survey',
      town: TOWN,
      start: '2030-01-07T09:00:00.000Z',
      name: 'Fixture Visitor',
      email: `visitor-${unique()}@example.com`,
      phone: '+34 600 123 456',
    })),
    route('patch', '/api/admin/visits/{id}', `/api/admin/visits/${UNKNOWN_ID}`, () => ({})),
    route('put', '/api/admin/page-photos/home', '/api/admin/page-photos/home', () => ({ mediaIds: [] })),
    route('put', '/api/admin/page-photos/contact', '/api/admin/page-photos/contact', () => ({ mediaIds: [] })),
    route('put', '/api/admin/page-photos/brands/{slug}', `/api/admin/page-photos/brands/${BRAND}`, () => ({ mediaIds: [] })),
    route('put', '/api/admin/page-photos/guides/{key}', `/api/admin/page-photos/guides/${GUIDE}`, () => ({ mediaIds: [] })),
  ];
}

interface OpenApiSchema {
  $ref?: string;
  nullable?: boolean;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: OpenApiSchema }> } }>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

/**
 * The JSON request bodies of the full document (admin routes included, served to a signed-in admin), by route name
 * (`POST /api/quotes`), references resolved.
 */
export async function documentedJsonBodies(t: TestApp, auth: string): Promise<Map<string, OpenApiSchema>> {
  const document = (await t.http.get('/api/admin/docs-json').set('authorization', auth).expect(200)).body as OpenApiDocument;
  const resolve = (schema: OpenApiSchema): OpenApiSchema =>
    schema.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const bodies = new Map<string, OpenApiSchema>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const json = operation.requestBody?.content['application/json'];
      if (json) bodies.set(`${method.toUpperCase()} ${path}`, resolve(json.schema));
    }
  }
  return bodies;
}

/** Creates one row of each kind the routes name (a lead too), through the API. */
export async function createBodyFixtures(t: TestApp, auth: string): Promise<BodyFixtures> {
  const post = async (path: string, body: object) =>
    (await t.http.post(path).set('authorization', auth).send(body).expect(201)).body.id as string;
  const categoryId = await post('/api/admin/qa/categories', validCategory());
  // A size and colour no other suite uses, so the library never takes it for a duplicate (409).
  const random = (n: number) => Math.floor(Math.random() * n);
  const image = await photo('png', random(256), { width: 600 + random(400), height: 401 + random(99) });
  const mediaUpload = await upload(t.http, auth, image, 'fixture.png').expect(201);
  const createTown = async () => {
    const body = newTownBody();
    return { slug: await post('/api/admin/towns', body), body };
  };
  return {
    categoryId,
    pageId: await post('/api/admin/qa/pages', validQaPage(categoryId)),
    testimonialId: await post('/api/admin/testimonials', validTestimonial()),
    caseStudyId: await post('/api/admin/case-studies', validCaseStudy()),
    mediaId: mediaUpload.body.id as string,
    leadId: (await t.http.post('/api/quotes').send(validQuote()).expect(201)).body.id as string,
    userId: (await createStaffUser('technician')).id,
    town: await createTown(),
  };
}

/** Deletes the fixtures and whatever a route created or attached, so other suites see the tables as they were. */
export async function removeBodyFixtures(t: TestApp, auth: string, f: BodyFixtures, created: string[] = []): Promise<void> {
  const remove = (path: string) => t.http.delete(path).set('authorization', auth);
  for (const path of created) await remove(path);
  const pagePhotoPaths = [
    `/api/admin/page-photos/towns/${TOWN}`,
    `/api/admin/page-photos/services/${SERVICE}`,
    '/api/admin/page-photos/home',
    '/api/admin/page-photos/contact',
    `/api/admin/page-photos/brands/${BRAND}`,
    `/api/admin/page-photos/guides/${GUIDE}`,
  ];
  for (const path of pagePhotoPaths) {
    await requestWith(t.http, 'put', path).set('authorization', auth).send({ mediaIds: [] });
  }
  await remove(`/api/admin/qa/pages/${f.pageId}`);
  await remove(`/api/admin/qa/categories/${f.categoryId}`);
  await remove(`/api/admin/testimonials/${f.testimonialId}`);
  await remove(`/api/admin/case-studies/${f.caseStudyId}`);
  await remove(`/api/admin/media/${f.mediaId}`);
}
