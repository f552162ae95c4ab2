import { schemaFieldErrors } from '@costa-sol/common';
import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod/mini';
import { fieldErrorsOf, validationFailure } from './validation-failure';

/**
 * A request body checked by its entity's one schema in common (the schema the admin form and the content files use):
 * the parsed value, or 400 with each field's shared message code (`@Body(new EntityBodyPipe(townSchema))`).
 */
export class EntityBodyPipe<Schema extends z.core.$ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(body: unknown): z.output<Schema> {
    const result = z.safeParse(this.schema, body);
    if (result.success) return result.data;
    const codes = schemaFieldErrors(this.schema, body);
    throw validationFailure(Object.assign({}, ...Object.entries(codes).map(([field, code]) => fieldErrorsOf(field, code))));
  }
}
