import type { QueuedMail } from './outgoing-mail';

/** Port: the durable queue behind MailOutbox, safe to share between several app instances. */
export abstract class OutboxStore {
  /** Claims up to `limit` due e-mails for `leaseMs`; no other worker gets them meanwhile. */
  abstract claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  abstract markSent(id: string): Promise<void>;
  abstract markFailed(id: string, error: string, retryInMs: number): Promise<void>;
  abstract countPending(): Promise<number>;
}
