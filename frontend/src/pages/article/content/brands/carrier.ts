import type { Article } from '../../article-types';

const article: Article = {
  "kind": "brand",
  "en": {
    "title": "Carrier Air Conditioning and Heat Pumps | Costa Sol HVAC",
    "description": "Carrier air conditioning and heat pump installation, repair and maintenance in Marbella and across Málaga province by certified technicians. Ask for a free quote.",
    "heading": "Carrier installation and service",
    "intro": [
      "We install, repair and maintain Carrier air conditioning and heat pump systems across the Costa del Sol."
    ],
    "sections": []
  },
  "es": {
    "title": "Aire acondicionado y bombas de calor Carrier | Costa Sol HVAC",
    "description": "Instalación, reparación y mantenimiento de aire acondicionado y bombas de calor Carrier en Marbella y toda la provincia de Málaga. Pide presupuesto gratis.",
    "heading": "Instalación y servicio técnico Carrier",
    "intro": [
      "Instalamos, reparamos y mantenemos equipos de aire acondicionado y bombas de calor Carrier en toda la Costa del Sol."
    ],
    "sections": []
  }
};

export default article;
