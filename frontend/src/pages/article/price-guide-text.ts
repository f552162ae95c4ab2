import type { Language } from '@costa-sol/common';

/** The fixed words around a service page's price guide; the amount and what it covers are the owner's. */
export const priceGuideText = {
  en: {
    heading: 'Price guide',
    from: 'From',
    fine: 'A guide, not a quote: we confirm the price for your home in writing after a free survey.',
    quote: 'Ask for your price',
  },
  es: {
    heading: 'Precio orientativo',
    from: 'Desde',
    fine: 'Es una orientación, no un presupuesto: te confirmamos por escrito el precio para tu vivienda tras una visita gratuita.',
    quote: 'Pide tu precio',
  },
} satisfies Record<Language, Record<string, string>>;
