import type { Language, ServiceRouteKey } from '@costa-sol/common';

/**
 * The official sites of the authorized-dealer brands, in the order of the cards of the home page's #brands section
 * (the spec's: Mitsubishi, Midea, Johnson Controls, Fujitsu, Deye, Daikin); a card's name and text are its Markdown's.
 */
export const DEALER_BRAND_SITES: readonly string[] = [
  'https://www.mitsubishielectric.com/',
  'https://www.midea.com/',
  'https://www.johnsoncontrols.com/',
  'https://www.fujitsu-general.com/',
  'https://www.deyeinverter.com/',
  'https://www.daikin.com/',
];

/** The drawings of the service cards (written for this site, in public/images). */
export const SERVICE_DRAWINGS = {
  airConditioning: '/images/service-air-conditioning.svg',
  heatPump: '/images/service-heat-pump.svg',
  solar: '/images/service-solar.svg',
  airZone: '/images/service-air-zone.svg',
} as const;
type Drawing = keyof typeof SERVICE_DRAWINGS;

const DRAWING_OF_SERVICE: Readonly<Partial<Record<string, Drawing>>> = {
  heatPumpHvac: 'heatPump',
  heatPumpWaterHeaters: 'heatPump',
  solarInstallation: 'solar',
  airZoneSystems: 'airZone',
} satisfies Partial<Record<ServiceRouteKey, Drawing>>;

/** The drawing of a card that links to a page (a route key of the page registry); air conditioning when none fits. */
export const drawingOf = (route: string): Drawing => DRAWING_OF_SERVICE[route] ?? 'airConditioning';

const en = {
  head: { breadcrumb: 'Home' },
  newTab: '(opens in a new tab)',
  hero: {
    whatsappButton: 'Get a Free Quote on WhatsApp',
    quoteLink: 'Request a Quote Online',
    imageAlt: 'Illustration of a white villa with solar panels on the roof and an outdoor air conditioning unit beside it',
  },
  services: {
    drawingAlt: {
      airConditioning: 'Wall-mounted air conditioner blowing cool air',
      heatPump: 'Outdoor heat pump unit with warm and cool air arrows',
      solar: 'Solar panels on a roof under the sun',
      airZone: 'Floor plan divided into zones, each with its own thermostat',
    } satisfies Record<Drawing, string>,
  },
  brands: {
    badge: 'Authorized dealer',
    link: (name: string) => `${name} official website`,
  },
  heatPumps: {
    imageAlt: 'Diagram: a heat pump takes one unit of electricity and delivers three to four units of heat into the home',
  },
  googleReview: {
    read: 'Read our Google reviews',
    write: 'Leave a Google review',
  },
  trust: {
    google: (brand: string) => `${brand} on Google`,
    facebook: (brand: string) => `${brand} on Facebook`,
  },
};

const es: typeof en = {
  head: { breadcrumb: 'Inicio' },
  newTab: '(se abre en una pestaña nueva)',
  hero: {
    whatsappButton: 'Pide presupuesto gratis por WhatsApp',
    quoteLink: 'Solicitar presupuesto online',
    imageAlt: 'Ilustración de una villa blanca con placas solares en el tejado y una unidad exterior de aire acondicionado al lado',
  },
  services: {
    drawingAlt: {
      airConditioning: 'Aparato de aire acondicionado de pared expulsando aire frío',
      heatPump: 'Unidad exterior de bomba de calor con flechas de aire caliente y frío',
      solar: 'Placas solares en un tejado bajo el sol',
      airZone: 'Plano de una vivienda dividido en zonas, cada una con su termostato',
    },
  },
  brands: {
    badge: 'Distribuidor autorizado',
    link: (name: string) => `Web oficial de ${name}`,
  },
  heatPumps: {
    imageAlt: 'Esquema: una bomba de calor consume una unidad de electricidad y aporta de tres a cuatro unidades de calor a la vivienda',
  },
  googleReview: {
    read: 'Leer nuestras reseñas en Google',
    write: 'Dejar una reseña en Google',
  },
  trust: {
    google: (brand: string) => `${brand} en Google`,
    facebook: (brand: string) => `${brand} en Facebook`,
  },
};

/**
 * The home page's texts that are not in its Markdown page (content/pages/home.*.md, edited at Site pages in the admin,
 * cards included): buttons, the figures band, the descriptions of the site's own drawings; per language.
 */
export const homeText: Record<Language, typeof en> = { en, es };
