/** Everything held about one e-mail address, as stored (the person's copy of their data). */
export interface PersonalDataCopy {
  email: string;
  leads: Record<string, unknown>[];
  /** The timelines of those leads (notes, stage changes, e-mails), oldest first. */
  leadEvents: Record<string, unknown>[];
  visits: Record<string, unknown>[];
  confirmations: Record<string, unknown>[];
  emails: Record<string, unknown>[];
}

/** What an erasure or a retention run removed. */
export interface ErasureCounts {
  leads: number;
  visits: number;
  confirmations: number;
  emails: number;
}

/** The counts, and the ids of the e-mails deleted from the outbox (whose copies the mail transport then forgets). */
export interface Erasure {
  counts: ErasureCounts;
  mailIds: string[];
}

/**
 * Port: the personal data held across the tables (leads, visits, confirmations, e-mails). Erasing keeps the lead and
 * visit rows, and the leads' timelines, without anything that names the person, so the statistics keep their counts.
 */
export abstract class PersonalData {
  abstract copy(email: string): Promise<PersonalDataCopy>;
  abstract erase(email: string, now: Date): Promise<Erasure>;
  /** Erases the leads that did not become a job (not won) whose last contact is older than `months`, and their e-mails. */
  abstract eraseOlderThan(months: number, now: Date): Promise<Erasure>;
  /**
   * Runs `work` if no other instance holds the job's lock and it did not run within `everyHours`, and records the run;
   * null when skipped. Call it inside a transaction: the lock is held until it ends.
   */
  abstract runOncePer<T>(job: string, everyHours: number, now: Date, work: () => Promise<T>): Promise<T | null>;
}
