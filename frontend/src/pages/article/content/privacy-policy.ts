import type { Article } from '../article-types';

const article: Article = {
  "kind": "legal",
  "updated": "2026-11-23",
  "en": {
    "title": "Privacy Policy | Costa Sol HVAC",
    "description": "How Costa Sol HVAC handles the personal data you send through our forms, under the GDPR and Spain’s LOPDGDD, and how to exercise your rights.",
    "heading": "Privacy policy",
    "intro": [
      "We use the data you send through our quote and contact forms only to answer your request and prepare your quote. The legal basis is your request and the steps before a contract; we do not sell or transfer your data.",
      "You can access, correct or delete your data, object to its use or ask for its portability by writing to our privacy address, and complain to the Spanish Data Protection Agency (AEPD)."
    ],
    "sections": []
  },
  "es": {
    "title": "Política de privacidad | Costa Sol HVAC",
    "description": "Cómo trata Costa Sol HVAC los datos personales que envías en nuestros formularios, según el RGPD y la LOPDGDD, y cómo ejercer tus derechos.",
    "heading": "Política de privacidad",
    "intro": [
      "Usamos los datos que envías en los formularios de presupuesto y contacto solo para atender tu solicitud y preparar el presupuesto. La base legal es tu petición y las medidas precontractuales; no vendemos ni cedemos tus datos.",
      "Puedes acceder a tus datos, rectificarlos o suprimirlos, oponerte a su tratamiento o pedir su portabilidad escribiendo a nuestra dirección de privacidad, y reclamar ante la Agencia Española de Protección de Datos (AEPD)."
    ],
    "sections": []
  }
};

export default article;
