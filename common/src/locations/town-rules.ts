import { SLUG_PATTERN } from '../content/slug-pattern';
import type { Language } from '../i18n/languages';
import { ARTICLE_FIELD_LIMITS } from '../pages/article-rules';

/** The comarcas of the province, the groups every town belongs to (content/comarcas.yaml names them). */
export const COMARCAS = [
  'malaga-costa-del-sol',
  'axarquia',
  'valle-del-guadalhorce',
  'antequera',
  'serrania-de-ronda',
  'sierra-de-las-nieves',
] as const;
export type ComarcaId = (typeof COMARCAS)[number];

/**
 * A town's limits, as content/towns files and the admin's town form both check them (the API checks the file's schema,
 * built from these).
 */
export const TOWN_LIMITS = {
  name: { min: 2 },
  /** The province's box (WGS84). */
  lat: { min: 36, max: 37.5 },
  lng: { min: -5.7, max: -3.7 },
  altitudeM: { min: 0, max: 2000 },
  /** A Málaga postal code. */
  postalCode: /^29\d{3}$/,
  /** A slug fits a path segment; 'comarca' and 'new' are taken by the comarca hubs and the admin's new-town form. */
  slug: { max: 80, reserved: ['comarca', 'new'] },
  /** A town's service sub-pages: at most this many, each with 3 to 5 sections (a heading and its paragraph). */
  servicePages: { max: 20, sections: { min: 3, max: 5 } },
  /** The owner's search title and description of a town's page, used as written (both languages, or neither). */
  seoTitle: ARTICLE_FIELD_LIMITS.seoTitle,
  seoDescription: ARTICLE_FIELD_LIMITS.seoDescription,
} as const;

/** Whether a town may live at this slug (either language), as the API and the admin's town form both check it. */
export function isTownSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && slug.length <= TOWN_LIMITS.slug.max && !TOWN_LIMITS.slug.reserved.some((taken) => taken === slug);
}

/** The town form's own words, besides the shared validation messages. */
export const TOWN_FORM_MESSAGES: Record<
  Language,
  {
    latRange: string;
    lngRange: string;
    altitudeRange: string;
    postalCode: string;
    sections: string;
    sectionEmpty: string;
    sectionsMismatch: string;
  }
> = {
  en: {
    latRange: `A latitude from ${TOWN_LIMITS.lat.min} to ${TOWN_LIMITS.lat.max} (the province of Málaga)`,
    lngRange: `A longitude from ${TOWN_LIMITS.lng.min} to ${TOWN_LIMITS.lng.max} (the province of Málaga)`,
    altitudeRange: `Whole metres from ${TOWN_LIMITS.altitudeM.min} to ${TOWN_LIMITS.altitudeM.max}`,
    postalCode: 'Málaga postal codes (29xxx), one a line',
    sections: `${TOWN_LIMITS.servicePages.sections.min} to ${TOWN_LIMITS.servicePages.sections.max} sections, each a line "## Heading" and its paragraph`,
    sectionEmpty: 'Each section needs its heading and its paragraph',
    sectionsMismatch: 'Write as many sections in Spanish as in English',
  },
  es: {
    latRange: `Una latitud de ${TOWN_LIMITS.lat.min} a ${TOWN_LIMITS.lat.max} (la provincia de Málaga)`,
    lngRange: `Una longitud de ${TOWN_LIMITS.lng.min} a ${TOWN_LIMITS.lng.max} (la provincia de Málaga)`,
    altitudeRange: `Metros enteros de ${TOWN_LIMITS.altitudeM.min} a ${TOWN_LIMITS.altitudeM.max}`,
    postalCode: 'Códigos postales de Málaga (29xxx), uno por línea',
    sections: `De ${TOWN_LIMITS.servicePages.sections.min} a ${TOWN_LIMITS.servicePages.sections.max} secciones, cada una con una línea "## Título" y su párrafo`,
    sectionEmpty: 'Cada sección necesita su título y su párrafo',
    sectionsMismatch: 'Escribe tantas secciones en español como en inglés',
  },
};

const UNIQUE_PAGE_FIELDS = ['key', 'slugEn', 'slugEs'] as const;

/**
 * Where a town's service sub-pages repeat a key or a slug an earlier page of the town has: each later one. The API
 * refuses them (slugTaken at "pages.2.slugEs") and the admin's form says so at the field.
 */
export function repeatedTownPageFields(
  pages: readonly { key: string; slugEn: string; slugEs: string }[],
): { index: number; field: (typeof UNIQUE_PAGE_FIELDS)[number] }[] {
  return UNIQUE_PAGE_FIELDS.flatMap((field) => {
    const seen = new Set<string>();
    return pages.flatMap((page, index) => {
      if (!seen.has(page[field])) {
        seen.add(page[field]);
        return [];
      }
      return [{ index, field }];
    });
  });
}
