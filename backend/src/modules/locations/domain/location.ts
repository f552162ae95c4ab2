import {
  type Bilingual,
  type BusinessSettings,
  DESCRIPTION_MAX,
  fitDescription,
  fitTitle,
  type Language,
  milesAndKm,
  type ServiceArea,
  serviceArea,
  TITLE_MAX,
  townPath,
} from '@costa-sol/common';
import { type HeatingEmphasis, heatingEmphasis } from './heating-emphasis';
import { type CompassPoint, type ServiceReach, serviceReach } from './service-reach';
import { slugify } from './slugify';
import type { ComarcaId, Coordinates, TownFile, TownServicePageFile } from './town-file';

export const DEFAULT_COORDINATES: Coordinates = { lat: 36.72, lng: -4.42 };
const PROVINCE = 'Málaga';

/** What town pages state from the business settings: the brand in their titles, the service area and the emergency promise. */
export interface TownPageFacts {
  brandWithTrade: string;
  area: ServiceArea;
  emergencyResponseHours: number;
}

export function townPageFacts(
  settings: Pick<BusinessSettings, 'brandWithTrade' | 'emergencyResponseHours' | 'address' | 'geo' | 'serviceRadiusMeters'>,
): TownPageFacts {
  return {
    brandWithTrade: settings.brandWithTrade,
    area: serviceArea(settings),
    emergencyResponseHours: settings.emergencyResponseHours,
  };
}

/** The texts towns share, from the content files (content/comarcas.yaml, content/incentives.yaml). */
export interface TownTexts {
  comarcas: Record<ComarcaId, { name: Bilingual; climate: Bilingual }>;
  /** The generic town-hall tip; a town's own note takes its place. */
  townHallIncentive: Bilingual;
  widerIncentives: Bilingual[];
}

export interface TownSlugs {
  en: string;
  es: string;
}

export interface Location {
  id: string;
  slug: string;
  slugs: TownSlugs;
  name: string;
  province: string;
  comarca: { id: ComarcaId; name: string };
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  canonicalUrl: string;
  heroTitle: string;
  heroDescription: string;
  climateNotes: string;
  localIncentives: string[];
  /** The town has climate and incentive notes of its own; the others share their comarca's (shown on its hub page). */
  ownNotes: boolean;
  coordinates: Coordinates;
  /** Distance, direction and whether the town is in the standard-response area (service-reach.ts). */
  reach: ServiceReach;
  /** Where the data gives it: the altitude and what it means for heating versus cooling. */
  altitude?: { metres: number; emphasis: HeatingEmphasis };
  faqs: { question: string; answer: string }[];
  summary: string;
  /** More of the town's own text, where the content gives it. */
  about?: string;
  /** Where the provincial capital lies from the town (not on Málaga's own page). */
  capital?: { name: string; distanceKm: number; direction: CompassPoint };
  municipality?: string;
  neighborhoods?: string[];
  landmarks?: string[];
  postalCodes?: string[];
  servicePages?: { key: string; slug: string; slugs: TownSlugs; title: string }[];
  nearby?: NearbyTown[];
}

/** A town near another: how far, which way and, where both altitudes are known, how much higher (negative: lower). */
export interface NearbyTown {
  name: string;
  slug: string;
  distanceKm: number;
  direction: CompassPoint;
  climbM?: number;
}

/** The spec's slug rule; the spec's own English and Spanish slugs win where they differ (new-andalusia). */
export function townSlugs(town: TownFile): TownSlugs {
  return { en: town.slugEn ?? slugify(town.nameEn ?? town.name), es: town.slugEs ?? slugify(town.name) };
}

export function townName(town: TownFile, language: Language): string {
  return language === 'en' ? (town.nameEn ?? town.name) : town.name;
}

/** Seven search phrases in the page's language. */
function keywordsFor(name: string, comarca: string, language: Language): string[] {
  return language === 'en'
    ? [
        `air conditioning ${name}`,
        `heat pump installation ${name}`,
        `solar panels ${name}`,
        `HVAC repair ${name}`,
        `aerothermal heating ${name}`,
        `air conditioning maintenance ${name}`,
        `HVAC installer ${comarca}`,
      ]
    : [
        `aire acondicionado ${name}`,
        `instalación bomba de calor ${name}`,
        `placas solares ${name}`,
        `reparación climatización ${name}`,
        `aerotermia ${name}`,
        `mantenimiento aire acondicionado ${name}`,
        `instalador climatización ${comarca}`,
      ];
}

/**
 * Three FAQs whose answers come from the town's data: coverage (distance, standard-response area or appointment; the
 * base's own town is not "0 km" from it), installation time (1-2 days for most homes) and local incentives (the
 * town's own note if any, else the town hall's: the municipality's, for a locality that is not one).
 */
function faqsFor(
  { name, townHall }: { name: string; townHall: string },
  reach: ServiceReach,
  incentive: string | undefined,
  { area, emergencyResponseHours: hours }: TownPageFacts,
  language: Language,
): { question: string; answer: string }[] {
  const { distanceKm, standardResponse } = reach;
  const atBase = distanceKm === 0;
  const { base, radiusKm } = area;
  return language === 'en'
    ? [
        {
          question: `Do you install and service HVAC systems in ${name}?`,
          answer: standardResponse
            ? atBase
              ? `Yes. Our base is in ${name} itself: visits on any working day, and breakdowns 24/7 within about ${hours} hours.`
              : `Yes. ${name} is ${distanceKm} km from our ${base} base, inside our ${milesAndKm(area, 'modifier')} standard-response area: visits on any working day, and breakdowns 24/7 within about ${hours} hours.`
            : `Yes, by appointment: ${name} is ${distanceKm} km from our ${base} base, beyond our ${milesAndKm(area, 'modifier')} standard-response area.`,
        },
        {
          question: `How long does an installation take in ${name}?`,
          answer: 'Most homes take one to two days; larger projects are planned after the survey.',
        },
        {
          question: `Are there incentives for heat pumps or solar in ${name}?`,
          answer:
            incentive ??
            `Ask the town hall of ${townHall} about IBI and ICIO bonuses for solar; income-tax deductions and regional programmes may also apply.`,
        },
      ]
    : [
        {
          question: `¿Instaláis y mantenéis equipos de climatización en ${name}?`,
          answer: standardResponse
            ? atBase
              ? `Sí. Nuestra base está en el propio ${name}: visitas cualquier día laborable y averías 24/7 en unas ${hours} horas.`
              : `Sí. ${name} está a ${distanceKm} km de nuestra base de ${base}, dentro de nuestra zona de respuesta habitual de ${radiusKm} km: visitas cualquier día laborable y averías 24/7 en unas ${hours} horas.`
            : `Sí, con cita: ${name} está a ${distanceKm} km de nuestra base de ${base}, fuera de nuestra zona de respuesta habitual de ${radiusKm} km.`,
        },
        {
          question: `¿Cuánto dura una instalación en ${name}?`,
          answer: 'La mayoría de las viviendas, uno o dos días; los proyectos grandes se planifican tras la visita.',
        },
        {
          question: `¿Hay ayudas para aerotermia o placas solares en ${name}?`,
          answer:
            incentive ??
            `Pregunta en el ayuntamiento de ${townHall} por las bonificaciones del IBI y del ICIO para solar; también pueden aplicarse deducciones en el IRPF y programas autonómicos.`,
        },
      ];
}

/** The first of the titles (most descriptive first) that fits with the brand (the town's name alone, at the last), or the last one fitted. */
function townTitle(candidates: string[], brand: string): string {
  const withBrand = candidates.map((candidate) => `${candidate} | ${brand}`);
  return withBrand.find((title) => title.length <= TITLE_MAX) ?? fitTitle(candidates[candidates.length - 1], brand);
}

/**
 * Whole sentences of the town's summary, then the call to action, within the description's length; when even the
 * first sentence leaves no room for it, the summary's whole sentences alone (never a sentence cut: common fitDescription).
 */
function townDescription(summary: string, callToAction: string): string {
  const withCallToAction = `${fitDescription(summary, DESCRIPTION_MAX - callToAction.length - 1)} ${callToAction}`;
  return withCallToAction.length <= DESCRIPTION_MAX ? withCallToAction : fitDescription(summary);
}

/** Builds one town's Location record in a language (docs/product.md, "Locations"). */
export function buildLocation(
  town: TownFile,
  language: Language,
  publicUrl: string,
  texts: TownTexts,
  facts: TownPageFacts,
  servicePages: TownServicePageFile[] = [],
): Location {
  const slugs = townSlugs(town);
  const name = townName(town, language);
  const comarcaName = texts.comarcas[town.comarca].name[language];
  const detail = town.detail;
  const path = townPath(slugs[language], language);
  const summary = town.summary[language];
  const coordinates = town.coordinates ?? DEFAULT_COORDINATES;
  const reach = serviceReach(coordinates, facts.area);
  return {
    id: slugs.en,
    slug: slugs[language],
    slugs,
    name,
    province: PROVINCE,
    comarca: { id: town.comarca, name: comarcaName },
    metaTitle:
      town.seoTitle?.[language] ??
      (language === 'en'
        ? townTitle([`Air Conditioning & Heat Pumps in ${name}`, `HVAC & Solar in ${name}`, `HVAC in ${name}`, name], facts.brandWithTrade)
        : townTitle(
            [`Aire acondicionado y aerotermia en ${name}`, `Climatización en ${name}`, `Clima en ${name}`, name],
            facts.brandWithTrade,
          )),
    metaDescription:
      town.seoDescription?.[language] ??
      townDescription(summary, language === 'en' ? 'Free survey and quote.' : 'Visita y presupuesto gratis.'),
    keywords: keywordsFor(name, comarcaName, language),
    canonicalUrl: `${publicUrl}${path}`,
    heroTitle:
      detail?.heroTitle[language] ??
      (language === 'en'
        ? `Air conditioning, heat pumps and solar in ${name}`
        : `Aire acondicionado, aerotermia y placas solares en ${name}`),
    // Without a written one, the town's own summary leads the page.
    heroDescription: detail?.heroDescription[language] ?? summary,
    climateNotes: detail?.climateNotes[language] ?? texts.comarcas[town.comarca].climate[language],
    // A town's own notes are about its town hall's tax bonuses, so they take the generic town-hall tip's place.
    localIncentives: [
      ...(detail?.localIncentives?.length ? detail.localIncentives : [texts.townHallIncentive]),
      ...texts.widerIncentives,
    ].map((item) => item[language]),
    ownNotes: Boolean(detail),
    coordinates,
    reach,
    ...(town.altitudeM !== undefined && { altitude: { metres: town.altitudeM, emphasis: heatingEmphasis(town.altitudeM) } }),
    faqs: faqsFor({ name, townHall: town.municipality ?? name }, reach, detail?.localIncentives?.[0]?.[language], facts, language),
    summary,
    ...(town.about && { about: town.about[language] }),
    ...(town.municipality && { municipality: town.municipality }),
    ...(detail && { neighborhoods: detail.neighborhoods, landmarks: detail.landmarks, postalCodes: detail.postalCodes }),
    ...(servicePages.length > 0 && {
      servicePages: servicePages.map((page) => ({
        key: page.key,
        slug: language === 'en' ? page.slugEn : page.slugEs,
        slugs: { en: page.slugEn, es: page.slugEs },
        title: page.title[language],
      })),
    }),
  };
}
