import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Air Zone Systems and Zoned Ducting | Costa Sol HVAC",
    "description": "Zoned ducted climate control: a thermostat in every room, one quiet outdoor unit and up to 40% lower energy use in villas and large apartments.",
    "heading": "Air zone systems: the right temperature in every room",
    "intro": [
      "A zoned ducted system sends conditioned air only where it is needed. Motorised dampers and a thermostat per room let bedrooms stay cool at night while the living area rests, with one outdoor unit out of sight.",
      "We design the ducts, grilles and zones for villas and large apartments, integrate Airzone controls with your phone, and combine them with heat pumps so the same system cools in summer and heats in winter."
    ],
    "sections": []
  },
  "es": {
    "title": "Sistemas de zonas y conductos zonificados | Costa Sol HVAC",
    "description": "Climatización por conductos zonificada: un termostato en cada estancia, una sola unidad exterior silenciosa y hasta un 40% menos de consumo.",
    "heading": "Sistemas de zonas: la temperatura justa en cada estancia",
    "intro": [
      "Un sistema de conductos zonificado lleva el aire solo donde hace falta. Las compuertas motorizadas y un termostato por habitación permiten refrescar los dormitorios por la noche sin climatizar el salón.",
      "Diseñamos conductos, rejillas y zonas para villas y pisos grandes, integramos el control Airzone en el móvil y lo combinamos con bomba de calor para enfriar en verano y calentar en invierno con el mismo equipo."
    ],
    "sections": []
  }
};

export default article;
