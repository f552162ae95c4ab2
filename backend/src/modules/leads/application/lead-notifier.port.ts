import type { Lead } from '../domain/lead';

/** Port: tells staff about a new lead. Called inside the transaction that stores the lead. */
export abstract class LeadNotifier {
  abstract leadReceived(lead: Lead): Promise<void>;
}
