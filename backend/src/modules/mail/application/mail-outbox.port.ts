import type { OutgoingMail } from './outgoing-mail';

/**
 * Port exported to other modules: queues an e-mail for delivery. Call it inside the caller's transaction;
 * the e-mail is sent by the delivery worker after that transaction commits.
 */
export abstract class MailOutbox {
  abstract enqueue(mail: OutgoingMail): Promise<void>;
}
