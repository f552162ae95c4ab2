/** A file sent with an e-mail; text only (an .ics invitation, a CSV), stored in the outbox as UTF-8. */
export interface MailAttachment {
  filename: string;
  /** The full Content-Type, parameters included, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A queued e-mail as the delivery worker sees it. */
export interface QueuedMail extends OutgoingMail {
  id: string;
  /** Stable Message-ID, so a resend after a crash can be recognised as the same message. */
  messageId: string;
  attempts: number;
  /** This worker's claim; another claim (after the lease ran out) makes it stale. */
  claimToken: string;
}
