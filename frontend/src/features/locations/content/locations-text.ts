import type { Language } from '@costa-sol/common';

export const locationsText = {
  en: {
    home: 'Home',
    indexTitle: 'Areas We Serve in Málaga Province | Costa Sol HVAC',
    indexDescription:
      'Air conditioning, heat pumps and solar installers for every town of the province of Málaga, from Marbella and Estepona to Ronda and the Axarquía.',
    indexHeading: 'Areas we serve',
    indexIntro:
      'Based in Marbella, we install and service air conditioning, heat pumps and solar systems in every town of the province of Málaga. Find your town below, grouped by comarca.',
    towns: (count: number) => `${count} towns`,
    climate: 'Climate and what it means for your home',
    incentives: 'Local incentives',
    faqs: 'Frequently asked questions',
    neighborhoods: 'Neighbourhoods we cover',
    landmarks: 'Landmarks nearby',
    postalCodes: 'Postal codes',
    nearby: 'Nearby towns',
    services: 'Our services here',
    getQuote: 'Get a free quote',
    contact: 'Contact us',
    comarca: 'Comarca',
  },
  es: {
    home: 'Inicio',
    indexTitle: 'Zonas de servicio en la provincia de Málaga | Costa Sol HVAC',
    indexDescription:
      'Instaladores de aire acondicionado, aerotermia y placas solares en todos los municipios de Málaga, de Marbella y Estepona a Ronda y la Axarquía.',
    indexHeading: 'Zonas de servicio',
    indexIntro:
      'Desde Marbella instalamos y mantenemos aire acondicionado, bombas de calor y sistemas solares en todos los municipios de la provincia de Málaga. Busca tu localidad, agrupada por comarca.',
    towns: (count: number) => `${count} localidades`,
    climate: 'El clima y lo que supone para tu vivienda',
    incentives: 'Ayudas locales',
    faqs: 'Preguntas frecuentes',
    neighborhoods: 'Barrios y urbanizaciones',
    landmarks: 'Lugares de referencia',
    postalCodes: 'Códigos postales',
    nearby: 'Localidades cercanas',
    services: 'Nuestros servicios aquí',
    getQuote: 'Pedir presupuesto gratis',
    contact: 'Contactar',
    comarca: 'Comarca',
  },
} satisfies Record<Language, unknown>;
