import { randomBytes } from 'node:crypto';
import { buildOpenApiDocuments } from '../../src/modules/api-docs/openapi-documents';
import { ADMIN, type TestApp, startTestApp } from '../support/test-app';
import { forgetBusinessSettings, storeRealBusinessSettings } from '../support/business-settings';
import { createStaffUser } from '../support/staff-users';
import { testDatabaseUrl } from '../support/test-database';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** As much of an OpenAPI document as these tests read. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] } | undefined>>;
}
/** Schemas only admin routes use: the inbox, drafts, uploads, the signed-in admin. */
const ADMIN_SCHEMAS = ['AdminLeadDto', 'AdminMediaDto', 'AdminQaPageDto', 'LeadStatsDto', 'MediaUploadDto', 'QaPageInputDto'];

function operationsOf(doc: OpenApiDocument): { path: string; security?: unknown[] }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, security: operation.security }] : [];
    }),
  );
}

/** Asks for both documents the way a visitor, then a signed-in admin, would. */
function describeAccess(name: string, start: () => Promise<{ app: TestApp; password: string; email: string }>) {
  describe(name, () => {
    let t: TestApp;
    let authorization: string;
    beforeAll(async () => {
      const started = await start();
      t = started.app;
      const login = await t.http.post('/api/auth/login').send({ email: started.email, password: started.password }).expect(200);
      authorization = `Bearer ${login.body.accessToken as string}`;
    });
    afterAll(() => t?.close());

    it('shows everyone the public routes only, with no admin schema', async () => {
      const { body: doc } = await t.http.get('/api/docs-json').expect(200);
      const operations = operationsOf(doc);
      expect(operations.map((o) => o.path)).toEqual(
        expect.arrayContaining(['/api/quotes', '/api/contact', '/api/auth/login', '/api/testimonials']),
      );
      expect(operations.filter((o) => o.path.startsWith('/api/admin') || o.path === '/api/auth/me')).toEqual([]);
      expect(operations.filter((o) => o.security !== undefined)).toEqual([]);
      const schemas = Object.keys(doc.components.schemas);
      expect(schemas.filter((schema) => schema.startsWith('Admin') || ADMIN_SCHEMAS.includes(schema))).toEqual([]);
      expect(schemas).toEqual(expect.arrayContaining(['QuoteRequestDto', 'ErrorDto', 'SessionDto']));
      expect(doc.components.securitySchemes).toBeUndefined();
      // Swagger UI is set up with that same document.
      const ui = await t.http.get('/api/docs/swagger-ui-init.js').expect(200);
      expect(ui.text).toContain('/api/quotes');
      expect(ui.text).not.toContain('"/api/admin/leads"');
    });

    it('serves the whole document to a signed-in admin only', async () => {
      const refused = await t.http.get('/api/admin/docs-json').expect(401);
      expect(refused.body).toMatchObject({ statusCode: 401, message: 'Please sign in to continue.' });
      await t.http.get('/api/admin/docs-json').set('authorization', 'Bearer not-a-token').expect(401);
      const { body: doc, headers } = await t.http.get('/api/admin/docs-json').set('authorization', authorization).expect(200);
      expect(headers['cache-control']).toBe('no-store');
      const paths = operationsOf(doc).map((o) => o.path);
      expect(paths).toEqual(expect.arrayContaining(['/api/quotes', '/api/admin/leads', '/api/admin/media', '/api/auth/me']));
      expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(ADMIN_SCHEMAS));
    });

    it('serves what buildOpenApiDocuments builds', async () => {
      const documents = buildOpenApiDocuments(t.app);
      expect((await t.http.get('/api/docs-json').expect(200)).body).toEqual(JSON.parse(JSON.stringify(documents.public)));
      const full = await t.http.get('/api/admin/docs-json').set('authorization', authorization).expect(200);
      expect(full.body).toEqual(JSON.parse(JSON.stringify(documents.full)));
    });
  });
}

describeAccess('API documents in development', async () => {
  const app = await startTestApp();
  return { app, ...ADMIN };
});

// The production app read real settings; the suites after this one expect the seed's.
afterAll(() => forgetBusinessSettings());

describeAccess('API documents in production', async () => {
  const password = `Docs-${randomBytes(12).toString('hex')}`;
  // Production refuses reserved test domains for the addresses, and plain SMTP: a real-looking domain, and TLS.
  const email = 'owner@costasolhvac.es';
  // Production refuses to start while the stored business settings hold sample values.
  await storeRealBusinessSettings();
  const app = await startTestApp(
    {
      NODE_ENV: 'production',
      DATABASE_URL: testDatabaseUrl(),
      // Nothing is sent: no lead is posted here.
      SMTP_URL: 'smtps://127.0.0.1:9',
      STAFF_EMAIL: 'office@costasolhvac.es',
      PUBLIC_URL: 'https://www.costasolhvac.es',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      JWT_SECRET: randomBytes(48).toString('base64url'),
    },
    // The committed business profile may still hold sample values, which production refuses.
    { business: {} },
  );
  // ADMIN_EMAIL only makes the first owner of an empty database: this one already has the test admin.
  return { app, ...(await createStaffUser('owner', { email })) };
});
