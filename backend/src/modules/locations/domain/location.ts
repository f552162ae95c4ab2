import { BUSINESS, DESCRIPTION_MAX, fitDescription, fitTitle, type Language, TITLE_MAX } from '@costa-sol/common';
import { COMARCA_CLIMATE, COMARCA_NAMES, TOWN_HALL_INCENTIVE, WIDER_INCENTIVES } from './comarca-texts';
import { slugify } from './slugify';
import type { ComarcaId, Coordinates, TownSeed, TownServicePageSeed } from './town-seed';

export const DEFAULT_COORDINATES: Coordinates = { lat: 36.72, lng: -4.42 };
const PROVINCE = 'Málaga';
const BRAND = BUSINESS.brandWithTrade;

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
  coordinates: Coordinates;
  faqs: { question: string; answer: string }[];
  summary: string;
  municipality?: string;
  neighborhoods?: string[];
  landmarks?: string[];
  postalCodes?: string[];
  servicePages?: { key: string; slug: string; slugs: TownSlugs; title: string }[];
  nearby?: { name: string; slug: string }[];
}

/** The spec's slug rule; the spec's own English and Spanish slugs win where they differ (new-andalusia). */
export function townSlugs(seed: TownSeed): TownSlugs {
  return { en: seed.slugEn ?? slugify(seed.nameEn ?? seed.name), es: seed.slugEs ?? slugify(seed.name) };
}

export function townName(seed: TownSeed, language: Language): string {
  return language === 'en' ? (seed.nameEn ?? seed.name) : seed.name;
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

/** Three FAQs: coverage, installation time (1-2 days for most homes) and local incentives. */
function faqsFor(name: string, language: Language): { question: string; answer: string }[] {
  return language === 'en'
    ? [
        {
          question: `Do you install and service HVAC systems in ${name}?`,
          answer: `Yes. Our technicians cover ${name} and the rest of the province of Málaga for new installations, maintenance and 24/7 emergency repairs, with a free survey before any quote.`,
        },
        {
          question: `How long does an installation take in ${name}?`,
          answer:
            'Most residential installations take one to two days. Larger ducted, aerothermal or solar projects are planned with you after the survey, including any permits.',
        },
        {
          question: `Are there incentives for heat pumps or solar in ${name}?`,
          answer:
            'Often, yes: municipal IBI and ICIO bonuses, income-tax deductions for energy-efficiency works and regional programmes. We check what applies to your home and help with the paperwork.',
        },
      ]
    : [
        {
          question: `¿Instaláis y mantenéis equipos de climatización en ${name}?`,
          answer: `Sí. Nuestros técnicos cubren ${name} y el resto de la provincia de Málaga para instalaciones nuevas, mantenimiento y reparaciones urgentes 24/7, con visita gratuita antes de presupuestar.`,
        },
        {
          question: `¿Cuánto dura una instalación en ${name}?`,
          answer:
            'La mayoría de las instalaciones en viviendas se hacen en uno o dos días. Los proyectos de conductos, aerotermia o solar más grandes se planifican contigo tras la visita, permisos incluidos.',
        },
        {
          question: `¿Hay ayudas para aerotermia o placas solares en ${name}?`,
          answer:
            'A menudo, sí: bonificaciones municipales del IBI y del ICIO, deducciones en el IRPF por obras de eficiencia energética y programas autonómicos. Comprobamos cuáles aplican a tu vivienda y te ayudamos con los trámites.',
        },
      ];
}

/** The first of the titles (most descriptive first) that fits with the brand, or the last one cut to fit. */
function townTitle(candidates: string[]): string {
  const withBrand = candidates.map((candidate) => `${candidate} | ${BRAND}`);
  return withBrand.find((title) => title.length <= TITLE_MAX) ?? fitTitle(candidates[candidates.length - 1], BRAND);
}

/** Whole sentences of the town's summary, then the call to action, within the description's length. */
function townDescription(summary: string, callToAction: string): string {
  return `${fitDescription(summary, DESCRIPTION_MAX - callToAction.length - 1)} ${callToAction}`;
}

/** Builds one town's Location record in a language (docs/product.md, "Locations"). */
export function buildLocation(seed: TownSeed, language: Language, publicUrl: string, servicePages: TownServicePageSeed[] = []): Location {
  const slugs = townSlugs(seed);
  const name = townName(seed, language);
  const comarcaName = COMARCA_NAMES[seed.comarca][language];
  const detail = seed.detail;
  const path = language === 'en' ? `/locations/${slugs.en}` : `/es/ubicaciones/${slugs.es}`;
  const summary = seed.summary[language];
  return {
    id: slugs.en,
    slug: slugs[language],
    slugs,
    name,
    province: PROVINCE,
    comarca: { id: seed.comarca, name: comarcaName },
    metaTitle:
      language === 'en'
        ? townTitle([`Air Conditioning & Heat Pumps in ${name}`, `HVAC & Solar in ${name}`, `HVAC in ${name}`])
        : townTitle([`Aire acondicionado y aerotermia en ${name}`, `Climatización en ${name}`]),
    metaDescription: townDescription(summary, language === 'en' ? 'Free survey and quote.' : 'Visita y presupuesto gratis.'),
    keywords: keywordsFor(name, comarcaName, language),
    canonicalUrl: `${publicUrl}${path}`,
    heroTitle:
      detail?.heroTitle[language] ??
      (language === 'en'
        ? `Air conditioning, heat pumps and solar in ${name}`
        : `Aire acondicionado, aerotermia y placas solares en ${name}`),
    heroDescription:
      detail?.heroDescription[language] ??
      (language === 'en'
        ? `Installation, maintenance and 24/7 repairs of air conditioning, heat pumps and solar systems in ${name}, ${comarcaName}.`
        : `Instalación, mantenimiento y reparaciones 24/7 de aire acondicionado, aerotermia y energía solar en ${name}, ${comarcaName}.`),
    climateNotes: detail?.climateNotes[language] ?? COMARCA_CLIMATE[seed.comarca][language],
    // A town's own notes are about its town hall's tax bonuses, so they take the generic town-hall tip's place.
    localIncentives: [...(detail?.localIncentives?.length ? detail.localIncentives : [TOWN_HALL_INCENTIVE]), ...WIDER_INCENTIVES].map(
      (item) => item[language],
    ),
    coordinates: seed.coordinates ?? DEFAULT_COORDINATES,
    faqs: faqsFor(name, language),
    summary,
    ...(seed.municipality && { municipality: seed.municipality }),
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

/** Great-circle distance in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
