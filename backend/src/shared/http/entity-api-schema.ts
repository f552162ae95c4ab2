import type { OpenAPIObject } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod/mini';

/** The entity schemas of common the OpenAPI document describes, by their component name. */
const ENTITY_SCHEMAS = new Map<string, z.core.$ZodType>();

/**
 * An entity's schema in common, named as an OpenAPI component; its `ref` goes where a body or a property holds it
 * (`@ApiBody({ schema: TOWN.ref })`, `@ApiProperty({ allOf: [TOWN.ref] })`). The document describes the shape a client
 * sends (the schema's input); the checks a JSON Schema cannot say (a reserved slug) answer 400 with their field.
 */
export function entityApiSchema(name: string, schema: z.core.$ZodType): { ref: ReferenceObject } {
  const known = ENTITY_SCHEMAS.get(name);
  if (known && known !== schema) throw new Error(`Two entity schemas are named ${name} in the OpenAPI document`);
  ENTITY_SCHEMAS.set(name, schema);
  return { ref: { $ref: `#/components/schemas/${name}` } };
}

/** One entity schema as the OpenAPI 3.0 document writes it. */
function entityJsonSchema(schema: z.core.$ZodType): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return json as SchemaObject;
}

/** The document with every named entity schema among its components. */
export function withEntitySchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  for (const [name, schema] of ENTITY_SCHEMAS) schemas[name] = entityJsonSchema(schema);
  return { ...document, components: { ...document.components, schemas } };
}
