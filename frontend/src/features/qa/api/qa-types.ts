import type { ApiSchema } from '@costa-sol/common';

/** Shapes of GET /api/qa/…, from the OpenAPI document. */
export type QaCategorySummary = ApiSchema<'PublicQaCategorySummaryDto'>;
export type QaCategoryDetail = ApiSchema<'PublicQaCategoryDto'>;
export type QaPageDetail = ApiSchema<'PublicQaPageDto'>;
