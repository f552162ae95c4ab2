import type { Article } from '../article-types';

const article: Article = {
  "kind": "index",
  "en": {
    "title": "HVAC and Solar Guides for Homeowners | Costa Sol HVAC",
    "description": "Practical guides on heat pump installation, sizing air conditioning and living comfortably in Marbella’s climate, written by our installers.",
    "heading": "Guides and resources",
    "intro": [
      "Our installers wrote these guides to answer what homeowners ask before a project: how a heat pump installation works, how to size air conditioning, and what Marbella’s climate means for your home.",
      "You will also find tools: a sizing calculator that gives kilowatts, BTU and frigorías, and a seasonal maintenance checklist you can print or tick off online."
    ],
    "sections": []
  },
  "es": {
    "title": "Guías de climatización y energía solar | Costa Sol HVAC",
    "description": "Guías prácticas sobre la instalación de bombas de calor, el dimensionamiento del aire acondicionado y el clima de Marbella, escritas por nuestros instaladores.",
    "heading": "Guías y recursos",
    "intro": [
      "Nuestros instaladores han escrito estas guías para responder a lo que se pregunta antes de una obra: cómo se instala una bomba de calor, cómo dimensionar el aire acondicionado y qué supone el clima de Marbella para tu casa.",
      "También encontrarás herramientas: una calculadora que da kilovatios, BTU y frigorías, y una lista de mantenimiento por temporadas que puedes imprimir o marcar en línea."
    ],
    "sections": []
  }
};

export default article;
