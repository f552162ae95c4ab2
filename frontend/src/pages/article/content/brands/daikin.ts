import type { Article } from '../../article-types';

const article: Article = {
  "kind": "brand",
  "en": {
    "title": "Daikin Air Conditioning and Heat Pumps | Costa Sol HVAC",
    "description": "Daikin air conditioning and heat pump installation, repair and maintenance in Marbella and across Málaga province by certified technicians. Ask for a free quote.",
    "heading": "Daikin installation and service",
    "intro": [
      "We install, repair and maintain Daikin air conditioning and heat pump systems across the Costa del Sol."
    ],
    "sections": []
  },
  "es": {
    "title": "Aire acondicionado y bombas de calor Daikin | Costa Sol HVAC",
    "description": "Instalación, reparación y mantenimiento de aire acondicionado y bombas de calor Daikin en Marbella y toda la provincia de Málaga. Pide presupuesto gratis.",
    "heading": "Instalación y servicio técnico Daikin",
    "intro": [
      "Instalamos, reparamos y mantenemos equipos de aire acondicionado y bombas de calor Daikin en toda la Costa del Sol."
    ],
    "sections": []
  }
};

export default article;
