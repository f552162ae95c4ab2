import type { Article } from '../article-types';

const article: Article = {
  "kind": "index",
  "en": {
    "title": "Sitemap | Costa Sol HVAC",
    "description": "Every page of the Costa Sol HVAC website in English and Spanish: services, brands, guides, tools, questions and answers, locations and legal pages.",
    "heading": "Sitemap",
    "intro": [
      "Every page of this website, in English and Spanish, is listed here and in our XML sitemap for search engines."
    ],
    "sections": []
  },
  "es": {
    "title": "Mapa del sitio | Costa Sol HVAC",
    "description": "Todas las páginas de la web de Costa Sol HVAC en español e inglés: servicios, marcas, guías, herramientas, preguntas, ubicaciones y páginas legales.",
    "heading": "Mapa del sitio",
    "intro": [
      "Aquí y en nuestro sitemap XML para buscadores aparecen todas las páginas de esta web, en español y en inglés."
    ],
    "sections": []
  }
};

export default article;
