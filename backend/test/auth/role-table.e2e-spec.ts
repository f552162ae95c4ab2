import { rolesAllowedTo, STAFF_ROLES, type StaffRole } from '@costa-sol/common';
import { adminAuthorization, requestWith, startTestApp, type TestApp } from '../support/test-app';
import { routeActions } from '../support/route-actions';
import { createStaffUser, signIn } from '../support/staff-users';

interface OpenApiDocument {
  paths: Record<string, Record<string, { description?: string } | undefined>>;
}

const ALL: StaffRole[] = ['owner', 'office', 'technician'];
const OFFICE: StaffRole[] = ['owner', 'office'];
const OWNER: StaffRole[] = ['owner'];

/**
 * Who may call each admin operation (issue 24's role table). Written out by hand on purpose: a route added without
 * a line here fails, so each new route's rule is a decision, not a default.
 */
const ROLE_TABLE: Record<string, StaffRole[]> = {
  'get /api/admin/leads': ALL,
  'post /api/admin/leads': OFFICE,
  'get /api/admin/leads/export.csv': OFFICE,
  'get /api/admin/leads/stats': OFFICE,
  'get /api/admin/leads/stats.csv': OFFICE,
  'get /api/admin/leads/{id}': ALL,
  'patch /api/admin/leads/{id}/status': ALL,
  'post /api/admin/leads/{id}/notes': ALL,
  'post /api/admin/leads/{id}/contacts': ALL,
  'put /api/admin/leads/{id}/assignee': OFFICE,
  'put /api/admin/leads/{id}/follow-up': ALL,
  'get /api/admin/leads/follow-ups': ALL,

  'get /api/admin/qa/categories': ALL,
  'post /api/admin/qa/categories': OFFICE,
  'get /api/admin/qa/categories/{id}': ALL,
  'patch /api/admin/qa/categories/{id}': OFFICE,
  'delete /api/admin/qa/categories/{id}': OFFICE,
  'get /api/admin/qa/pages': ALL,
  'post /api/admin/qa/pages': OFFICE,
  'get /api/admin/qa/pages/{id}': ALL,
  'patch /api/admin/qa/pages/{id}': OFFICE,
  'post /api/admin/qa/pages/{id}/publish': OFFICE,
  'post /api/admin/qa/pages/{id}/unpublish': OFFICE,
  'delete /api/admin/qa/pages/{id}': OFFICE,

  'get /api/admin/testimonials': ALL,
  'post /api/admin/testimonials': OFFICE,
  'get /api/admin/testimonials/{id}': ALL,
  'patch /api/admin/testimonials/{id}': OFFICE,
  'post /api/admin/testimonials/{id}/publish': OFFICE,
  'post /api/admin/testimonials/{id}/unpublish': OFFICE,
  'patch /api/admin/testimonials/{id}/position': OFFICE,
  'delete /api/admin/testimonials/{id}': OFFICE,

  'get /api/admin/case-studies': ALL,
  'post /api/admin/case-studies': OFFICE,
  'get /api/admin/case-studies/{id}': ALL,
  'patch /api/admin/case-studies/{id}': OFFICE,
  'post /api/admin/case-studies/{id}/publish': OFFICE,
  'post /api/admin/case-studies/{id}/unpublish': OFFICE,
  'post /api/admin/case-studies/{id}/feature': OFFICE,
  'post /api/admin/case-studies/{id}/unfeature': OFFICE,
  'patch /api/admin/case-studies/{id}/position': OFFICE,
  'delete /api/admin/case-studies/{id}': OFFICE,

  'get /api/admin/media': ALL,
  'post /api/admin/media': OFFICE,
  'patch /api/admin/media/{id}': OFFICE,
  'delete /api/admin/media/{id}': OFFICE,

  'get /api/admin/page-photos/towns/{slug}': ALL,
  'put /api/admin/page-photos/towns/{slug}': OFFICE,
  'get /api/admin/page-photos/services/{key}': ALL,
  'put /api/admin/page-photos/services/{key}': OFFICE,
  'get /api/admin/page-photos/home': ALL,
  'put /api/admin/page-photos/home': OFFICE,
  'get /api/admin/page-photos/contact': ALL,
  'put /api/admin/page-photos/contact': OFFICE,
  'get /api/admin/page-photos/brands/{slug}': ALL,
  'put /api/admin/page-photos/brands/{slug}': OFFICE,
  'get /api/admin/page-photos/guides/{key}': ALL,
  'put /api/admin/page-photos/guides/{key}': OFFICE,

  'get /api/admin/towns': OFFICE,
  'post /api/admin/towns': OFFICE,
  'get /api/admin/towns/{slug}': OFFICE,
  'put /api/admin/towns/{slug}': OFFICE,
  'get /api/admin/towns/{slug}/pages': OFFICE,
  'put /api/admin/towns/{slug}/pages': OFFICE,

  'get /api/admin/price-guides': OFFICE,
  'put /api/admin/price-guides/{service}': OWNER,
  'delete /api/admin/price-guides/{service}': OWNER,

  'get /api/admin/leads/spam': OFFICE,
  'post /api/admin/leads/{id}/not-spam': OFFICE,
  'get /api/admin/redirects': OFFICE,
  'post /api/admin/redirects': OFFICE,
  'get /api/admin/redirects/{id}': OFFICE,
  'delete /api/admin/redirects/{id}': OFFICE,
  'get /api/admin/pages': OFFICE,
  'get /api/admin/pages/{key}': OFFICE,
  'put /api/admin/pages/{key}': OFFICE,
  'post /api/admin/pages/{key}/publish': OFFICE,
  'post /api/admin/pages/{key}/revisions/{revisionId}/restore': OFFICE,
  'get /api/admin/settings/{section}': OWNER,
  'put /api/admin/settings/{section}': OWNER,

  'get /api/admin/personal-data': OFFICE,
  'delete /api/admin/personal-data': OFFICE,
  'get /api/admin/bookings/rules': OFFICE,
  'put /api/admin/bookings/rules': OFFICE,
  'get /api/admin/bookings/technicians': OFFICE,
  'put /api/admin/bookings/technicians/{id}/hours': OFFICE,
  'get /api/admin/bookings/days-off': OFFICE,
  'post /api/admin/bookings/days-off': OFFICE,
  'delete /api/admin/bookings/days-off/{id}': OFFICE,
  'get /api/admin/bookings/stats': OFFICE,
  'get /api/admin/visits': ALL,
  'post /api/admin/visits': OFFICE,
  'patch /api/admin/visits/{id}': OFFICE,

  'get /api/admin/audit': OWNER,
  'get /api/admin/users': OWNER,
  'post /api/admin/users': OWNER,
  'patch /api/admin/users/{id}': OWNER,
  'post /api/admin/users/{id}/invitation': OWNER,
  'post /api/admin/users/{id}/second-factor/reset': OWNER,
  'get /api/admin/security-settings': OWNER,
  'put /api/admin/security-settings': OWNER,
};

const FAKE_ID = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function adminOperations(doc: OpenApiDocument): { key: string; method: string; path: string; description: string }[] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({
        key: `${method} ${path}`,
        method,
        path: path.replace(/\{[^}]+\}/g, FAKE_ID),
        description: operations[method]?.description ?? '',
      })),
    );
}

describe('the role table, for every admin route and every role', () => {
  let t: TestApp;
  let operations: ReturnType<typeof adminOperations>;
  const authorization = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await adminAuthorization(t);
    operations = adminOperations(
      (await t.http.get('/api/admin/docs-json').set('authorization', owner).expect(200)).body as OpenApiDocument,
    );
    for (const role of STAFF_ROLES) authorization[role] = await signIn(t, await createStaffUser(role));
  });
  afterAll(() => t.close());

  it('has a rule for every admin operation of the OpenAPI document, and none for a route that is gone', () => {
    const documented = operations.map((operation) => operation.key).sort();
    expect(documented).toEqual(Object.keys(ROLE_TABLE).sort());
  });

  it("gives every admin operation an action of the common role table whose row is the operation's roles", () => {
    const actions = routeActions(t.app, 'api');
    for (const operation of operations) {
      const action = actions.get(operation.key);
      expect({ route: operation.key, roles: action && rolesAllowedTo(action) }).toEqual({
        route: operation.key,
        roles: ROLE_TABLE[operation.key],
      });
    }
  });

  it('names the allowed roles in each operation description', () => {
    for (const operation of operations) {
      expect({ route: operation.key, description: operation.description }).toEqual({
        route: operation.key,
        description: expect.stringContaining(`Roles: ${ROLE_TABLE[operation.key]?.join(', ')}.`),
      });
    }
  });

  it.each(STAFF_ROLES)('answers 403 to a signed-in %s exactly where the table refuses the role', async (role) => {
    for (const operation of operations) {
      const response = await requestWith(t.http, operation.method, operation.path).set('authorization', authorization[role]).send({});
      const allowed = ROLE_TABLE[operation.key]?.includes(role) ?? false;
      expect({ route: operation.key, refused: response.status === 403 }).toEqual({ route: operation.key, refused: !allowed });
      if (!allowed) expect(response.body.message).toBe('Your role does not allow this.');
      expect(response.status).toBeLessThan(500);
    }
  });

  it('serves the whole API document to the owner and the office only', async () => {
    await t.http.get('/api/admin/docs-json').set('authorization', authorization.office).expect(200);
    await t.http.get('/api/admin/docs-json').set('authorization', authorization.technician).expect(403);
  });

  it('lets every role read who it is', async () => {
    for (const role of STAFF_ROLES) {
      const me = await t.http.get('/api/auth/me').set('authorization', authorization[role]).expect(200);
      expect(me.body.role).toBe(role);
    }
  });
});
