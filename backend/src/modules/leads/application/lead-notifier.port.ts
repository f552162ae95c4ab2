import type { Lead } from '../domain/lead';

/** Port: the e-mails a new lead causes. Called inside the transaction that stores the lead. */
export abstract class LeadNotifier {
  /** Tells staff about the lead. */
  abstract leadReceived(lead: Lead): Promise<void>;
  /** Tells the visitor their request arrived and what happens next. */
  abstract confirmToVisitor(lead: Lead): Promise<void>;
}
