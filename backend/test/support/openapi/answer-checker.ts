import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type OpenApiDocument, type ResponseObject, resolveResponse, type SchemaObject, schemaName } from './openapi-document';

/** What the server answered, read off the socket. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const DOCUMENT_ID = 'openapi';

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI 3.0 schemas as JSON Schema for ajv: `nullable` becomes a null alternative, `example` goes, references
 * point into one schema holding every component. Objects that list their properties accept no other property:
 * an answer carrying an undocumented field fails, so the document stays the whole truth about each answer.
 */
function toJsonSchema(schema: SchemaObject): JsonSchema {
  const { nullable, example: _example, $ref, properties, items, additionalProperties, allOf, oneOf, anyOf, format, ...rest } = schema;
  const converted: JsonSchema = { ...rest };
  if ($ref) converted.$ref = `${DOCUMENT_ID}#/definitions/${schemaName($ref)}`;
  if (format && format !== 'binary') converted.format = format;
  if (properties) {
    converted.properties = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, toJsonSchema(property)]));
    if (additionalProperties === undefined) converted.additionalProperties = false;
  }
  if (typeof additionalProperties === 'object') converted.additionalProperties = toJsonSchema(additionalProperties);
  else if (additionalProperties !== undefined) converted.additionalProperties = additionalProperties;
  if (items) converted.items = toJsonSchema(items);
  if (allOf) converted.allOf = allOf.map(toJsonSchema);
  if (oneOf) converted.oneOf = oneOf.map(toJsonSchema);
  if (anyOf) converted.anyOf = anyOf.map(toJsonSchema);
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const mediaTypeOf = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** Checks answers against the document: a documented status, the documented media type, a body of its schema. */
export class AnswerChecker {
  private readonly ajv = new Ajv({ strict: true, allErrors: true });
  private readonly validators = new Map<SchemaObject, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    const definitions = Object.fromEntries(Object.entries(document.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]));
    this.ajv.addSchema({ $id: DOCUMENT_ID, definitions });
  }

  /** The problems with one answer to an operation (empty when it agrees with the document). */
  check(responses: Record<string, ResponseObject | { $ref: string }>, answer: Answer, method: string): string[] {
    if (answer.status >= 500) return [`${answer.status}: a server fault (${answer.body.toString('utf8').slice(0, 200)})`];
    const documented = responses[String(answer.status)] ?? responses.default;
    if (!documented) return [`${answer.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    return this.checkBody(resolveResponse(this.document, documented), answer, method);
  }

  private checkBody(response: ResponseObject, answer: Answer, method: string): string[] {
    const content = response.content ?? {};
    const mediaType = mediaTypeOf(answer.headers['content-type']);
    if (method === 'head' || Object.keys(content).length === 0) {
      return answer.body.length === 0 || Object.keys(content).length > 0
        ? []
        : [`${answer.status} is documented without a body, but ${answer.body.length} bytes of ${mediaType || 'no type'} came`];
    }
    const documented = content[mediaType];
    if (!documented) return [`${answer.status} came as "${mediaType}", documented: ${Object.keys(content).join(', ')}`];
    if (!isJson(mediaType) || !documented.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return [`${answer.status} is not JSON: ${answer.body.toString('utf8').slice(0, 200)}`];
    }
    const validate = this.validatorOf(documented.schema);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).map(
      (e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
    return [`${answer.status} body does not match its schema: ${errors.slice(0, 3).join('; ')} in ${JSON.stringify(body).slice(0, 300)}`];
  }

  private validatorOf(schema: SchemaObject): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema));
      this.validators.set(schema, validate);
    }
    return validate;
  }
}
