import type { ApiSchemas } from '@costa-sol/common';

/** The admin's view of the API, named from the generated OpenAPI types (common/src/api/api-schema.ts, generated from docs/openapi.json). */
type Schemas = ApiSchemas;

export type TokenAnswer = Schemas['SessionDto'];
export type LoginBody = Schemas['LoginDto'];
export type AdminCategory = Schemas['AdminQaCategoryDto'];
export type CategoryBody = Schemas['QaCategoryInputDto'];
export type AdminQaPage = Schemas['AdminQaPageDto'];
export type QaPageBody = Schemas['QaPageInputDto'];
export type AdminLead = Schemas['AdminLeadDto'];
export type AdminLeadPage = Schemas['AdminLeadPageDto'];
export type AdminLeadDetail = Schemas['AdminLeadDetailDto'];
export type LeadEvent = Schemas['LeadEventDto'];
export type LeadTimeline = Schemas['LeadTimelineDto'];
export type LeadStatusBody = Schemas['LeadStatusChangeDto'];
export type ManualLeadBody = Schemas['ManualLeadDto'];
export type LeadStats = Schemas['LeadStatsDto'];
export type FollowUpLists = Schemas['FollowUpListsDto'];
export type AdminTestimonial = Schemas['AdminTestimonialDto'];
export type TestimonialBody = Schemas['TestimonialInputDto'];
export type AdminCaseStudy = Schemas['AdminCaseStudyDto'];
export type CaseStudyBody = Schemas['CaseStudyInputDto'];
export type AdminMedia = Schemas['AdminMediaDto'];
export type MediaAltBody = Schemas['MediaAltUpdateDto'];
export type PagePhotoIds = Schemas['PagePhotoIdsDto'];
export type TownSummary = Schemas['LocationSummaryDto'];
export type ListOf<T> = { data: T[] };
export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditPage = Schemas['AuditPageDto'];
