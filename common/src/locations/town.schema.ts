import { z } from 'zod/mini';
import { bilingualText, bilingualTextWithin } from '../content/bilingual-text.schema';
import { SLUG_PATTERN } from '../content/slug-pattern';
import { COMARCAS, isTownSlug, TOWN_LIMITS } from './town-rules';

/*
 * A town, the one shape of it: the admin's form checks it, the API validates its body with it (POST/PUT
 * /api/admin/towns), the OpenAPI document describes it, content/towns/{slug}.yaml files pass it and the town table's
 * rows are read through it. docs/architecture.md, "Add a field", says what else a new field touches.
 * A check whose refusal needs words of its own names a shared message code (common/src/leads/lead-messages.ts).
 */

const { lat, lng, altitudeM, servicePages } = TOWN_LIMITS;

const name = () => z.string().check(z.trim(), z.minLength(TOWN_LIMITS.name.min));
const townSlug = z
  .string()
  .check(z.regex(SLUG_PATTERN, 'slugInvalid'), z.maxLength(TOWN_LIMITS.slug.max, 'slugInvalid'), z.refine(isTownSlug, 'slugInvalid'));
const slug = z.string().check(z.regex(SLUG_PATTERN, 'slugInvalid'));
const shortText = z.string().check(z.trim(), z.minLength(2));

export const townSchema = z.strictObject({
  name: name().register(z.globalRegistry, {
    description: 'As written locally, with accents; the slugs are made from it.',
    example: 'Tolox',
  }),
  nameEn: z.optional(name()).register(z.globalRegistry, { description: 'English name, only where it differs.' }),
  slugEn: z.optional(townSlug).register(z.globalRegistry, {
    description: 'Only where it differs from the one made of the name; another one moves the town (301 from the old paths).',
  }),
  slugEs: z.optional(townSlug).register(z.globalRegistry, {
    description: 'Only where it differs from the one made of the name; another one moves the town (301 from the old paths).',
  }),
  // In the files' order (content:export writes the keys in this order).
  municipality: z.optional(name()).register(z.globalRegistry, { description: 'For a locality that is not a municipality.' }),
  comarca: z.enum(COMARCAS),
  coordinates: z
    .optional(
      z.strictObject({
        lat: z.number().check(z.minimum(lat.min), z.maximum(lat.max)),
        lng: z.number().check(z.minimum(lng.min), z.maximum(lng.max)),
      }),
    )
    .register(z.globalRegistry, { description: 'Without them the town has no nearby towns and is nobody’s.' }),
  altitudeM: z
    .optional(z.int().check(z.minimum(altitudeM.min), z.maximum(altitudeM.max)))
    .register(z.globalRegistry, { description: 'Whole metres, as the English summary states it.' }),
  summary: bilingualText,
  about: z.optional(bilingualText),
  seoTitle: z
    .optional(bilingualTextWithin(TOWN_LIMITS.seoTitle.max, 'seoTitleTooLong'))
    .register(z.globalRegistry, { description: `The search title, used as written: at most ${TOWN_LIMITS.seoTitle.max} characters.` }),
  seoDescription: z.optional(bilingualTextWithin(TOWN_LIMITS.seoDescription.max, 'seoDescriptionTooLong')).register(z.globalRegistry, {
    description: `The meta description, used as written: at most ${TOWN_LIMITS.seoDescription.max} characters.`,
  }),
  detail: z
    .optional(
      z.strictObject({
        heroTitle: bilingualText,
        heroDescription: bilingualText,
        climateNotes: bilingualText,
        localIncentives: z
          .optional(z.array(bilingualText))
          .register(z.globalRegistry, { description: "The town hall's own tax bonuses; they replace the generic tip." }),
        neighborhoods: z.array(shortText),
        landmarks: z.array(shortText),
        postalCodes: z
          .array(z.string().check(z.regex(TOWN_LIMITS.postalCode)))
          .register(z.globalRegistry, { description: 'Málaga postal codes (29xxx).' }),
      }),
    )
    .register(z.globalRegistry, { description: 'Only for the detailed towns: all of its fields or none.' }),
});

/** A town as the admin sends it and a file writes it. */
export type TownInput = z.input<typeof townSchema>;
/** A town once checked: its texts' references filled in. */
export type Town = z.output<typeof townSchema>;

/** A service sub-page of a town (content/town-pages/{town}/{english-slug}.yaml, without the file's `order`). */
export const townServicePageSchema = z.strictObject({
  key: slug,
  slugEn: slug,
  slugEs: slug,
  title: bilingualText,
  metaTitle: z.optional(bilingualText),
  metaDescription: bilingualText,
  intro: bilingualText,
  sections: z
    .array(z.strictObject({ heading: bilingualText, body: bilingualText }))
    .check(z.minLength(servicePages.sections.min), z.maxLength(servicePages.sections.max)),
});

export type TownServicePage = z.output<typeof townServicePageSchema>;

/** PUT /api/admin/towns/{slug}/pages: the town's sub-pages in their order. */
export const townPagesSchema = z.strictObject({ pages: z.array(townServicePageSchema).check(z.maxLength(servicePages.max)) });
