import { contactFields, contactMessageSchema, type LeadKind, quoteFields, quoteRequestSchema } from '@costa-sol/common';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';

/*
 * The bodies of POST /api/quotes and /api/contact, and of the same forms posted without JavaScript: common's one shape of
 * each (lead-request.schema.ts), one pipe for both ways in, one description in the OpenAPI document.
 */
export const QUOTE_REQUEST = entityApiSchema('QuoteRequestDto', quoteRequestSchema);
export const CONTACT_MESSAGE = entityApiSchema('ContactMessageDto', contactMessageSchema);
export const QUOTE_REQUEST_PIPE = new EntityBodyPipe(quoteRequestSchema);
export const CONTACT_MESSAGE_PIPE = new EntityBodyPipe(contactMessageSchema);

/** The fields a visitor fills in, by form: the names the HTML form posts, the same as the JSON API's. */
export const QUOTE_FIELD_NAMES = Object.keys(quoteFields) as (keyof typeof quoteFields)[];
export const CONTACT_FIELD_NAMES = Object.keys(contactFields) as (keyof typeof contactFields)[];
export const LEAD_FORM_FIELDS: Record<LeadKind, readonly string[]> = { quote: QUOTE_FIELD_NAMES, contact: CONTACT_FIELD_NAMES };
