export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
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
