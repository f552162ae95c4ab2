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

/** The query parameter of the visitor's manage link (the e-mails' `/book?manage=`): the signed token of their visit. */
export const MANAGE_VISIT_PARAM = 'manage';

/** Set after a change made through the manage link without JavaScript: what was done, shown once on the page. */
export const MANAGE_DONE_PARAM = 'done';
export const MANAGE_CHANGES = ['moved', 'cancelled'] as const;
export type ManageChange = (typeof MANAGE_CHANGES)[number];

/**
 * Why a change posted through the manage link was not made, when the server renders the page again for that post:
 * the time was taken meanwhile, the visit can no longer be changed, no time was chosen, or anything else.
 */
export const MANAGE_PROBLEM_PARAM = 'problem';
export const MANAGE_PROBLEMS = ['taken', 'unchangeable', 'choose', 'failed'] as const;
export type ManageProblem = (typeof MANAGE_PROBLEMS)[number];

/** The manage forms' fields: which change (`move` with a new `start`, or `cancel`). */
export const MANAGE_FORM_FIELDS = ['change', 'start'] as const;
