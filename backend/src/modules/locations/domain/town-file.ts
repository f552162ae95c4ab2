import type { Bilingual, ComarcaId } from '@costa-sol/common';

/** What the town content files hold (content/towns, town-pages), from which Location records are built. Plain data. */

export { COMARCAS, type ComarcaId } from '@costa-sol/common';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** content/towns/{english-slug}.yaml: one town. */
export interface TownFile {
  /** Name as written locally, with accents: 'Alhaurín el Grande'. The slug is generated from it. */
  name: string;
  /** English name only where it differs ('New Andalusia' for Nueva Andalucía). */
  nameEn?: string;
  /** Spanish slug only where it differs from the generated one (nueva-andalucia). */
  slugEs?: string;
  /** English slug only where the spec fixes one that differs from the generated one (new-andalusia). */
  slugEn?: string;
  comarca: ComarcaId;
  /** For localities that are not municipalities: the municipality they belong to ('Marbella'). */
  municipality?: string;
  /** Approximate centre of the town (WGS84). */
  coordinates?: Coordinates;
  /** Approximate altitude of the town centre in metres, as its English summary states it ("at about 640 m"). */
  altitudeM?: number;
  /** One or two sentences specific to this town (setting, altitude, coast/inland, typical homes, climate). */
  summary: Bilingual;
  /**
   * A few more sentences of the town's own, beyond the summary: well-established facts only (its setting, what it is
   * known for, its typical homes), written for the thinnest town pages.
   */
  about?: Bilingual;
  /** The owner's search title and meta description of the town's page, used as written; absent: made from its name and summary. */
  seoTitle?: Bilingual;
  seoDescription?: Bilingual;
  /** Only for the detailed towns. */
  detail?: TownDetail;
}

interface TownDetail {
  heroTitle: Bilingual;
  heroDescription: Bilingual;
  climateNotes: Bilingual;
  /** The town hall's own tax bonuses (IBI, ICIO) where something specific is known; they replace the generic town-hall tip. */
  localIncentives?: Bilingual[];
  neighborhoods: string[];
  landmarks: string[];
  postalCodes: string[];
}

/** content/town-pages/{town}/{english-slug}.yaml: a service sub-page of a town (Alhaurín el Grande has eleven). */
export interface TownServicePageFile {
  key: string;
  slugEn: string;
  slugEs: string;
  title: Bilingual;
  /** A shorter title for search results where `title` and the brand do not fit in 60 characters. */
  metaTitle?: Bilingual;
  metaDescription: Bilingual;
  intro: Bilingual;
  /** 3 to 5 sections, each a heading and one or two paragraphs. */
  sections: { heading: Bilingual; body: Bilingual }[];
}
