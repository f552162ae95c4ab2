import { SERVICES_NEEDED, SERVICE_TYPES, PREFERRED_BRANDS, HOME_SIZES, CURRENT_SYSTEM_AGES } from '@costa-sol/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

/** The committed document the frontend's API types are generated from (frontend/src/lib/api-schema.ts). */
const COMMITTED_DOCUMENT = join(__dirname, '..', '..', '..', 'docs', 'openapi.json');

describe('OpenAPI document and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists both form routes with their schemas, enums and error answers', async () => {
    const { body: doc } = await t.http.get('/api/docs-json').expect(200);
    for (const path of ['/api/quotes', '/api/contact']) {
      const post = doc.paths[path]?.post;
      expect(post).toBeDefined();
      expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '413', '415', '422', '429', '500', '503']);
      expect(post.parameters).toEqual([
        expect.objectContaining({
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: expect.objectContaining({ maxLength: 128 }),
        }),
      ]);
      expect(post.responses['201'].headers).toHaveProperty('Idempotent-Replayed');
    }
    const quote = doc.components.schemas.QuoteRequestDto;
    expect(quote.properties.serviceType.enum).toEqual([...SERVICE_TYPES]);
    expect(quote.properties.preferredBrand.enum).toEqual([...PREFERRED_BRANDS]);
    expect(quote.properties.homeSize.enum).toEqual([...HOME_SIZES]);
    expect(quote.properties.currentSystemAge.enum).toEqual([...CURRENT_SYSTEM_AGES]);
    expect(quote.properties.wantsConsultation.enum).toEqual(['true', 'false']);
    expect(quote.required).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'serviceType', 'wantsConsultation']));
    expect(doc.components.schemas.ContactMessageDto.properties.serviceNeeded.enum).toEqual([...SERVICES_NEEDED]);
    expect(doc.components.schemas.ValidationErrorDto).toBeDefined();
  });

  it('is the document committed in docs/openapi.json, admin routes included (`npm run api:docs` writes it)', async () => {
    const { body: doc } = await t.http
      .get('/api/admin/docs-json')
      .set('authorization', await adminAuthorization(t))
      .expect(200);
    expect(doc).toEqual(JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8')));
  });

  it('serves Swagger UI', async () => {
    const response = await t.http.get('/api/docs').redirects(1).expect(200);
    expect(response.text).toContain('swagger');
  });

  it('answers liveness and readiness', async () => {
    await t.http.get('/api/health').expect(200, { status: 'ok' });
    await t.http.get('/api/health/ready').expect(200, { status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.http.get('/api/nope').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });
});
