import { comarcaHubPath, distanceKm, type Language, townPath } from '@costa-sol/common';
import {
  buildLocation,
  DEFAULT_COORDINATES,
  type Location,
  type NearbyTown,
  type TownTexts,
  type TownPageFacts,
  type TownSlugs,
  townName,
  townSlugs,
} from '../domain/location';
import { LOCATIONS_PAGE_UPDATED } from '../domain/content-dates';
import { compassPoint, type ServiceReach, serviceReach } from '../domain/service-reach';
import { LocationNotFoundError } from '../domain/location.errors';
import { COMARCAS, type ComarcaId, type TownFile, type TownServicePageFile } from '../domain/town-file';

export interface LocationSummary {
  slug: string;
  slugs: TownSlugs;
  name: string;
  comarca: { id: ComarcaId; name: string };
  coordinates: { lat: number; lng: number };
  summary: string;
}

export interface ComarcaSummary {
  id: ComarcaId;
  name: string;
  count: number;
  towns: { name: string; slug: string }[];
}

export interface ComarcaHub {
  id: ComarcaId;
  name: string;
  climate: string;
  towns: ({ name: string; slug: string; altitudeM?: number } & ServiceReach)[];
}

export interface TownServicePage {
  key: string;
  slug: string;
  slugs: TownSlugs;
  town: { name: string; slug: string; slugs: TownSlugs };
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  sections: { heading: string; body: string }[];
}

const NEARBY = 6;
/** The provincial capital, whose distance each other town page gives (content/towns/malaga.yaml). */
const CAPITAL = 'malaga';
/** Altitude differences below this are "about the same height" on the page, so they are left out. */
const CLIMB_ROUNDING_M = 10;

/**
 * Every town of the province, by either language's slug; read synchronously by the pages. Built from the towns table
 * at start and replaced whole when a town is saved; the business settings' service area, brand and emergency promise
 * likewise, when the owner saves them (TownDirectoryRefresher).
 */
export class LocationDirectory {
  private bySlug = new Map<string, TownFile>();

  constructor(
    private towns: TownFile[],
    private servicePages: Record<string, TownServicePageFile[]>,
    private readonly texts: TownTexts,
    private readonly publicUrl: string,
    private facts: TownPageFacts,
  ) {
    this.replace(towns, servicePages);
  }

  /** Takes the business settings' facts as the owner last saved them. */
  useFacts(facts: TownPageFacts): void {
    this.facts = facts;
  }

  /** Takes a new set of towns at once; two towns sharing a slug are refused and the old set stays. */
  replace(towns: TownFile[], servicePages: Record<string, TownServicePageFile[]>): void {
    const bySlug = new Map<string, TownFile>();
    for (const town of towns) {
      const slugs = townSlugs(town);
      for (const slug of new Set([slugs.en, slugs.es])) {
        const clash = bySlug.get(slug);
        if (clash && clash !== town) throw new Error(`Two towns share the slug "${slug}": ${clash.name} and ${town.name}`);
        bySlug.set(slug, town);
      }
    }
    this.bySlug = bySlug;
    this.towns = towns;
    this.servicePages = servicePages;
  }

  /** The town whose English or Spanish slug this is, if any. */
  townWithSlug(slug: string): TownFile | undefined {
    return this.bySlug.get(slug);
  }

  get size(): number {
    return this.towns.length;
  }

  /** A town's English slug (the key other modules keep) and whether it is in the standard-response area; null when unknown. */
  townReach(slug: string): { slug: string; standardResponse: boolean } | null {
    const town = this.bySlug.get(slug);
    if (!town) return null;
    const { standardResponse } = serviceReach(town.coordinates ?? DEFAULT_COORDINATES, this.facts.area);
    return { slug: townSlugs(town).en, standardResponse };
  }

  find(slug: string, language: Language): Location {
    const town = this.bySlug.get(slug);
    if (!town) throw new LocationNotFoundError();
    const location = buildLocation(town, language, this.publicUrl, this.texts, this.facts, this.servicePages[townSlugs(town).en]);
    if (town.coordinates) {
      location.nearby = this.nearby(town, language);
      const capital = this.bySlug.get(CAPITAL);
      if (capital?.coordinates && capital !== town) {
        const km = Math.round(distanceKm(town.coordinates, capital.coordinates));
        if (km > 0)
          location.capital = {
            name: townName(capital, language),
            distanceKm: km,
            direction: compassPoint(town.coordinates, capital.coordinates),
          };
      }
    }
    return location;
  }

  list(language: Language, comarca?: ComarcaId): LocationSummary[] {
    const collator = new Intl.Collator(language === 'es' ? 'es' : 'en');
    return this.towns
      .filter((town) => !comarca || town.comarca === comarca)
      .map((town) => {
        const slugs = townSlugs(town);
        return {
          slug: slugs[language],
          slugs,
          name: townName(town, language),
          comarca: { id: town.comarca, name: this.texts.comarcas[town.comarca].name[language] },
          coordinates: town.coordinates ?? { lat: 36.72, lng: -4.42 },
          summary: town.summary[language],
        };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  comarcas(language: Language): ComarcaSummary[] {
    const towns = this.list(language);
    return COMARCAS.map((id) => {
      const inComarca = towns.filter((town) => town.comarca.id === id);
      return {
        id,
        name: this.texts.comarcas[id].name[language],
        count: inComarca.length,
        towns: inComarca.map(({ name, slug }) => ({ name, slug })),
      };
    });
  }

  /** A comarca's hub: its climate and every town with its distance from the base, nearest first. */
  comarca(id: string, language: Language): ComarcaHub {
    const comarca = COMARCAS.find((known) => known === id);
    if (!comarca) throw new LocationNotFoundError();
    const towns = this.towns
      .filter((town) => town.comarca === comarca)
      .map((town) => ({
        name: townName(town, language),
        slug: townSlugs(town)[language],
        ...serviceReach(town.coordinates ?? DEFAULT_COORDINATES, this.facts.area),
        ...(town.altitudeM !== undefined && { altitudeM: town.altitudeM }),
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, language));
    return {
      id: comarca,
      name: this.texts.comarcas[comarca].name[language],
      climate: this.texts.comarcas[comarca].climate[language],
      towns,
    };
  }

  servicePage(townSlug: string, pageSlug: string, language: Language): TownServicePage {
    const town = this.bySlug.get(townSlug);
    const slugs = town && townSlugs(town);
    const page = slugs && this.servicePages[slugs.en]?.find((p) => p.slugEn === pageSlug || p.slugEs === pageSlug);
    if (!town || !slugs || !page) throw new LocationNotFoundError();
    return {
      key: page.key,
      slug: language === 'en' ? page.slugEn : page.slugEs,
      slugs: { en: page.slugEn, es: page.slugEs },
      town: { name: townName(town, language), slug: slugs[language], slugs },
      title: page.title[language],
      metaTitle: (page.metaTitle ?? page.title)[language],
      metaDescription: page.metaDescription[language],
      intro: page.intro[language],
      sections: page.sections.map((section) => ({ heading: section.heading[language], body: section.body[language] })),
    };
  }

  /** Every comarca hub, town page and sub-page as an English/Spanish path pair with its content's date (for the sitemap). */
  pathPairs(): { en: string; es: string; lastModified: Date }[] {
    const { comarcaHub, town: townPage, townServicePage } = LOCATIONS_PAGE_UPDATED;
    const hubs = COMARCAS.map((id) => ({ en: comarcaHubPath(id, 'en'), es: comarcaHubPath(id, 'es'), lastModified: comarcaHub }));
    return [
      ...hubs,
      ...this.towns.flatMap((town) => {
        const slugs = townSlugs(town);
        return [
          { en: townPath(slugs.en, 'en'), es: townPath(slugs.es, 'es'), lastModified: townPage },
          ...(this.servicePages[slugs.en] ?? []).map((page) => ({
            en: townPath(`${slugs.en}/${page.slugEn}`, 'en'),
            es: townPath(`${slugs.es}/${page.slugEs}`, 'es'),
            lastModified: townServicePage,
          })),
        ];
      }),
    ];
  }

  private nearby(here: TownFile, language: Language): NearbyTown[] {
    const from = here.coordinates!;
    return this.towns
      .filter((town) => town !== here && town.coordinates)
      .map((town) => ({ town, km: distanceKm(from, town.coordinates!) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, NEARBY)
      .map(({ town, km }) => ({
        name: townName(town, language),
        slug: townSlugs(town)[language],
        distanceKm: Math.round(km),
        direction: compassPoint(from, town.coordinates!),
        ...climb(here.altitudeM, town.altitudeM),
      }));
  }
}

/** How much higher the other town stands, to the nearest 10 m, where both altitudes are known and differ by that much. */
function climb(from: number | undefined, to: number | undefined): { climbM?: number } {
  if (from === undefined || to === undefined) return {};
  const metres = Math.round((to - from) / CLIMB_ROUNDING_M) * CLIMB_ROUNDING_M;
  return metres === 0 ? {} : { climbM: metres };
}
