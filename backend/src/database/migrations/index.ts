import type { MigrationObject } from '@mikro-orm/core';
import { ContentAndQa20261122 } from './20261122-content-and-qa';
import { InitialSchema20261122 } from './20261122-initial-schema';
import { MailClaimToken20261123 } from './20261123-mail-claim-token';
import { RateLimit20261124 } from './20261124-rate-limit';
import { LeadConfirmation20261125 } from './20261125-lead-confirmation';
import { AdminReviews20261126 } from './20261126-admin-reviews';
import { Media20261127 } from './20261127-media';
import { Photos20261128 } from './20261128-photos';
import { LeadIdempotency20261129 } from './20261129-lead-idempotency';
import { StaffUsers20261130 } from './20261130-staff-users';
import { LeadAssignee20261201 } from './20261201-lead-assignee';
import { AuditLog20261201 } from './20261201-audit-log';
import { StaffSessions20261202 } from './20261202-staff-sessions';
import { PagePhotoKinds20261203 } from './20261203-page-photo-kinds';
import { PriceGuides20261203 } from './20261203-price-guides';
import { Visits20261204 } from './20261204-visits';
import { MailAttachments20261204 } from './20261204-mail-attachments';
import { VisitRevision20261205 } from './20261205-visit-revision';
import { LeadErasure20261205 } from './20261205-lead-erasure';
import { LeadTimeline20261206 } from './20261206-lead-timeline';
import { LeadStageFigures20261206 } from './20261206-lead-stage-figures';

/** Applied in this order at start-up; add new migrations at the end, never edit an applied one. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'InitialSchema20261122', class: InitialSchema20261122 },
  { name: 'ContentAndQa20261122', class: ContentAndQa20261122 },
  { name: 'MailClaimToken20261123', class: MailClaimToken20261123 },
  { name: 'RateLimit20261124', class: RateLimit20261124 },
  { name: 'LeadConfirmation20261125', class: LeadConfirmation20261125 },
  { name: 'AdminReviews20261126', class: AdminReviews20261126 },
  { name: 'Media20261127', class: Media20261127 },
  { name: 'Photos20261128', class: Photos20261128 },
  { name: 'LeadIdempotency20261129', class: LeadIdempotency20261129 },
  { name: 'StaffUsers20261130', class: StaffUsers20261130 },
  { name: 'LeadAssignee20261201', class: LeadAssignee20261201 },
  { name: 'AuditLog20261201', class: AuditLog20261201 },
  { name: 'StaffSessions20261202', class: StaffSessions20261202 },
  { name: 'PagePhotoKinds20261203', class: PagePhotoKinds20261203 },
  { name: 'PriceGuides20261203', class: PriceGuides20261203 },
  { name: 'Visits20261204', class: Visits20261204 },
  { name: 'MailAttachments20261204', class: MailAttachments20261204 },
  { name: 'VisitRevision20261205', class: VisitRevision20261205 },
  { name: 'LeadErasure20261205', class: LeadErasure20261205 },
  { name: 'LeadTimeline20261206', class: LeadTimeline20261206 },
  { name: 'LeadStageFigures20261206', class: LeadStageFigures20261206 },
];
