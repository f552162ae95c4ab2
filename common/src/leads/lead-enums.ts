/** Enumerations of the quote and contact forms (docs/product.md, "Enumerations"), sent on the wire exactly as written. */
export const SERVICE_TYPES = [
  'air-conditioning-installation',
  'heat-pump-system',
  'air-zone-system',
  'heat-pump-water-heater',
  'system-repair',
  'maintenance-service',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PREFERRED_BRANDS = ['any', 'daikin', 'mitsubishi', 'carrier', 'trane', 'lennox', 'rheem'] as const;
export type PreferredBrand = (typeof PREFERRED_BRANDS)[number];

/** Square-foot bands; labels show m² too, values unchanged (docs/product.md, "Enumerations"). */
export const HOME_SIZES = ['under-1000', '1000-1500', '1500-2000', '2000-2500', '2500-3000', 'over-3000'] as const;
export type HomeSize = (typeof HOME_SIZES)[number];

export const CURRENT_SYSTEM_AGES = ['new-construction', 'under-5', '5-10', '10-15', '15-20', 'over-20'] as const;
export type CurrentSystemAge = (typeof CURRENT_SYSTEM_AGES)[number];

export const SERVICES_NEEDED = [
  'emergency-repair',
  'new-installation',
  'maintenance-service',
  'free-consultation',
  'quote-request',
] as const;
export type ServiceNeeded = (typeof SERVICES_NEEDED)[number];

/** wantsConsultation travels as text (docs/product.md, "Entities"). */
export const BOOLEAN_TEXTS = ['true', 'false'] as const;
export type BooleanText = (typeof BOOLEAN_TEXTS)[number];

export const LEAD_KINDS = ['quote', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Staff workflow of a lead; every lead starts as 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'survey-booked', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
