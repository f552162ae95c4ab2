import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Heat Pumps: Efficiency, Savings and Rebates | Costa Sol HVAC",
    "description": "How heat pumps reach 300-400% efficiency, what they save against oil, gas or electric heating, and which rebates up to €7,500 may apply to your home.",
    "heading": "Heat pumps explained",
    "intro": [
      "A heat pump moves heat instead of making it: for each kilowatt of electricity it delivers three to four kilowatts of heating or cooling. That is why it can save up to 40% or more against older systems.",
      "Air-to-air heat pumps heat and cool rooms directly; air-to-water models (aerothermal) also feed underfloor heating and hot water. We help you choose, size and finance the right one, including available incentives."
    ],
    "sections": []
  },
  "es": {
    "title": "Bombas de calor: eficiencia, ahorro y ayudas | Costa Sol HVAC",
    "description": "Cómo logra una bomba de calor un rendimiento del 300-400%, cuánto ahorra frente al gasóleo, el gas o la electricidad y qué ayudas de hasta 7.500 € aplican.",
    "heading": "Las bombas de calor, explicadas",
    "intro": [
      "Una bomba de calor no produce calor: lo traslada. Por cada kilovatio de electricidad entrega tres o cuatro de calefacción o refrigeración, y por eso puede ahorrar un 40% o más frente a sistemas antiguos.",
      "Las aire-aire climatizan directamente las estancias; las aire-agua (aerotermia) también alimentan suelo radiante y agua caliente. Te ayudamos a elegir, dimensionar y financiar la adecuada, ayudas incluidas."
    ],
    "sections": []
  }
};

export default article;
