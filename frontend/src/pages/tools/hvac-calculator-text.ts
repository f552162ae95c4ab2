import type { Language } from '@costa-sol/common';

/**
 * The calculator page's texts that are not in its Markdown page (content/pages/hvac-calculator.*.md): crumbs, the
 * island's buttons, the ENERGY STAR table.
 */
const en = {
  head: {
    home: 'Home',
    resources: 'Resources',
    breadcrumb: 'HVAC calculator',
  },
  actions: {
    quote: 'Request a quote with this estimate',
    whatsapp: 'Send it on WhatsApp',
    newTab: '(opens in a new tab)',
  },
  table: {
    caption: 'ENERGY STAR room sizes, before adjustments',
    areaFt2: 'Floor area (ft²)',
    areaM2: 'Floor area (m²)',
    btu: 'Capacity (BTU/h)',
    kw: 'Capacity (kW)',
    upTo: 'up to',
    note: 'A room smaller than 100 ft² (9.3 m²) takes the first row, and an area right on a boundary belongs to the lower row.',
  },
};

const es: typeof en = {
  head: {
    home: 'Inicio',
    resources: 'Recursos',
    breadcrumb: 'Calculadora de climatización',
  },
  actions: {
    quote: 'Pedir presupuesto con esta estimación',
    whatsapp: 'Enviarla por WhatsApp',
    newTab: '(se abre en una pestaña nueva)',
  },
  table: {
    caption: 'Tabla de ENERGY STAR por superficie, sin ajustes',
    areaFt2: 'Superficie (ft²)',
    areaM2: 'Superficie (m²)',
    btu: 'Potencia (BTU/h)',
    kw: 'Potencia (kW)',
    upTo: 'hasta',
    note: 'Una estancia de menos de 100 ft² (9,3 m²) usa la primera fila, y una superficie justo en el límite entre dos filas pertenece a la de abajo.',
  },
};

/** The HVAC calculator page's own texts around its Markdown page, per language. */
export const hvacCalculatorText: Record<Language, typeof en> = { en, es };
