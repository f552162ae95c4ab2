import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "24/7 Emergency HVAC Repair, 2-Hour Response | Costa Sol HVAC",
    "description": "Air conditioning or heating down? Our technicians answer 24/7 and aim to be with you within 2 hours across the Costa del Sol. Call or WhatsApp now.",
    "heading": "24/7 emergency HVAC service",
    "intro": [
      "When air conditioning fails in August or heating stops on a cold night, call or message us on WhatsApp at any hour. We aim to have a technician with you within two hours across our service area.",
      "Our vans carry common parts for the brands we install, so most faults are fixed on the first visit. We tell you the cost before any work starts."
    ],
    "sections": []
  },
  "es": {
    "title": "Reparación urgente de climatización 24/7 | Costa Sol HVAC",
    "description": "¿Sin aire acondicionado o sin calefacción? Atendemos 24/7 y buscamos estar contigo en menos de 2 horas en la Costa del Sol. Llama o escribe por WhatsApp.",
    "heading": "Servicio de urgencias 24/7",
    "intro": [
      "Si el aire acondicionado falla en agosto o la calefacción se para una noche fría, llámanos o escríbenos por WhatsApp a cualquier hora. Buscamos tener un técnico contigo en menos de dos horas en nuestra zona.",
      "Nuestras furgonetas llevan los repuestos habituales de las marcas que instalamos, así que la mayoría de las averías se resuelven en la primera visita. Te decimos el precio antes de empezar."
    ],
    "sections": []
  }
};

export default article;
