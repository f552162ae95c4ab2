import type { Article } from '../article-types';

const article: Article = {
  "kind": "guide",
  "updated": "2026-11-23",
  "en": {
    "title": "Heat Pump Installation Guide | Costa Sol HVAC",
    "description": "Step by step: survey, sizing, permits, installation day and commissioning of a heat pump in a Costa del Sol home, with what to ask your installer.",
    "heading": "Heat pump installation guide",
    "intro": [
      "A good installation starts with a survey: insulation, windows, existing radiators or underfloor heating, hot-water use and where the outdoor unit can go without disturbing neighbours.",
      "Most residential installations take one to two days. We commission the system, explain the controls, register the warranty and plan annual maintenance so it keeps its 300-400% efficiency."
    ],
    "sections": []
  },
  "es": {
    "title": "Guía de instalación de bombas de calor | Costa Sol HVAC",
    "description": "Paso a paso: visita técnica, dimensionamiento, permisos, día de instalación y puesta en marcha de una bomba de calor en la Costa del Sol.",
    "heading": "Guía de instalación de bombas de calor",
    "intro": [
      "Una buena instalación empieza con una visita: aislamiento, ventanas, radiadores o suelo radiante existentes, consumo de agua caliente y dónde colocar la unidad exterior sin molestar a los vecinos.",
      "La mayoría de las instalaciones en viviendas se hacen en uno o dos días. Ponemos el sistema en marcha, explicamos los mandos, registramos la garantía y planificamos el mantenimiento anual para conservar su rendimiento del 300-400%."
    ],
    "sections": []
  }
};

export default article;
