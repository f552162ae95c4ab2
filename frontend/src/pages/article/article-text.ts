import type { Language } from '@costa-sol/common';

/** The fixed words around every article; the promised times are the business settings' (reply, emergency). */
export const articleText = {
  en: {
    home: 'Home',
    resources: 'Resources',
    contents: 'On this page',
    updated: 'Last updated',
    photos: (heading: string) => `Photos: ${heading}`,
    faqs: 'Frequently asked questions',
    ctaHeading: 'Ask for a free, no-obligation quote',
    ctaBody: (reply: number, emergency: number) =>
      `Tell us about your home or business and we will reply within ${reply} hours. For breakdowns we respond within ${emergency} hours, 24/7.`,
    ctaQuote: 'Request a quote online',
    ctaContact: 'Contact us',
    furtherReading: 'Read more',
    keyFacts: 'Key facts',
    asideHeading: 'Get a quote for this',
    asideBody: (reply: number) => `Free and without obligation: tell us about your home or business and we reply within ${reply} hours.`,
    asideQuote: 'Request a quote',
    asideContact: 'Or contact us',
  },
  es: {
    home: 'Inicio',
    resources: 'Recursos',
    contents: 'En esta página',
    updated: 'Última actualización',
    photos: (heading: string) => `Fotos: ${heading}`,
    faqs: 'Preguntas frecuentes',
    ctaHeading: 'Pide un presupuesto gratuito y sin compromiso',
    ctaBody: (reply: number, emergency: number) =>
      `Cuéntanos cómo es tu vivienda o negocio y te respondemos en ${reply} horas. Para averías respondemos en ${emergency} horas, 24/7.`,
    ctaQuote: 'Pedir presupuesto online',
    ctaContact: 'Contactar',
    furtherReading: 'Más información',
    keyFacts: 'Datos clave',
    asideHeading: 'Pide presupuesto para esto',
    asideBody: (reply: number) => `Gratis y sin compromiso: cuéntanos cómo es tu vivienda o negocio y te respondemos en ${reply} horas.`,
    asideQuote: 'Pedir presupuesto',
    asideContact: 'O contáctanos',
  },
} satisfies Record<Language, Record<string, string | ((heading: string) => string) | ((reply: number, emergency: number) => string)>>;
