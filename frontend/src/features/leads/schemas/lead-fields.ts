import { entityFormSchema, withoutUndefined } from '../../../lib/entity-form-schema';

/** A visitor's form checked by its body's schema in common (lead-request.schema.ts); see entityFormSchema. */
export const leadFormSchema = entityFormSchema;

/** The same object without its undefined entries, so optional values left empty are not sent at all. */
export const omitUndefined = withoutUndefined;
