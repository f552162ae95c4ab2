/** The parts of an OpenAPI 3.0 document that the contract test reads. */
export interface SchemaObject {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  nullable?: boolean;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  example?: unknown;
  default?: unknown;
  description?: string;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

interface MediaTypeObject {
  schema?: SchemaObject;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, { schema?: SchemaObject; required?: boolean }>;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { description?: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: OperationObject;
  /** Needs the admin's Bearer token. */
  secured: boolean;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
      .map(([method, operation]) => ({ method, path, operation, secured: (operation.security ?? []).length > 0 })),
  );
}

/** A schema with its `$ref` (and single-element `allOf`, how Nest writes a described reference) followed. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (schema.$ref) return resolveSchema(document, document.components.schemas[schemaName(schema.$ref)]);
  if (schema.allOf?.length === 1 && !schema.type && !schema.properties) {
    const { allOf, ...rest } = schema;
    return { ...resolveSchema(document, allOf[0]), ...rest };
  }
  return schema;
}

export function resolveResponse(document: OpenApiDocument, response: ResponseObject | { $ref: string }): ResponseObject {
  if ('$ref' in response) {
    const name = response.$ref.replace('#/components/responses/', '');
    const found = document.components.responses?.[name];
    if (!found) throw new Error(`No response ${response.$ref} in the document`);
    return found;
  }
  return response;
}

export function schemaName(ref: string): string {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) throw new Error(`Unsupported reference ${ref}`);
  return ref.slice(prefix.length);
}
