import type { OutgoingMail, QueuedMail } from './outgoing-mail';

/**
 * Port: the durable queue of e-mails (the mail_outbox table), safe to share between several app instances.
 * Other modules only `enqueue`, inside their own transaction; the delivery worker claims, sends and marks.
 */
export abstract class MailOutbox {
  /** Queues an e-mail in the caller's transaction; it is sent after that transaction commits. */
  abstract enqueue(mail: OutgoingMail): Promise<void>;
  /** Claims up to `limit` due e-mails for `leaseMs`; no other worker gets them meanwhile. */
  abstract claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  /**
   * Just before sending: renews the lease for `leaseMs` if this claim still holds and the e-mail is unsent. False
   * when another worker has claimed it since (this one outlasted its lease): then it must not be sent.
   */
  abstract holdClaim(mail: QueuedMail, leaseMs: number): Promise<boolean>;
  /** Both only act while `mail`'s claim holds. */
  abstract markSent(mail: QueuedMail): Promise<void>;
  abstract markFailed(mail: QueuedMail, error: string, retryInMs: number): Promise<void>;
}
