import fc from 'fast-check';
import type { DocumentedOperation, OpenApiDocument, SchemaObject } from './openapi-document';
import { multipartBody, type RawRequest } from './raw-http';
import { asParameterText, exampleValue, validValue } from './schema-arbitrary';

/** One request of the contract test and what it is meant to be. */
export interface ContractCase {
  kind: string;
  /** Absent: a method that the path does not declare. */
  operation?: DocumentedOperation;
  path: string;
  request: RawRequest;
  /** The request breaks the document's own rules, so a 2xx answer is a failure too. */
  invalid: boolean;
}

export interface CaseContext {
  document: OpenApiDocument;
  /** The admin's `Bearer …` header. */
  authorization: string;
  /** Rows this test created, by the path of the POST that made them (never seeded ones, which other suites read). */
  created: readonly { collection: string; id: string }[];
  /** Small distinct images for uploads (the library refuses the same file twice). */
  images: readonly Buffer[];
}

export interface RequestParts {
  pathValues: Record<string, string>;
  query: [string, string][];
  body?: unknown;
}

export const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
/** A stable seed per operation: adding an operation does not change the requests sent to the others. */
export function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

export function jsonBodySchema(operation: DocumentedOperation): SchemaObject | undefined {
  return operation.operation.requestBody?.content[JSON_TYPE]?.schema;
}

export function isMultipart(operation: DocumentedOperation): boolean {
  return operation.operation.requestBody?.content[MULTIPART_TYPE] !== undefined;
}

/** Path, query and body of a request; `fromExamples`: the document's examples wherever it gives one. */
export function partsArbitrary(context: CaseContext, operation: DocumentedOperation, fromExamples = false): fc.Arbitrary<RequestParts> {
  const { document, created } = context;
  const ids = created.map((row) => row.id);
  // A path id comes from its own collection's rows (`/api/admin/testimonials/{id}`: POST /api/admin/testimonials).
  const ownIds = created.filter((row) => operation.path.startsWith(`${row.collection}/{`)).map((row) => row.id);
  const pathIds = ownIds.length > 0 ? ownIds : ids;
  const parameters = operation.operation.parameters ?? [];
  const valueOf = (schema: SchemaObject | undefined, example: unknown) =>
    validValue(document, { ...(schema ?? { type: 'string' }), ...(example !== undefined && { example }) }, pathIds).map(asParameterText);
  // A path segment is never empty: `/towns/` is another path.
  const segmentOf = (schema: SchemaObject | undefined, example: unknown) =>
    valueOf({ ...schema, minLength: Math.max(1, schema?.minLength ?? 0) }, example);
  const path = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, segmentOf(p.schema, p.example)])),
  );
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const query = fc
    .record(Object.fromEntries(queryParameters.map((p) => [p.name, valueOf(p.schema, p.example)])), {
      requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name),
    })
    .map((values) => Object.entries(values) as [string, string][]);
  const bodySchema = jsonBodySchema(operation) ?? operation.operation.requestBody?.content[MULTIPART_TYPE]?.schema;
  const body = bodySchema ? (fromExamples ? exampleValue : validValue)(document, bodySchema, ids) : fc.constant(undefined);
  return fc.record({ pathValues: path, query, body });
}

export function target(operation: DocumentedOperation | { path: string }, parts: Pick<RequestParts, 'pathValues' | 'query'>): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(parts.pathValues[name] ?? 'x'));
  const query = new URLSearchParams(parts.query).toString();
  return query ? `${path}?${query}` : path;
}

export function rawRequest(context: CaseContext, operation: DocumentedOperation, parts: RequestParts, imageIndex: number): RawRequest {
  const headers: Record<string, string> = operation.secured ? { authorization: context.authorization } : {};
  const request: RawRequest = { method: operation.method.toUpperCase(), target: target(operation, parts), headers };
  if (isMultipart(operation)) {
    const fields = Object.entries((parts.body ?? {}) as Record<string, unknown>).filter(([name]) => name !== 'file');
    const image = context.images[imageIndex % context.images.length];
    const form = multipartBody(Object.fromEntries(fields.map(([n, v]) => [n, String(v)])), {
      name: 'file',
      bytes: image,
      type: 'image/png',
    });
    return { ...request, headers: { ...headers, 'content-type': form.contentType }, body: form.body };
  }
  if (parts.body !== undefined) return { ...request, headers: { ...headers, 'content-type': JSON_TYPE }, body: JSON.stringify(parts.body) };
  return request;
}
