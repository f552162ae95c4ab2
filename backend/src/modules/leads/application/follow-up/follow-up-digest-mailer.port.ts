import type { StaffContact } from '../../../auth/application/staff-directory';
import type { Lead } from '../../domain/lead';

/** One person's digest: their open leads due on `day` and those overdue (follow-up before it). */
export interface FollowUpDigest {
  recipient: StaffContact;
  day: string;
  dueToday: Lead[];
  overdue: Lead[];
}

/** Port: queues the daily follow-up digest e-mail, in the caller's transaction. */
export abstract class FollowUpDigestMailer {
  abstract send(digest: FollowUpDigest): Promise<void>;
}
