import type { Article } from '../article-types';

const article: Article = {
  "kind": "legal",
  "updated": "2026-11-23",
  "en": {
    "title": "Cookie Policy | Costa Sol HVAC",
    "description": "This site uses no advertising or analytics cookies: only your language choice and checklist ticks stored in your browser. Google Maps loads only on request.",
    "heading": "Cookie policy",
    "intro": [
      "We do not use advertising or analytics cookies. Your browser stores only what you choose: your language and, if you use it, the ticks of the maintenance checklist. These are technically necessary and need no consent.",
      "The map on the contact page is provided by Google and loads only when you ask for it; Google may then set its own cookies under its policy."
    ],
    "sections": []
  },
  "es": {
    "title": "Política de cookies | Costa Sol HVAC",
    "description": "Este sitio no usa cookies publicitarias ni analíticas: solo guarda en tu navegador el idioma elegido y las marcas de la lista. Google Maps solo carga si lo pides.",
    "heading": "Política de cookies",
    "intro": [
      "No usamos cookies publicitarias ni analíticas. Tu navegador solo guarda lo que eliges: el idioma y, si la usas, las marcas de la lista de mantenimiento. Son técnicamente necesarias y no requieren consentimiento.",
      "El mapa de la página de contacto lo ofrece Google y solo se carga si lo pides; Google puede entonces instalar sus propias cookies según su política."
    ],
    "sections": []
  }
};

export default article;
