import type { Language } from '@costa-sol/common';

/** The fixed words around every article. */
export const articleText = {
  en: {
    home: 'Home',
    resources: 'Resources',
    contents: 'On this page',
    updated: 'Last updated',
    photos: (heading: string) => `Photos: ${heading}`,
    faqs: 'Frequently asked questions',
    ctaHeading: 'Ask for a free, no-obligation quote',
    ctaBody: 'Tell us about your home or business and we will reply within 24 hours. For breakdowns we respond within 2 hours, 24/7.',
    ctaQuote: 'Request a quote online',
    ctaContact: 'Contact us',
    furtherReading: 'Read more',
  },
  es: {
    home: 'Inicio',
    resources: 'Recursos',
    contents: 'En esta página',
    updated: 'Última actualización',
    photos: (heading: string) => `Fotos: ${heading}`,
    faqs: 'Preguntas frecuentes',
    ctaHeading: 'Pide un presupuesto gratuito y sin compromiso',
    ctaBody: 'Cuéntanos cómo es tu vivienda o negocio y te respondemos en 24 horas. Para averías respondemos en 2 horas, 24/7.',
    ctaQuote: 'Pedir presupuesto online',
    ctaContact: 'Contactar',
    furtherReading: 'Más información',
  },
} satisfies Record<Language, Record<string, string | ((heading: string) => string)>>;
