import fc from 'fast-check';
import { type DocumentedOperation, type OpenApiDocument, resolveSchema, type SchemaObject } from './openapi-document';
import {
  type CaseContext,
  type ContractCase,
  isMultipart,
  JSON_TYPE,
  jsonBodySchema,
  partsArbitrary,
  rawRequest,
  type RequestParts,
  seedOf,
} from './contract-request';
import { multipartBody, type RawRequest } from './raw-http';

/** Past the API's 16 KB limit for JSON bodies. */
const OVERSIZED_JSON = JSON.stringify({ padding: 'x'.repeat(17 * 1024) });
/** Past the upload limit of 15 MB. */
const OVERSIZED_UPLOAD_BYTES = 15 * 1024 * 1024 + 1024;
const GARBAGE_BODIES = ['\u0000', '{', '{"a":', '[]', '"text"', '12', 'true', '{"a":1}}', 'undefined', '\uFEFF'];
const NOT_UUIDS = ['not-a-uuid', '12345', '00000000-0000-0000-0000-00000000000g', `${'a'.repeat(300)}`];

/** A value of another type than the schema's. */
function wrongTypeOf(document: OpenApiDocument, given: SchemaObject): unknown {
  const schema = resolveSchema(document, given);
  switch (schema.type) {
    case 'string':
      return schema.enum ? 'AAA' : 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    default:
      return ['not', 'an', 'object'];
  }
}

/** Query or path texts a parameter of this schema refuses. */
function badParameterTexts(document: OpenApiDocument, given: SchemaObject | undefined): string[] {
  const schema = resolveSchema(document, given ?? { type: 'string' });
  if (schema.enum) return ['AAA', ''];
  if (schema.format === 'uuid') return NOT_UUIDS;
  if (schema.format === 'date') return ['2026-13-45', 'yesterday', '2026-02-30'];
  switch (schema.type) {
    case 'number':
    case 'integer':
      return [
        'abc',
        '1e999',
        ...(schema.minimum !== undefined ? [String(schema.minimum - 1)] : []),
        ...(schema.maximum !== undefined ? [String(schema.maximum + 1)] : []),
        ...(schema.type === 'integer' ? ['1.5'] : []),
      ];
    case 'boolean':
      return ['maybe', '2'];
    default:
      return [];
  }
}

/** Requests that break the document: wrong types, unknown fields, bad ids and query values, garbage bodies, no token. */
export function invalidCases(context: CaseContext, operation: DocumentedOperation): ContractCase[] {
  const { document } = context;
  const [base] = fc.sample(partsArbitrary(context, operation, true), {
    seed: seedOf(`invalid ${operation.method} ${operation.path}`),
    numRuns: 1,
  });
  const cases: ContractCase[] = [];
  const add = (kind: string, request: RawRequest, invalid = true) =>
    cases.push({ kind, operation, path: operation.path, request, invalid });
  const valid = rawRequest(context, operation, base, 0);
  const withParts = (parts: Partial<RequestParts>) => rawRequest(context, operation, { ...base, ...parts }, 0);

  if (operation.secured) {
    const { authorization: _dropped, ...anonymous } = valid.headers ?? {};
    add('no token', { ...valid, headers: anonymous });
  }
  for (const parameter of operation.operation.parameters ?? []) {
    for (const text of badParameterTexts(document, parameter.schema)) {
      if (parameter.in === 'path')
        add(`bad path ${parameter.name}`, withParts({ pathValues: { ...base.pathValues, [parameter.name]: text } }));
      if (parameter.in === 'query') add(`bad query ${parameter.name}`, withParts({ query: [...base.query, [parameter.name, text]] }));
    }
    if (parameter.in === 'query') {
      add(`repeated query ${parameter.name}`, withParts({ query: [...base.query, [parameter.name, 'a'], [parameter.name, 'b']] }));
    }
  }
  if (operation.path.includes('{')) {
    add('badly encoded path', { ...valid, target: valid.target.replace(/^([^?]*\/)[^/?]+/, '$1%E0%A4%A') });
  }
  if ((operation.operation.parameters ?? []).some((p) => p.in === 'query')) {
    add('unknown query parameter', withParts({ query: [...base.query, ['notAParameter', '1']] }));
  }
  const bodySchema = jsonBodySchema(operation);
  if (bodySchema) {
    const schema = resolveSchema(document, bodySchema);
    const body = (base.body ?? {}) as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      add(`wrong type ${name}`, withParts({ body: { ...body, [name]: wrongTypeOf(document, property) } }));
    }
    for (const name of schema.required ?? []) {
      const { [name]: _missing, ...rest } = body;
      add(`missing ${name}`, withParts({ body: rest }));
    }
    add('unknown field', withParts({ body: { ...body, notAField: 'x' } }));
    add('wrong body type', withParts({ body: ['not', 'an', 'object'] }));
    add('text/plain body', { ...valid, headers: { ...valid.headers, 'content-type': 'text/plain' } });
    add('form-encoded body', { ...valid, headers: { ...valid.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
    add('body without a type', { ...valid, headers: { ...valid.headers, 'content-type': '' } });
    add('oversized body', { ...valid, body: OVERSIZED_JSON });
  }
  if (isMultipart(operation)) {
    add('JSON instead of multipart', { ...valid, headers: { ...valid.headers, 'content-type': JSON_TYPE }, body: '{}' });
    const notAnImage = multipartBody(
      { altEn: 'A text file', altEs: 'Un fichero de texto' },
      { name: 'file', bytes: Buffer.from('hello'), type: 'image/png' },
    );
    add('not an image', { ...valid, headers: { ...valid.headers, 'content-type': notAnImage.contentType }, body: notAnImage.body });
    const noFile = multipartBody({ altEn: 'No file at all', altEs: 'Sin fichero' });
    add('no file', { ...valid, headers: { ...valid.headers, 'content-type': noFile.contentType }, body: noFile.body });
    const huge = multipartBody(
      { altEn: 'A huge image', altEs: 'Una imagen enorme' },
      { name: 'file', bytes: Buffer.alloc(OVERSIZED_UPLOAD_BYTES, 1), type: 'image/png' },
    );
    add('oversized upload', { ...valid, headers: { ...valid.headers, 'content-type': huge.contentType }, body: huge.body });
  }
  // Sent to every operation, as a fuzzer would (a few to those without a body); only those that read a body must
  // refuse it, the others may ignore it.
  const takesBody = operation.operation.requestBody !== undefined;
  for (const garbage of takesBody ? GARBAGE_BODIES : GARBAGE_BODIES.slice(0, 2)) {
    const request = { ...valid, headers: { ...valid.headers, 'content-type': JSON_TYPE }, body: garbage };
    add(`garbage JSON body ${JSON.stringify(garbage)}`, request, takesBody);
  }
  return cases;
}

/** Null where the schemas want a value: the whole body, then each field in turn. */
export function nullCases(context: CaseContext, operation: DocumentedOperation): ContractCase[] {
  const bodySchema = jsonBodySchema(operation);
  if (!bodySchema) return [];
  const [base] = fc.sample(partsArbitrary(context, operation, true), {
    seed: seedOf(`null ${operation.method} ${operation.path}`),
    numRuns: 1,
  });
  const schema = resolveSchema(context.document, bodySchema);
  const body = (base.body ?? {}) as Record<string, unknown>;
  const nullable = (property: SchemaObject) => resolveSchema(context.document, property).nullable === true;
  const cases: ContractCase[] = [
    {
      kind: 'null body',
      operation,
      path: operation.path,
      request: { ...rawRequest(context, operation, base, 0), body: 'null' },
      invalid: true,
    },
  ];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    cases.push({
      kind: `null ${name}`,
      operation,
      path: operation.path,
      request: rawRequest(context, operation, { ...base, body: { ...body, [name]: null } }, 0),
      invalid: !property.nullable && !nullable(property),
    });
  }
  return cases;
}
