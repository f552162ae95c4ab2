import type { Article } from '../article-types';

const article: Article = {
  "kind": "service",
  "en": {
    "title": "Air Conditioning Installation Marbella | Costa Sol HVAC",
    "description": "Split, multi-split and ducted air conditioning sized for Costa del Sol homes, installed in 1-2 days by F-gas certified technicians. Ask for a free quote.",
    "heading": "Air conditioning installation on the Costa del Sol",
    "intro": [
      "Coastal summers here are hot and humid, and inland towns pass 35 °C. We size every system room by room, then install inverter split, multi-split or ducted units from Daikin, Mitsubishi and other leading brands, usually in one or two days.",
      "Outdoor units near the sea get coils protected against salt air, and we handle the community-of-owners paperwork for façades and terraces. Every installation is registered so your manufacturer warranty, up to 12 years depending on model, stays valid."
    ],
    "sections": []
  },
  "es": {
    "title": "Instalación de aire acondicionado en Marbella | Costa Sol",
    "description": "Aire acondicionado split, multisplit y por conductos dimensionado para viviendas de la Costa del Sol e instalado en 1-2 días. Pide presupuesto gratis.",
    "heading": "Instalación de aire acondicionado en la Costa del Sol",
    "intro": [
      "En la costa los veranos son calurosos y húmedos, y en el interior se superan los 35 °C. Calculamos cada estancia y montamos equipos inverter split, multisplit o por conductos de Daikin, Mitsubishi y otras primeras marcas, normalmente en uno o dos días.",
      "Las unidades exteriores cerca del mar llevan baterías protegidas contra la salinidad, y nos ocupamos de los trámites con la comunidad de propietarios. Registramos cada instalación para que la garantía del fabricante, de hasta 12 años según modelo, siga vigente."
    ],
    "sections": []
  }
};

export default article;
