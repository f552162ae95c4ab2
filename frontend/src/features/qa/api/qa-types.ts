import type { ApiSchema } from '../../../lib/api-types';

/** Shapes of GET /api/qa/…, from the OpenAPI document. */
export type QaCategorySummary = ApiSchema<'PublicQaCategorySummaryDto'>;
export type QaCategoryDetail = ApiSchema<'PublicQaCategoryDto'>;
export type QaPageDetail = ApiSchema<'PublicQaPageDto'>;
