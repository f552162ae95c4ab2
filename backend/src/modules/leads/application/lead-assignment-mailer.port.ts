import type { StaffContact } from '../../auth/application/staff-directory';
import type { Lead } from '../domain/lead';

/** Port: the e-mail that tells a staff user a lead is now theirs. Called inside the transaction that assigns it. */
export abstract class LeadAssignmentMailer {
  abstract assigned(lead: Lead, assignee: StaffContact): Promise<void>;
}
