import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Solar Panel Installation with Battery | Costa Sol HVAC",
    "description": "Solar self-consumption with optional batteries and blackout protection, designed for 320+ sunny days a year in Málaga. Permits and surplus compensation handled.",
    "heading": "Solar installation with batteries and blackout protection",
    "intro": [
      "With more than 320 sunny days a year, a well-designed solar installation in Málaga pays for itself quickly. We size panels to your consumption, add batteries where they make sense and set up surplus compensation with your supplier.",
      "Hybrid inverters keep essential circuits running during a power cut. We take care of the municipal permits and registration, and check whether your town hall offers IBI or ICIO tax bonuses for solar."
    ],
    "sections": []
  },
  "es": {
    "title": "Instalación de placas solares con batería | Costa Sol HVAC",
    "description": "Autoconsumo solar con baterías opcionales y protección ante apagones, pensado para los más de 320 días de sol de Málaga. Permisos y compensación incluidos.",
    "heading": "Placas solares con baterías y protección ante apagones",
    "intro": [
      "Con más de 320 días de sol al año, una instalación solar bien diseñada en Málaga se amortiza pronto. Ajustamos los paneles a tu consumo, añadimos baterías cuando compensan y gestionamos la compensación de excedentes con tu comercializadora.",
      "Los inversores híbridos mantienen los circuitos esenciales durante un apagón. Tramitamos los permisos municipales y el registro, y comprobamos si tu ayuntamiento bonifica el IBI o el ICIO por instalar placas."
    ],
    "sections": []
  }
};

export default article;
