import type { Language } from '../i18n/languages';

/**
 * Visits booked online or by the office (issue 25). Times are the office's wall clock (Europe/Madrid) in the
 * schedule and instants (UTC) on the wire and in the database.
 */
export const VISIT_KINDS = ['survey', 'maintenance', 'repair'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** booked: in the calendar; done and no-show: after the visit; cancelled: frees the technician's time. */
export const VISIT_STATUSES = ['booked', 'done', 'no-show', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** online: the visitor booked it on /book; office: entered in the admin for a lead that came by phone. */
export const VISIT_SOURCES = ['online', 'office'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The office's booking rules, with the values a fresh install starts with. */
export interface VisitRules {
  /** Minutes a visit of each kind takes at the customer's home. */
  visitMinutes: Record<VisitKind, number>;
  /** Minutes kept free after each visit to travel to the next. */
  bufferMinutes: number;
  /** How soon a visit can be booked online, in hours from now. */
  minNoticeHours: number;
  /** How far ahead, in days from today. */
  maxDaysAhead: number;
  /** Towns (slugs) whose visits the office arranges by phone: no online slots. */
  appointmentOnlyTowns: string[];
  /** Towns (slugs) not served at all. */
  unservedTowns: string[];
}

export const DEFAULT_VISIT_RULES: VisitRules = {
  visitMinutes: { survey: 60, maintenance: 90, repair: 120 },
  bufferMinutes: 30,
  minNoticeHours: 12,
  maxDaysAhead: 28,
  appointmentOnlyTowns: [],
  unservedTowns: [],
};

export const VISIT_RULE_LIMITS = {
  visitMinutes: { min: 15, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  minNoticeHours: { min: 0, max: 720 },
  maxDaysAhead: { min: 1, max: 180 },
  /** Slots start on this grid of the working hours' start. */
  slotStepMinutes: 30,
  /** The most slots one answer lists. */
  maxSlots: 200,
} as const;

/** How long the visitor's link to reschedule or cancel works after the visit's start. */
export const VISIT_MANAGE_LINK_GRACE_HOURS = 24;

/** The visitor's own fields of a booking beside e-mail and phone (those follow LEAD_FIELD_LIMITS); the API checks the same. */
export const BOOKING_FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  address: { max: 200 },
  notes: { max: 1000 },
} as const;

export const VISIT_KIND_LABELS: Record<Language, Record<VisitKind, string>> = {
  en: { survey: 'Survey visit', maintenance: 'Maintenance', repair: 'Repair' },
  es: { survey: 'Visita de estudio', maintenance: 'Mantenimiento', repair: 'Reparación' },
};

export const VISIT_STATUS_LABELS: Record<Language, Record<VisitStatus, string>> = {
  en: { booked: 'Booked', done: 'Done', 'no-show': 'No-show', cancelled: 'Cancelled' },
  es: { booked: 'Reservada', done: 'Hecha', 'no-show': 'No se presentó', cancelled: 'Cancelada' },
};

/** What the visitor is told when a slot went to someone else between seeing it and booking it (409). */
export const BOOKING_MESSAGES: Record<
  Language,
  { slotTaken: string; slotNotOffered: string; noSlots: string; appointmentOnly: string; unserved: string }
> = {
  en: {
    slotTaken: 'That time was just booked by someone else. Please choose another.',
    slotNotOffered: 'This time is not offered. Please choose one of the listed times.',
    noSlots: 'No free times online in the next weeks. Call us and we will find one.',
    appointmentOnly: 'Visits to this town are arranged by phone. Call us or ask for a quote and we will call you.',
    unserved: 'We do not serve this town. Call us if you are unsure.',
  },
  es: {
    slotTaken: 'Esa hora se acaba de reservar. Elige otra, por favor.',
    slotNotOffered: 'Esta hora no se ofrece. Elige una de las horas de la lista.',
    noSlots: 'No quedan horas libres en línea en las próximas semanas. Llámanos y buscaremos una.',
    appointmentOnly: 'Las visitas a este municipio se acuerdan por teléfono. Llámanos o pide presupuesto y te llamamos.',
    unserved: 'No damos servicio en este municipio. Llámanos si tienes dudas.',
  },
};
