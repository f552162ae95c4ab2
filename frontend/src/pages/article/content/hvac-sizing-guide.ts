import type { Article } from '../article-types';

const article: Article = {
  "kind": "guide",
  "updated": "2026-11-23",
  "en": {
    "title": "How to Size Air Conditioning and Heat Pumps | Costa Sol HVAC",
    "description": "The 100 frigorías per m² rule, the ENERGY STAR room table, and when a proper load calculation matters: size HVAC right for the Costa del Sol.",
    "heading": "HVAC sizing guide",
    "intro": [
      "Spanish installers start from about 100 frigorías per hour per square metre for a 2.5 m ceiling, then adjust for sun, insulation, occupants and kitchens. ENERGY STAR’s room table is a useful cross-check.",
      "Oversized units short-cycle and leave rooms clammy; undersized ones run flat out. For whole homes we always confirm with a survey. Try our calculator for a first estimate."
    ],
    "sections": []
  },
  "es": {
    "title": "Cómo dimensionar la climatización | Costa Sol HVAC",
    "description": "La regla de las 100 frigorías por m², la tabla de ENERGY STAR y cuándo hace falta un cálculo de cargas: acierta con la potencia en la Costa del Sol.",
    "heading": "Guía de dimensionamiento de climatización",
    "intro": [
      "Los instaladores parten de unas 100 frigorías por hora y metro cuadrado con techos de 2,5 m, y ajustan por sol, aislamiento, ocupantes y cocina. La tabla de ENERGY STAR sirve de contraste.",
      "Un equipo sobredimensionado arranca y para sin deshumidificar; uno corto trabaja siempre al máximo. Para viviendas completas lo confirmamos con una visita. Prueba nuestra calculadora para una primera estimación."
    ],
    "sections": []
  }
};

export default article;
