import { SetMetadata } from '@nestjs/common';

export const AUDIT_WITHOUT_SNAPSHOTS = 'audit:withoutSnapshots';

/**
 * The route's audit entries record who did what to which entity, never the entity before or after: for routes whose
 * answers hold credentials or links (routes under /api/auth/ are treated so without it).
 */
export const AuditWithoutSnapshots = (): MethodDecorator & ClassDecorator => SetMetadata(AUDIT_WITHOUT_SNAPSHOTS, true);
