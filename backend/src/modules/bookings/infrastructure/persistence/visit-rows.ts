import type { Language, VisitKind, VisitRules, VisitSource, VisitStatus } from '@costa-sol/common';
import type { Visit } from '../../domain/visit';

export interface VisitRow {
  id: string;
  lead_id: string | null;
  technician_id: string;
  kind: VisitKind;
  town: string;
  starts_at: Date | string;
  ends_at: Date | string;
  blocked_until: Date | string;
  status: VisitStatus;
  source: VisitSource;
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  language: Language;
  reminder_sent_at: Date | string | null;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface VisitRulesRow {
  survey_minutes: number;
  maintenance_minutes: number;
  repair_minutes: number;
  buffer_minutes: number;
  min_notice_hours: number;
  max_days_ahead: number;
  appointment_only_towns: string[];
  unserved_towns: string[];
}

export const VISIT_COLUMNS =
  'id, lead_id, technician_id, kind, town, starts_at, ends_at, blocked_until, status, source, name, email, phone, address, notes, language, reminder_sent_at, revision, created_at, updated_at';

export function toVisit(row: VisitRow): Visit {
  return {
    id: row.id,
    leadId: row.lead_id,
    technicianId: row.technician_id,
    kind: row.kind,
    town: row.town,
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    blockedUntil: new Date(row.blocked_until),
    status: row.status,
    source: row.source,
    contact: { name: row.name, email: row.email, phone: row.phone, address: row.address, notes: row.notes, language: row.language },
    reminderSentAt: row.reminder_sent_at === null ? null : new Date(row.reminder_sent_at),
    revision: Number(row.revision),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The row's values in VISIT_COLUMNS order. */
export function visitValues(visit: Visit): unknown[] {
  const { contact } = visit;
  return [
    visit.id,
    visit.leadId,
    visit.technicianId,
    visit.kind,
    visit.town,
    visit.start,
    visit.end,
    visit.blockedUntil,
    visit.status,
    visit.source,
    contact.name,
    contact.email,
    contact.phone,
    contact.address,
    contact.notes,
    contact.language,
    visit.reminderSentAt,
    visit.revision,
    visit.createdAt,
    visit.updatedAt,
  ];
}

export function toRules(row: VisitRulesRow): VisitRules {
  return {
    visitMinutes: { survey: row.survey_minutes, maintenance: row.maintenance_minutes, repair: row.repair_minutes },
    bufferMinutes: row.buffer_minutes,
    minNoticeHours: row.min_notice_hours,
    maxDaysAhead: row.max_days_ahead,
    appointmentOnlyTowns: row.appointment_only_towns,
    unservedTowns: row.unserved_towns,
  };
}
