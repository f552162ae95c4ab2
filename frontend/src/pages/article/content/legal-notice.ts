import type { Article } from '../article-types';

const article: Article = {
  "kind": "legal",
  "updated": "2026-11-23",
  "en": {
    "title": "Legal Notice | Costa Sol HVAC",
    "description": "Company identification of Costa Sol HVAC under Spain’s LSSI-CE (Law 34/2002, article 10): legal name, tax number, address, registry and contact.",
    "heading": "Legal notice",
    "intro": [
      "This website belongs to the company named in the footer, registered in the Málaga Mercantile Registry, with the tax number, address, e-mail and telephone shown on our contact page.",
      "The content is for information; prices and offers are confirmed in each written quote. Spanish law applies to the use of this website."
    ],
    "sections": []
  },
  "es": {
    "title": "Aviso legal | Costa Sol HVAC",
    "description": "Datos identificativos de Costa Sol HVAC según la LSSI-CE (Ley 34/2002, artículo 10): denominación social, NIF, domicilio, registro y contacto.",
    "heading": "Aviso legal",
    "intro": [
      "Este sitio web pertenece a la sociedad indicada en el pie de página, inscrita en el Registro Mercantil de Málaga, con el NIF, domicilio, correo electrónico y teléfono que figuran en nuestra página de contacto.",
      "Los contenidos son informativos; los precios y ofertas se confirman en cada presupuesto escrito. El uso de este sitio se rige por la legislación española."
    ],
    "sections": []
  }
};

export default article;
