import { type Language, type ManufacturerSlug, PAGE_REGISTRY, type RouteKey } from '@costa-sol/common';

/** The short name of every page of the page registry, for menus, the footer and the sitemap page (every key, checked). */
export const pageNames = {
  en: {
    home: 'Home',
    services: 'All services',
    manufacturers: 'All manufacturers',
    airConditioning: 'Air Conditioning',
    airZoneSystems: 'Air Zone Systems',
    heatPumpHvac: 'Heat Pump HVAC',
    heatPumpWaterHeaters: 'Heat Pump Water Heaters',
    solarInstallation: 'Solar Installation',
    heatPumps: 'Heat pumps explained',
    resources: 'All resources',
    heatPumpInstallationGuide: 'Heat pump installation guide',
    hvacSizingGuide: 'HVAC sizing guide',
    hvacMarbellaGuide: 'HVAC in Marbella',
    locations: 'Areas we serve',
    qa: 'Questions & answers',
    contact: 'Contact',
    hvacCalculator: 'HVAC calculator',
    maintenanceChecklist: 'Maintenance checklist',
    emergencyService: 'Emergency Service',
    commercialServices: 'Commercial Services',
    privacyPolicy: 'Privacy Policy',
    legalNotice: 'Legal notice',
    cookiePolicy: 'Cookie Policy',
    sitemap: 'Sitemap',
  },
  es: {
    home: 'Inicio',
    services: 'Todos los servicios',
    manufacturers: 'Todos los fabricantes',
    airConditioning: 'Aire acondicionado',
    airZoneSystems: 'Sistemas de zonas',
    heatPumpHvac: 'Bomba de calor HVAC',
    heatPumpWaterHeaters: 'Calentadores con bomba de calor',
    solarInstallation: 'Instalación solar',
    heatPumps: 'Bombas de calor: guía básica',
    resources: 'Todos los recursos',
    heatPumpInstallationGuide: 'Guía de instalación de bombas de calor',
    hvacSizingGuide: 'Guía de dimensionamiento',
    hvacMarbellaGuide: 'Climatización en Marbella',
    locations: 'Zonas de servicio',
    qa: 'Preguntas y respuestas',
    contact: 'Contacto',
    hvacCalculator: 'Calculadora de climatización',
    maintenanceChecklist: 'Lista de mantenimiento',
    emergencyService: 'Servicio de urgencias',
    commercialServices: 'Servicios comerciales',
    privacyPolicy: 'Política de privacidad',
    legalNotice: 'Aviso legal',
    cookiePolicy: 'Política de cookies',
    sitemap: 'Mapa del sitio',
  },
} satisfies Record<Language, Record<RouteKey, string>>;

/** Brand names as written by their makers (the page registry's manufacturer family). */
export const BRAND_NAMES = Object.fromEntries(PAGE_REGISTRY.families.manufacturer.pages.map(({ slug, name }) => [slug, name])) as Record<
  ManufacturerSlug,
  string
>;
