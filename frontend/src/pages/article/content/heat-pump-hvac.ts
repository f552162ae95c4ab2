import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Heat Pump HVAC and Aerothermal Systems | Costa Sol HVAC",
    "description": "Aerothermal heat pumps that heat, cool and make hot water at 300-400% efficiency. Incentives up to €7,500 depending on programme. Free survey in Málaga.",
    "heading": "Heat pump HVAC for homes on the Costa del Sol",
    "intro": [
      "An air-to-water heat pump takes heat from outdoor air and delivers three to four times more energy than it uses. It replaces oil and gas boilers, feeds underfloor heating or radiators, cools in summer and heats your water.",
      "Málaga’s mild winters are ideal for heat pumps. We size the system, handle the permits and help you apply for the incentives available for your home, which can reach €7,500 depending on the programme."
    ],
    "sections": []
  },
  "es": {
    "title": "Aerotermia y bomba de calor en Málaga | Costa Sol HVAC",
    "description": "Bombas de calor de aerotermia que calientan, refrescan y producen agua caliente con un rendimiento del 300-400%. Ayudas de hasta 7.500 € según programa.",
    "heading": "Bomba de calor y aerotermia para tu vivienda",
    "intro": [
      "Una bomba de calor aire-agua toma el calor del aire exterior y entrega de tres a cuatro veces la energía que consume. Sustituye calderas de gasóleo o gas, alimenta suelo radiante o radiadores, refresca en verano y calienta el agua.",
      "Los inviernos suaves de Málaga son ideales para la aerotermia. Dimensionamos el sistema, tramitamos los permisos y te ayudamos a solicitar las ayudas disponibles, que pueden llegar a 7.500 € según el programa."
    ],
    "sections": []
  }
};

export default article;
