import type { QueuedMail } from './outgoing-mail';

/** Port: hands one e-mail to a mail server (or a folder). Throws when it could not. */
export abstract class MailTransport {
  abstract send(mail: QueuedMail, from: string): Promise<void>;
  abstract close(): Promise<void>;
}
