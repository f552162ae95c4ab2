import type { Language } from '@costa-sol/common';

/**
 * The two overview pages (/services, /manufacturers). Their cards quote each page's own meta description, so they
 * state nothing those pages do not; `breadcrumb` also names the overview in the trail of every page below it.
 */
export const overviewText = {
  en: {
    services: {
      title: 'HVAC and Solar Services in Málaga Province',
      description:
        'Air conditioning, heat pumps, water heaters, air zone systems, solar power, emergency repairs and commercial HVAC on the Costa del Sol. Free quotes.',
      heading: 'Our services',
      breadcrumb: 'Services',
      intro: [
        'From a single split in a flat to the climate control of a hotel, and from a heat pump water heater to solar panels with batteries: these are the services we offer across the Costa del Sol and the province of Málaga.',
        'Each service has a page of its own with the details. Choose one below, or ask for a free quote and tell us what you need.',
      ],
    },
    manufacturers: {
      title: 'HVAC Manufacturers We Install and Service',
      description:
        'Daikin, Mitsubishi Electric, Carrier, Trane, Lennox and Rheem: what we install, what we service and which of their lines are sold and supported in Spain.',
      heading: 'Manufacturers we work with',
      breadcrumb: 'Manufacturers',
      intro: [
        'Six manufacturers have a page of their own here. Each one says what we do with that brand’s equipment, which of its lines are sold and supported in Spain, and when we would advise another brand.',
        'We are an independent installer: where we have no partnership with a manufacturer, its page says so.',
      ],
    },
  },
  es: {
    services: {
      title: 'Servicios de climatización y energía solar',
      description:
        'Aire acondicionado, bombas de calor, termos, zonificación, energía solar, urgencias y climatización para empresas en la Costa del Sol. Presupuesto gratis.',
      heading: 'Nuestros servicios',
      breadcrumb: 'Servicios',
      intro: [
        'De un split en un piso a la climatización de un hotel, y de un termo con bomba de calor a placas solares con baterías: estos son los servicios que ofrecemos en la Costa del Sol y la provincia de Málaga.',
        'Cada servicio tiene su propia página con los detalles. Elige uno abajo, o pide un presupuesto gratis y cuéntanos qué necesitas.',
      ],
    },
    manufacturers: {
      title: 'Fabricantes que instalamos y reparamos',
      description:
        'Daikin, Mitsubishi Electric, Carrier, Trane, Lennox y Rheem: qué instalamos, qué mantenemos y qué gamas se venden y tienen soporte en España.',
      heading: 'Fabricantes con los que trabajamos',
      breadcrumb: 'Fabricantes',
      intro: [
        'Seis fabricantes tienen aquí su propia página. En cada una verás qué hacemos con los equipos de esa marca, qué gamas se venden y tienen soporte en España y cuándo te aconsejaríamos otra marca.',
        'Somos un instalador independiente: cuando no tenemos acuerdo con un fabricante, su página lo dice.',
      ],
    },
  },
} satisfies Record<Language, Record<'services' | 'manufacturers', OverviewText>>;

interface OverviewText {
  /** The <title> before the brand (fitted to 60 characters with it). */
  title: string;
  /** The meta description: whole sentences within 155 characters. */
  description: string;
  heading: string;
  breadcrumb: string;
  intro: string[];
}
