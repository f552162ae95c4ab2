import type { Language } from '@costa-sol/common';

export const sitemapText = {
  en: {
    title: 'Sitemap',
    description: (brand: string) =>
      `Every page of the ${brand} website in English and Spanish: services, brands, guides, tools, questions and answers, locations and legal pages.`,
    heading: 'Sitemap',
    intro:
      'Every page of this website is listed here, and in our XML sitemap for search engines. Each page also exists in Spanish: use the language switch at the top.',
    home: 'Home',
    main: 'Main pages',
    services: 'Services',
    brands: 'Brands we install and service',
    resources: 'Guides and tools',
    qa: 'Questions and answers by topic',
    towns: 'Towns we serve, by comarca',
    legal: 'Legal information',
    xml: 'XML sitemap for search engines',
  },
  es: {
    title: 'Mapa del sitio',
    description: (brand: string) =>
      `Todas las páginas de la web de ${brand} en español e inglés: servicios, marcas, guías, herramientas, preguntas, ubicaciones y páginas legales.`,
    heading: 'Mapa del sitio',
    intro:
      'Aquí aparecen todas las páginas de esta web, también recogidas en nuestro sitemap XML para buscadores. Cada página existe además en inglés: usa el selector de idioma de la parte superior.',
    home: 'Inicio',
    main: 'Páginas principales',
    services: 'Servicios',
    brands: 'Marcas que instalamos y reparamos',
    resources: 'Guías y herramientas',
    qa: 'Preguntas y respuestas por tema',
    towns: 'Municipios donde trabajamos, por comarca',
    legal: 'Información legal',
    xml: 'Sitemap XML para buscadores',
  },
} satisfies Record<Language, Record<string, string | ((brand: string) => string)>>;
