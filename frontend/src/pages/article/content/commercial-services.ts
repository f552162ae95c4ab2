import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Commercial HVAC for Businesses in Málaga | Costa Sol HVAC",
    "description": "Climate control for restaurants, shops, offices and holiday rentals: VRF systems, heat recovery, maintenance contracts and fast repairs.",
    "heading": "Commercial HVAC services",
    "intro": [
      "Restaurants, shops, offices and holiday rentals need comfort that does not fail in peak season. We design and install VRF and multi-split systems, heat recovery ventilation and solar for businesses.",
      "Maintenance contracts include scheduled visits, priority emergency response and the records your insurer and RITE regulations require."
    ],
    "sections": []
  },
  "es": {
    "title": "Climatización para empresas en Málaga | Costa Sol HVAC",
    "description": "Climatización para restaurantes, tiendas, oficinas y alquileres vacacionales: sistemas VRF, recuperación de calor, contratos de mantenimiento y urgencias.",
    "heading": "Servicios comerciales de climatización",
    "intro": [
      "Restaurantes, comercios, oficinas y alquileres vacacionales necesitan un confort que no falle en temporada alta. Diseñamos e instalamos sistemas VRF y multisplit, ventilación con recuperación de calor y energía solar para empresas.",
      "Los contratos de mantenimiento incluyen visitas programadas, prioridad en urgencias y los registros que exigen tu aseguradora y el RITE."
    ],
    "sections": []
  }
};

export default article;
