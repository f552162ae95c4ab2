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
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, OPTIONS);
  return json as SchemaObject;
}

const OPTIONS = {
  target: 'openapi-3.0',
  io: 'input',
  unrepresentable: 'any',
  override: describeTakenValue,
} as const satisfies Parameters<typeof z.toJSONSchema>[1];

/**
 * A field whose value is first turned into what its schema takes (common's optional fields: null and '' become "not
 * sent") has no JSON Schema of its own input: it is described by the schema the value goes on to.
 */
function describeTakenValue({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
  if (!(zodSchema instanceof z.core.$ZodPipe) || !(zodSchema._zod.def.in instanceof z.core.$ZodTransform)) return;
  const { $schema: _dialect, ...taken } = z.toJSONSchema(zodSchema._zod.def.out, OPTIONS);
  const words = { ...jsonSchema };
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, taken, words);
}

/** The document with every named entity schema among its components. */
export function withEntitySchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  for (const [name, schema] of ENTITY_SCHEMAS) schemas[name] = entityJsonSchema(schema);
  return { ...document, components: { ...document.components, schemas } };
}
