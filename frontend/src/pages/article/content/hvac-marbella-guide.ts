import type { Article } from '../article-types';

const article: Article = {
  "kind": "guide",
  "updated": "2026-11-23",
  "en": {
    "title": "HVAC in Marbella: Climate, Homes and Systems | Costa Sol HVAC",
    "description": "What Marbella’s humid summers, mild winters and sea air mean for air conditioning, heat pumps and solar in villas, apartments and urbanizations.",
    "heading": "HVAC in Marbella: a local guide",
    "intro": [
      "Marbella’s summers are warm and humid near the beach and hotter in the hills of Nueva Andalucía and Sierra Blanca. Good dehumidification matters as much as cooling, and salt air shortens the life of unprotected outdoor units.",
      "Villas suit zoned ducted systems and aerothermal heating; apartments usually need discreet splits and community approval. Our guide explains the options and what they cost to run."
    ],
    "sections": []
  },
  "es": {
    "title": "Climatización en Marbella: clima y viviendas | Costa Sol HVAC",
    "description": "Qué suponen los veranos húmedos, los inviernos suaves y el aire salino de Marbella para el aire acondicionado, la aerotermia y las placas solares.",
    "heading": "Climatización en Marbella: guía local",
    "intro": [
      "En Marbella los veranos son cálidos y húmedos junto a la playa y más calurosos en las lomas de Nueva Andalucía y Sierra Blanca. Deshumidificar importa tanto como enfriar, y el aire salino acorta la vida de las unidades exteriores sin protección.",
      "Las villas admiten conductos zonificados y aerotermia; los pisos suelen necesitar splits discretos y permiso de la comunidad. La guía explica las opciones y lo que cuesta mantenerlas."
    ],
    "sections": []
  }
};

export default article;
