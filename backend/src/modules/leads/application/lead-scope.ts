import type { StaffRole } from '@costa-sol/common';

/** The leads a staff user may see and work on: a technician only the ones assigned to them. */
export interface LeadScope {
  assignedToId?: string;
}

export function leadScopeOf(viewer: { userId: string; role: StaffRole }): LeadScope {
  return viewer.role === 'technician' ? { assignedToId: viewer.userId } : {};
}

export function isInScope(lead: { assignedToId?: string }, scope: LeadScope): boolean {
  return scope.assignedToId === undefined || lead.assignedToId === scope.assignedToId;
}
