import type { Type } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';

/** Does the OpenAPI document mark this property of the DTO nullable (`nullable: true` in its ApiProperty)? */
function documentedNullable(dto: Type<unknown>, key: string): boolean {
  const property: unknown = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype as object, key);
  return typeof property === 'object' && property !== null && 'nullable' in property && property.nullable === true;
}

/**
 * The fields of a JSON body sent as null where the OpenAPI document does not allow null (docs/api.md, "null").
 * Read from the same decorators that write the document, so the rule and the document cannot disagree, and a
 * new DTO follows it without doing anything.
 */
export function nullsNotAllowed(body: unknown, dto: Type<unknown> | undefined): string[] {
  // A body typed by an entity schema of common (EntityBodyPipe) has no DTO class: its schema says where null goes.
  if (!dto || dto === Object || dto === Array || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body)
    .filter(([key, value]) => value === null && !documentedNullable(dto, key))
    .map(([key]) => key);
}
