import type { LeadFormPost } from '../leads/lead-form-posts';

/** The fields of the booking form, as the HTML form posts them: the JSON API's names (POST /api/bookings). */
export const VISIT_FORM_FIELDS = ['kind', 'town', 'start', 'name', 'email', 'phone', 'address', 'notes'] as const;

/** The booking form posted without JavaScript and answered with its page again: what was typed and why it was not booked. */
export interface VisitFormPost extends Omit<LeadFormPost, 'kind'> {
  kind: 'visit';
}

/** A form posted without JavaScript: a lead form or the booking form. */
export type FormPost = LeadFormPost | VisitFormPost;

/** The query parameter of the booking page's confirmation view: the visit's id, whose kind, town and time it shows. */
export const BOOKED_VISIT_PARAM = 'booked';
