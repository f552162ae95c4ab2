import { type BusinessFacts, type ClaimKey, formatClaim, type Language, type PageListedIn } from '@costa-sol/common';
import type { ReviewSummary } from '../../features/reviews/utils/review-summary';

/** A figure of the business settings formatted for the language ("40 %", "7.500 €" in Spanish); null while hidden. */
function claim(facts: BusinessFacts, key: ClaimKey, language: Language): string | null {
  const { value, shown } = facts.claims[key];
  return shown ? formatClaim(key, value, language) : null;
}

/** The texts of a list whose figure is shown: an entry is left out when its figure is switched off. */
const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);

type DealerBrandKey = 'mitsubishi' | 'midea' | 'johnsonControls' | 'fujitsu' | 'deye' | 'daikin';
/** The service cards of the home page: the page registry's list `homeServices`. */
type HomeServiceKey = PageListedIn<'homeServices'>['key'];

/** Authorized-dealer brands of the home page, in the spec's order, with the brand's official site. */
export const DEALER_BRANDS: readonly { key: DealerBrandKey; name: string; url: string }[] = [
  { key: 'mitsubishi', name: 'Mitsubishi', url: 'https://www.mitsubishielectric.com/' },
  { key: 'midea', name: 'Midea', url: 'https://www.midea.com/' },
  { key: 'johnsonControls', name: 'Johnson Controls', url: 'https://www.johnsoncontrols.com/' },
  { key: 'fujitsu', name: 'Fujitsu', url: 'https://www.fujitsu-general.com/' },
  { key: 'deye', name: 'Deye', url: 'https://www.deyeinverter.com/' },
  { key: 'daikin', name: 'Daikin', url: 'https://www.daikin.com/' },
];

/** The illustration of each service card (written for this site, in public/images); the order is the registry's. */
export const HOME_SERVICE_IMAGES: Record<HomeServiceKey, string> = {
  airConditioning: '/images/service-air-conditioning.svg',
  heatPumpHvac: '/images/service-heat-pump.svg',
  solarInstallation: '/images/service-solar.svg',
  airZoneSystems: '/images/service-air-zone.svg',
};

interface Card {
  title: string;
  text: string;
}

/** The reasons of "Why choose us", each drawn with its own icon. */
type WhyCard = Card & { key: 'warranty' | 'savings' | 'certified' | 'emergency' };

const en = {
  head: { breadcrumb: 'Home' },
  newTab: '(opens in a new tab)',
  hero: {
    whatsappButton: 'Get a Free Quote on WhatsApp',
    quoteLink: 'Request a Quote Online',
    imageAlt: 'Illustration of a white villa with solar panels on the roof and an outdoor air conditioning unit beside it',
  },
  stats: {
    label: (brand: string) => `${brand} in figures`,
    /** A fixed value, or a figure of the business settings (shown while its switch is on); `town`: the base's. */
    items: [
      { claim: 'localRank' as const, label: (town: string) => `in ${town}` },
      { claim: 'hvacInstalls' as const, label: 'HVAC installations' },
      { value: '24/7', label: 'emergency service' },
      { claim: 'solarInstalls' as const, label: 'solar installations' },
    ],
  },
  services: {
    items: {
      airConditioning: {
        title: 'Air Conditioning',
        text: () => 'Quiet, efficient split and ducted systems, sized for Costa del Sol summers.',
        link: 'Learn more about air conditioning',
        imageAlt: 'Wall-mounted air conditioner blowing cool air',
      },
      heatPumpHvac: {
        title: 'Heat Pump HVAC',
        text: () => 'Heating and cooling from one system, for a fraction of the running cost of gas or electric heaters.',
        link: 'Learn more about heat pump HVAC',
        imageAlt: 'Outdoor heat pump unit with warm and cool air arrows',
      },
      solarInstallation: {
        title: 'Solar Installation',
        text: (facts: BusinessFacts) => {
          const days = claim(facts, 'sunnyDays', 'en');
          return days
            ? `Solar panels, inverters and batteries that make the most of ${days} sunny days a year.`
            : 'Solar panels, inverters and batteries that make the most of the Costa del Sol sun.';
        },
        link: 'Learn more about solar installation',
        imageAlt: 'Solar panels on a roof under the sun',
      },
      airZoneSystems: {
        title: 'Air Zone Systems',
        text: () => 'Set the temperature room by room and stop cooling the rooms nobody is using.',
        link: 'Learn more about air zone systems',
        imageAlt: 'Floor plan divided into zones, each with its own thermostat',
      },
    } satisfies Record<HomeServiceKey, { title: string; text: (facts: BusinessFacts) => string; link: string; imageAlt: string }>,
  },
  brands: {
    badge: 'Authorized dealer',
    link: (name: string) => `${name} official website`,
    items: {
      mitsubishi: 'Air conditioning and heat pumps',
      midea: 'Air conditioning and heat pumps',
      johnsonControls: 'Commercial HVAC and building controls',
      fujitsu: 'Air conditioning and heat pumps',
      deye: 'Solar inverters and battery storage',
      daikin: 'Air conditioning, heat pumps and air zone systems',
    } satisfies Record<DealerBrandKey, string>,
  },
  why: {
    cards: (facts: BusinessFacts): WhyCard[] => {
      const years = claim(facts, 'warrantyUpToYears', 'en');
      const savings = claim(facts, 'energySavingsUpTo', 'en');
      return present([
        years
          ? {
              key: 'warranty',
              title: `Warranties up to ${years} years`,
              text: `Manufacturer warranties of up to ${years} years on premium equipment, registered for you by our team.`,
            }
          : null,
        savings
          ? {
              key: 'savings',
              title: `Up to ${savings} energy savings`,
              text: `High-efficiency inverter systems use up to ${savings} less energy than the older units they replace.`,
            }
          : null,
        {
          key: 'certified',
          title: 'Certified local installers',
          text: 'A RITE-registered company with F-gas certified technicians, based in Marbella.',
        },
        {
          key: 'emergency',
          title: '24/7 emergency service',
          text: `A technician responds within ${facts.emergencyResponseHours} hours, day or night, every day of the year.`,
        },
      ]);
    },
  },
  heatPumps: {
    heading: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'en');
      return efficiency ? `Heat Pumps: ${efficiency} Efficiency` : 'Heat Pumps: Heating and Cooling in One';
    },
    paragraphs: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'en');
      const rebates = claim(facts, 'rebatesUpToEur', 'en');
      return present([
        `A heat pump moves heat instead of making it: for every kWh of electricity it delivers 3 to 4 kWh of heating or cooling.${efficiency ? ` That is ${efficiency} efficiency, against 100% for an electric heater.` : ''}`,
        rebates &&
          `Depending on your home and the programmes open at the time, rebates of up to ${rebates} may be available. We check what you qualify for and handle the paperwork.`,
      ]);
    },
    highlights: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'en');
      const rebates = claim(facts, 'rebatesUpToEur', 'en');
      return present([efficiency && `${efficiency} efficiency`, rebates && `Rebates up to ${rebates}`]);
    },
    link: 'Learn more about heat pumps',
    imageAlt: 'Diagram: a heat pump takes one unit of electricity and delivers three to four units of heat into the home',
  },
  googleReview: {
    rating: ({ rating, count }: ReviewSummary) => `${rating} from ${count} reviews`,
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
  stats: {
    label: (brand: string) => `${brand} en cifras`,
    items: [
      { claim: 'localRank' as const, label: (town: string) => `en ${town}` },
      { claim: 'hvacInstalls' as const, label: 'instalaciones de climatización' },
      { value: '24/7', label: 'servicio de urgencias' },
      { claim: 'solarInstalls' as const, label: 'instalaciones solares' },
    ],
  },
  services: {
    items: {
      airConditioning: {
        title: 'Aire acondicionado',
        text: () => 'Equipos split y por conductos, silenciosos y eficientes, dimensionados para los veranos de la Costa del Sol.',
        link: 'Más sobre el aire acondicionado',
        imageAlt: 'Aparato de aire acondicionado de pared expulsando aire frío',
      },
      heatPumpHvac: {
        title: 'Bomba de calor HVAC',
        text: () =>
          'Calefacción y refrigeración con un solo sistema, con un coste de uso muy inferior al del gas o los radiadores eléctricos.',
        link: 'Más sobre la bomba de calor HVAC',
        imageAlt: 'Unidad exterior de bomba de calor con flechas de aire caliente y frío',
      },
      solarInstallation: {
        title: 'Instalación solar',
        text: (facts: BusinessFacts) => {
          const days = claim(facts, 'sunnyDays', 'es');
          return days
            ? `Placas solares, inversores y baterías para aprovechar los más de ${days.replace('+', '')} días de sol al año.`
            : 'Placas solares, inversores y baterías para aprovechar el sol de la Costa del Sol.';
        },
        link: 'Más sobre la instalación solar',
        imageAlt: 'Placas solares en un tejado bajo el sol',
      },
      airZoneSystems: {
        title: 'Sistemas de zonas',
        text: () => 'Elige la temperatura de cada habitación y deja de climatizar las estancias que nadie usa.',
        link: 'Más sobre los sistemas de zonas',
        imageAlt: 'Plano de una vivienda dividido en zonas, cada una con su termostato',
      },
    },
  },
  brands: {
    badge: 'Distribuidor autorizado',
    link: (name: string) => `Web oficial de ${name}`,
    items: {
      mitsubishi: 'Aire acondicionado y bombas de calor',
      midea: 'Aire acondicionado y bombas de calor',
      johnsonControls: 'Climatización comercial y control de edificios',
      fujitsu: 'Aire acondicionado y bombas de calor',
      deye: 'Inversores solares y baterías',
      daikin: 'Aire acondicionado, bombas de calor y sistemas de zonas',
    },
  },
  why: {
    cards: (facts: BusinessFacts): WhyCard[] => {
      const years = claim(facts, 'warrantyUpToYears', 'es');
      const savings = claim(facts, 'energySavingsUpTo', 'es');
      return present([
        years
          ? {
              key: 'warranty',
              title: `Garantías de hasta ${years} años`,
              text: `Garantías del fabricante de hasta ${years} años en equipos premium; nosotros nos encargamos de registrarlas.`,
            }
          : null,
        savings
          ? {
              key: 'savings',
              title: `Hasta un ${savings} de ahorro energético`,
              text: `Los equipos inverter de alta eficiencia consumen hasta un ${savings} menos que los aparatos antiguos a los que sustituyen.`,
            }
          : null,
        {
          key: 'certified',
          title: 'Instaladores locales certificados',
          text: 'Empresa instaladora habilitada RITE, con técnicos certificados en gases fluorados y sede en Marbella.',
        },
        {
          key: 'emergency',
          title: 'Urgencias 24/7',
          text: `Un técnico te atiende en menos de ${facts.emergencyResponseHours} horas, de día o de noche, todos los días del año.`,
        },
      ]);
    },
  },
  heatPumps: {
    heading: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'es');
      return efficiency ? `Bombas de calor: eficiencia del ${efficiency}` : 'Bombas de calor: calefacción y refrigeración en uno';
    },
    paragraphs: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'es');
      const rebates = claim(facts, 'rebatesUpToEur', 'es');
      return present([
        `Una bomba de calor no genera calor, lo traslada: por cada kWh de electricidad aporta entre 3 y 4 kWh de calefacción o refrigeración.${efficiency ? ` Es decir, una eficiencia del ${efficiency}, frente al 100\u00a0% de un radiador eléctrico.` : ''}`,
        rebates &&
          `Según tu vivienda y los programas vigentes, puedes optar a ayudas de hasta ${rebates}. Comprobamos a cuáles tienes derecho y nos ocupamos de los trámites.`,
      ]);
    },
    highlights: (facts: BusinessFacts) => {
      const efficiency = claim(facts, 'heatPumpEfficiency', 'es');
      const rebates = claim(facts, 'rebatesUpToEur', 'es');
      return present([efficiency && `Eficiencia del ${efficiency}`, rebates && `Ayudas de hasta ${rebates}`]);
    },
    link: 'Descubre nuestras bombas de calor',
    imageAlt: 'Esquema: una bomba de calor consume una unidad de electricidad y aporta de tres a cuatro unidades de calor a la vivienda',
  },
  googleReview: {
    rating: ({ rating, count }: ReviewSummary) => `${rating} de ${count} reseñas`,
    read: 'Leer nuestras reseñas en Google',
    write: 'Dejar una reseña en Google',
  },
  trust: {
    google: (brand: string) => `${brand} en Google`,
    facebook: (brand: string) => `${brand} en Facebook`,
  },
};

/**
 * The home page's texts that are not in its Markdown page (content/pages/home.*.md, edited at Pages in the admin):
 * buttons, cards, figures of the business settings, image descriptions; per language.
 */
export const homeText: Record<Language, typeof en> = { en, es };
