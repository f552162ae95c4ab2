import type { Language } from '@costa-sol/common';

export const notFoundText = {
  en: {
    title: 'Page not found',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved. These pages may help:',
    popular: 'Where to go from here',
    quote: 'Get a free quote',
    home: 'Go to the home page',
    contact: 'Contact us',
  },
  es: {
    title: 'Página no encontrada',
    heading: 'Página no encontrada',
    body: 'La página que buscas no existe o se ha movido. Estas páginas pueden ayudarte:',
    popular: 'Por dónde seguir',
    quote: 'Pide presupuesto gratis',
    home: 'Ir a la página de inicio',
    contact: 'Contactar',
  },
} satisfies Record<Language, Record<string, string>>;
