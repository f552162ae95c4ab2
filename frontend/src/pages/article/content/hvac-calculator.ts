import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "HVAC Sizing Calculator: kW, BTU, Frigorías | Costa Sol HVAC",
    "description": "Estimate the air conditioning or heat pump size a room needs in kW, BTU/h and frigorías/h, then ask for a quote for exactly that size.",
    "heading": "HVAC sizing calculator",
    "intro": [
      "Enter a room’s area, ceiling height, sun exposure, insulation and occupants to estimate the cooling it needs, with the next standard split size.",
      "It is an estimate based on the 100 frigorías rule with an ENERGY STAR cross-check; for whole homes we confirm with a free survey."
    ],
    "sections": []
  },
  "es": {
    "title": "Calculadora de frigorías, kW y BTU | Costa Sol HVAC",
    "description": "Calcula la potencia de aire acondicionado o bomba de calor que necesita una estancia en kW, BTU/h y frigorías/h, y pide presupuesto para esa potencia.",
    "heading": "Calculadora de climatización",
    "intro": [
      "Introduce la superficie, la altura del techo, la orientación, el aislamiento y los ocupantes de una estancia para estimar la potencia de frío necesaria y el tamaño de split comercial siguiente.",
      "Es una estimación basada en la regla de las 100 frigorías contrastada con ENERGY STAR; para viviendas completas lo confirmamos con una visita gratuita."
    ],
    "sections": []
  }
};

export default article;
