/** Shapes of GET /api/locations… (docs/api.md). */
export interface ComarcaSummary {
  id: string;
  name: string;
  count: number;
  towns: { name: string; slug: string }[];
}

export interface LocationDetail {
  id: string;
  slug: string;
  name: string;
  province: string;
  comarca: { id: string; name: string };
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  canonicalUrl: string;
  heroTitle: string;
  heroDescription: string;
  climateNotes: string;
  localIncentives: string[];
  coordinates: { lat: number; lng: number };
  faqs: { question: string; answer: string }[];
  summary?: string;
  municipality?: string;
  neighborhoods?: string[];
  landmarks?: string[];
  postalCodes?: string[];
  nearby?: { name: string; slug: string }[];
  servicePages?: { key: string; slug: string; slugs: { en: string; es: string }; title: string }[];
  /** The slug in each language, for the alternate links. */
  slugs: { en: string; es: string };
}

export interface TownServicePageDetail {
  key: string;
  slug: string;
  slugs: { en: string; es: string };
  town: { name: string; slug: string; slugs: { en: string; es: string } };
  title: string;
  metaDescription: string;
  intro: string;
  sections: { heading: string; body: string }[];
}
