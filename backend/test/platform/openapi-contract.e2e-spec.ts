import sharp from 'sharp';
import { AnswerChecker, type Answer } from '../support/openapi/answer-checker';
import { undeclaredMethodCases, validCases } from '../support/openapi/contract-cases';
import type { CaseContext, ContractCase } from '../support/openapi/contract-request';
import { invalidCases, nullCases } from '../support/openapi/invalid-requests';
import { type DocumentedOperation, type OpenApiDocument, operationsOf } from '../support/openapi/openapi-document';
import { sendRaw } from '../support/openapi/raw-http';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

declare const DB_TARGET: 'postgres' | 'pglite';

/**
 * Generated valid requests per operation: enough to reach the success paths, few enough for well under a minute per
 * database (sign-in alone spends most of a second on each try: argon2).
 */
const VALID_RUNS = 6;
const UPLOAD_IMAGES = VALID_RUNS + 4;
const METHOD_NOT_ALLOWED = '#/components/responses/MethodNotAllowed';

/** Small PNGs, each of its own colour: the media library refuses a file it already holds. */
function images(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } } })
        .png()
        .toBuffer(),
    ),
  );
}

const idOf = (answer: Answer): string | undefined => {
  try {
    const body: unknown = JSON.parse(answer.body.toString('utf8'));
    return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string' ? body.id : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Each test below sends its cases to every operation one after another: its time grows with the document (over 60 s
 * beside three other jest processes in CI once the backup-code routes came), so each gets a budget of its own.
 */
const EVERY_OPERATION_BUDGET_MS = 300_000;

describe('the API agrees with its OpenAPI document, for generated valid and invalid requests', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: DocumentedOperation[];
  let checker: AnswerChecker;
  let context: CaseContext;
  /** Rows created by the valid requests, removed afterwards: other suites read the seeded content as it was. */
  const created: { collection: string; id: string }[] = [];
  /** What a PUT target held before this test replaced it, put back afterwards. */
  const replaced = new Map<string, Buffer>();
  let featuredBefore: string | undefined;
  const counts = { valid: 0, invalid: 0, methods: 0, null: 0 };
  let failureCount = 0;
  /** Valid requests that got a 2xx: how far past validation the generated requests reach. */
  let validSucceeded = 0;

  beforeAll(async () => {
    t = await startTestApp();
    const authorization = await adminAuthorization(t);
    // The full document (admin routes included) is served to a signed-in admin; /api/docs-json has the public part.
    document = (await t.http.get('/api/admin/docs-json').set('authorization', authorization).expect(200)).body as OpenApiDocument;
    operations = operationsOf(document);
    checker = new AnswerChecker(document);
    context = { document, authorization, created, images: await images(UPLOAD_IMAGES) };
    const caseStudies = await t.http.get('/api/admin/case-studies').set('authorization', authorization).expect(200);
    featuredBefore = (caseStudies.body.data as { id: string; featured: boolean }[]).find((c) => c.featured)?.id;
  });

  afterAll(async () => {
    const auth = { authorization: context.authorization };
    for (const [target, body] of replaced) {
      await sendRaw(t.baseUrl, { method: 'PUT', target, headers: { ...auth, 'content-type': 'application/json' }, body });
    }
    // Newest first; a second round for a row that another one still used (an image shown by a testimonial: 409).
    for (const _round of [1, 2]) {
      for (const { collection, id } of [...created].reverse()) {
        if (!document.paths[`${collection}/{id}`]?.delete) continue;
        await sendRaw(t.baseUrl, { method: 'DELETE', target: `${collection}/${id}`, headers: auth });
      }
    }
    if (featuredBefore)
      await sendRaw(t.baseUrl, { method: 'POST', target: `/api/admin/case-studies/${featuredBefore}/feature`, headers: auth });
    const requests = counts.valid + counts.invalid + counts.methods + counts.null;
    process.stdout.write(
      `OpenAPI contract (${DB_TARGET}): ${operations.length} operations (${operations.filter((o) => !o.secured).length} public, ` +
        `${operations.filter((o) => o.secured).length} admin), ${requests} requests (${counts.valid} valid of which ${validSucceeded} 2xx, ` +
        `${counts.invalid} invalid, ` +
        `${counts.methods} undeclared methods, ${counts.null} with null), ${failureCount} failures\n`,
    );
    await t.close();
  });

  function problemsOf(contractCase: ContractCase, answer: Answer): string[] {
    const { operation, request } = contractCase;
    if (!operation) {
      const declared = Object.keys(document.paths[contractCase.path]).map((m) => m.toUpperCase());
      if (declared.includes('GET')) declared.push('HEAD');
      const problems = checker.check({ 405: { $ref: METHOD_NOT_ALLOWED } }, answer, request.method.toLowerCase());
      const allow = String(answer.headers.allow ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .sort();
      if (answer.status === 405 && allow.join(',') !== declared.sort().join(','))
        problems.push(`Allow: ${allow.join(', ')}, declared: ${declared.join(', ')}`);
      return answer.status === 405 ? problems : [`answered ${answer.status} instead of 405`, ...problems];
    }
    const problems = checker.check(operation.operation.responses, answer, operation.method);
    if (contractCase.invalid && answer.status < 300) problems.push(`accepted with ${answer.status}`);
    return problems;
  }

  async function run(cases: ContractCase[], group: keyof typeof counts): Promise<string[]> {
    const failures: string[] = [];
    for (const contractCase of cases) {
      const { operation, request } = contractCase;
      if (operation?.method === 'put' && !contractCase.invalid && !replaced.has(request.target)) {
        const before = await sendRaw(t.baseUrl, {
          method: 'GET',
          target: request.target,
          headers: { authorization: context.authorization },
        });
        if (before.status === 200) replaced.set(request.target, before.body);
      }
      const answer = await sendRaw(t.baseUrl, request);
      counts[group]++;
      if (group === 'valid' && answer.status < 300) validSucceeded++;
      const problems = problemsOf(contractCase, answer);
      if (problems.length > 0)
        failures.push(`${request.method} ${request.target.slice(0, 100)} [${contractCase.kind}]: ${problems.join(' | ')}`);
      const id = operation?.method === 'post' && answer.status === 201 ? idOf(answer) : undefined;
      if (id) created.push({ collection: operation!.path, id });
    }
    failureCount += failures.length;
    return failures;
  }

  it('reads every operation of the document (public and admin)', () => {
    expect(operations.filter((o) => !o.secured).length).toBeGreaterThanOrEqual(18);
    expect(operations.filter((o) => o.secured).length).toBeGreaterThanOrEqual(45);
  });

  it(
    'answers generated valid requests as documented (deletions last)',
    async () => {
      const ordered = [...operations.filter((o) => o.method !== 'delete'), ...operations.filter((o) => o.method === 'delete')];
      const failures: string[] = [];
      for (const operation of ordered) failures.push(...(await run(validCases(context, operation, VALID_RUNS), 'valid')));
      expect(failures).toEqual([]);
    },
    EVERY_OPERATION_BUDGET_MS,
  );

  it(
    'answers invalid requests (types, fields, ids, query values, bodies, sizes, no token) as documented',
    async () => {
      const failures: string[] = [];
      for (const operation of operations) failures.push(...(await run(invalidCases(context, operation), 'invalid')));
      expect(failures).toEqual([]);
    },
    EVERY_OPERATION_BUDGET_MS,
  );

  it(
    'answers 405 with Allow to methods a path does not declare',
    async () => {
      const failures: string[] = [];
      for (const path of Object.keys(document.paths)) {
        const declared = operations.filter((o) => o.path === path);
        failures.push(...(await run(undeclaredMethodCases(context, path, declared), 'methods')));
      }
      expect(failures).toEqual([]);
    },
    EVERY_OPERATION_BUDGET_MS,
  );

  it(
    'answers null where a value is wanted as documented',
    async () => {
      const failures: string[] = [];
      for (const operation of operations) failures.push(...(await run(nullCases(context, operation), 'null')));
      expect(failures).toEqual([]);
    },
    EVERY_OPERATION_BUDGET_MS,
  );
});
