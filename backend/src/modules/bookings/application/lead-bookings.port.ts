import type { VisitKind } from '@costa-sol/common';
import type { VisitContact } from '../domain/visit';

/** A visitor's online booking, as the lead it opens takes it. */
export interface BookingOfNewLead {
  kind: VisitKind;
  town: string;
  contact: VisitContact;
}

/** Port: the lead a visitor's booking follows (their quote request), moved along the pipeline when they book. */
export abstract class LeadBookings {
  /**
   * Marks the lead 'survey-booked' (from 'new' or 'contacted') and answers true when it exists, is not spam and (for
   * a visitor's booking, `email` given) was sent from the same e-mail address; otherwise changes nothing, answers false.
   * The office books for a lead it chose (`email` null).
   */
  abstract surveyBooked(leadId: string, email: string | null, now: Date): Promise<boolean>;
  /**
   * The newest quote request from this e-mail address within `days`, not spam, still new or contacted: the lead a
   * visitor's booking follows when the page did not name it.
   */
  abstract openQuoteFrom(email: string, days: number, now: Date): Promise<string | null>;
  /** A new lead at survey booked for a visitor who booked without a quote request before; answers its id. */
  abstract openFor(booking: BookingOfNewLead, now: Date): Promise<string>;
}
