import { z } from 'zod/mini';
import { flag, optionalOwnerText, ownerText, photoId, wholeNumber } from '../forms/owner-field-rules';
import { TESTIMONIAL_FIELD_LIMITS } from './review-rules';

/*
 * A testimonial as staff write it (POST and PATCH /api/admin/testimonials; the admin's testimonial form): the one shape
 * of it. The API validates its bodies with it, the OpenAPI document describes it and the form checks with it. Texts are
 * plain text: shown as written, never as HTML. A photo id of no image is the API's to find.
 */

const L = TESTIMONIAL_FIELD_LIMITS;

export const testimonialSchema = z.strictObject({
  name: ownerText({ ...L.name, example: 'Sarah Thompson' }),
  location: optionalOwnerText({ max: L.location.max, example: 'Marbella', description: "Where the customer lives; '' for none." }),
  rating: wholeNumber({ ...L.rating, refusal: 'ratingInvalid', example: 5, description: 'Stars, a whole number.' }),
  photoId: photoId('An image of the media library shown on the card; null for none.'),
  serviceEn: ownerText({ ...L.service, example: 'Ducted air conditioning with Airzone' }),
  serviceEs: ownerText({ ...L.service, example: 'Aire por conductos con Airzone' }),
  reviewEn: ownerText({ ...L.review, multiline: true, description: 'Plain text; line breaks allowed.' }),
  reviewEs: ownerText({ ...L.review, multiline: true, description: 'Plain text; line breaks allowed.' }),
  isPublished: flag('Published testimonials are public; drafts are not.'),
});

/** PATCH /api/admin/testimonials/{id}: only the fields sent change. */
export const testimonialChangesSchema = z.partial(testimonialSchema);

export type TestimonialBody = z.output<typeof testimonialSchema>;
export type TestimonialChangesBody = z.output<typeof testimonialChangesSchema>;
