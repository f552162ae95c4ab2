import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { MailOutbox } from '../../../mail/application/mail-outbox.port';
import { type FollowUpDigest, FollowUpDigestMailer } from '../../application/follow-up/follow-up-digest-mailer.port';
import { buildFollowUpDigestEmail } from './follow-up-digest-email';

/** Queues the digest in the durable outbox (sent by the mail delivery worker after the commit). */
@Injectable()
export class MailFollowUpDigestMailer extends FollowUpDigestMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {
    super();
  }

  send(digest: FollowUpDigest): Promise<void> {
    return this.outbox.enqueue(buildFollowUpDigestEmail(digest, this.config.publicUrl));
  }
}
