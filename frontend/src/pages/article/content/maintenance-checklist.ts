import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "HVAC and Solar Maintenance Checklist | Costa Sol HVAC",
    "description": "A seasonal checklist for air conditioning, heat pumps, water heaters and solar panels on the Costa del Sol: what you can do and what needs a technician.",
    "heading": "Maintenance checklist",
    "intro": [
      "Regular care keeps systems efficient and warranties valid. Clean filters monthly in summer, keep outdoor units free of leaves and calima dust, and check condensate drains before the hot months.",
      "Refrigerant checks, electrical tests and heat pump servicing need a certified technician once a year. Book your annual service with us and we will remind you."
    ],
    "sections": []
  },
  "es": {
    "title": "Lista de mantenimiento de climatización | Costa Sol HVAC",
    "description": "Una lista por temporadas para aire acondicionado, bombas de calor, termos y placas solares en la Costa del Sol: qué puedes hacer tú y qué hace el técnico.",
    "heading": "Lista de mantenimiento",
    "intro": [
      "Un cuidado regular mantiene los equipos eficientes y la garantía vigente. Limpia los filtros cada mes en verano, mantén las unidades exteriores libres de hojas y polvo de calima y revisa los desagües antes del calor.",
      "La revisión del refrigerante, las pruebas eléctricas y el mantenimiento de la aerotermia requieren un técnico acreditado una vez al año. Reserva tu revisión anual y te la recordaremos."
    ],
    "sections": []
  }
};

export default article;
