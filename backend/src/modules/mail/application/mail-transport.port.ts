import type { QueuedMail } from './outgoing-mail';

/** Port: hands one e-mail to a mail server (or a folder). Throws when it could not. */
export abstract class MailTransport {
  abstract send(mail: QueuedMail, from: string): Promise<void>;
  abstract close(): Promise<void>;
  /**
   * Removes the copies this transport keeps of those e-mails (the folder's .eml files) once the person they name is
   * erased; what a mail server has delivered is out of its reach.
   */
  abstract forget(mailIds: readonly string[]): Promise<void>;
}
