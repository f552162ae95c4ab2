import type { ApiSchema } from '@costa-sol/common';

/** Shapes of GET /api/locations/…, from the OpenAPI document. */
export type TownSummary = ApiSchema<'LocationSummaryDto'>;
export type ComarcaSummary = ApiSchema<'ComarcaSummaryDto'>;
export type ComarcaHub = ApiSchema<'ComarcaHubDto'>;
export type LocationDetail = ApiSchema<'LocationDto'>;
export type TownServicePageDetail = ApiSchema<'TownServicePageDto'>;
