import type { Language } from '../i18n/languages';
import type { CurrentSystemAge, HomeSize, PreferredBrand, ServiceNeeded, ServiceType } from './lead-enums';

type Labels<T extends string> = Record<Language, Record<T, string>>;

/** Labels of the form options, for the selects and the staff e-mail. */
export const SERVICE_TYPE_LABELS: Labels<ServiceType> = {
  en: {
    'air-conditioning-installation': 'Air conditioning installation',
    'heat-pump-system': 'Heat pump system',
    'air-zone-system': 'Air zone system',
    'heat-pump-water-heater': 'Heat pump water heater',
    'system-repair': 'System repair',
    'maintenance-service': 'Maintenance service',
  },
  es: {
    'air-conditioning-installation': 'Instalación de aire acondicionado',
    'heat-pump-system': 'Sistema de bomba de calor',
    'air-zone-system': 'Sistema de zonas (Airzone)',
    'heat-pump-water-heater': 'Calentador de agua con bomba de calor',
    'system-repair': 'Reparación del sistema',
    'maintenance-service': 'Servicio de mantenimiento',
  },
};

export const PREFERRED_BRAND_LABELS: Labels<PreferredBrand> = {
  en: {
    any: 'No preference',
    daikin: 'Daikin',
    mitsubishi: 'Mitsubishi',
    carrier: 'Carrier',
    trane: 'Trane',
    lennox: 'Lennox',
    rheem: 'Rheem',
  },
  es: {
    any: 'Sin preferencia',
    daikin: 'Daikin',
    mitsubishi: 'Mitsubishi',
    carrier: 'Carrier',
    trane: 'Trane',
    lennox: 'Lennox',
    rheem: 'Rheem',
  },
};

/** Square-foot bands with the m² equivalent: ft² first in English, m² first in Spanish (docs/product.md, "Enumerations"). */
export const HOME_SIZE_LABELS: Labels<HomeSize> = {
  en: {
    'under-1000': 'Under 1,000 ft² (under 93 m²)',
    '1000-1500': '1,000-1,500 ft² (93-139 m²)',
    '1500-2000': '1,500-2,000 ft² (139-186 m²)',
    '2000-2500': '2,000-2,500 ft² (186-232 m²)',
    '2500-3000': '2,500-3,000 ft² (232-279 m²)',
    'over-3000': 'Over 3,000 ft² (over 279 m²)',
  },
  es: {
    'under-1000': 'Menos de 93 m² (1.000 ft²)',
    '1000-1500': '93-139 m² (1.000-1.500 ft²)',
    '1500-2000': '139-186 m² (1.500-2.000 ft²)',
    '2000-2500': '186-232 m² (2.000-2.500 ft²)',
    '2500-3000': '232-279 m² (2.500-3.000 ft²)',
    'over-3000': 'Más de 279 m² (3.000 ft²)',
  },
};

export const CURRENT_SYSTEM_AGE_LABELS: Labels<CurrentSystemAge> = {
  en: {
    'new-construction': 'New construction',
    'under-5': 'Under 5 years',
    '5-10': '5-10 years',
    '10-15': '10-15 years',
    '15-20': '15-20 years',
    'over-20': 'Over 20 years',
  },
  es: {
    'new-construction': 'Obra nueva',
    'under-5': 'Menos de 5 años',
    '5-10': '5-10 años',
    '10-15': '10-15 años',
    '15-20': '15-20 años',
    'over-20': 'Más de 20 años',
  },
};

export const SERVICE_NEEDED_LABELS: Labels<ServiceNeeded> = {
  en: {
    'emergency-repair': 'Emergency repair',
    'new-installation': 'New installation',
    'maintenance-service': 'Maintenance service',
    'free-consultation': 'Free consultation',
    'quote-request': 'Quote request',
  },
  es: {
    'emergency-repair': 'Reparación urgente',
    'new-installation': 'Nueva instalación',
    'maintenance-service': 'Servicio de mantenimiento',
    'free-consultation': 'Consulta gratuita',
    'quote-request': 'Solicitud de presupuesto',
  },
};
