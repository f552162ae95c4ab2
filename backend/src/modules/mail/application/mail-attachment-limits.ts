import { SINGLE_LINE_TEXT_PATTERN } from '@costa-sol/common';
import type { MailAttachment } from './outgoing-mail';

const MAX_ATTACHMENTS = 3;
const MAX_ATTACHMENT_BYTES = 64 * 1024;
const MAX_FILENAME_LENGTH = 120;
// A type/subtype with optional parameters; no line breaks, so nothing can be smuggled into the MIME headers.
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** Thrown by `MailOutbox.enqueue` for attachments the outbox does not take: a bug in the caller, never a visitor's. */
export class MailAttachmentRejected extends Error {
  override readonly name = 'MailAttachmentRejected';
}

/**
 * The outbox row holds attachments inline, and every claim reads them back, so they stay few and small:
 * at most 3 per e-mail, 64 KiB of UTF-8 each.
 */
export function checkMailAttachments(attachments: readonly MailAttachment[]): void {
  if (attachments.length > MAX_ATTACHMENTS)
    throw new MailAttachmentRejected(`An e-mail takes at most ${MAX_ATTACHMENTS} attachments; got ${attachments.length}`);
  for (const attachment of attachments) {
    const { filename, contentType, content } = attachment;
    if (filename.trim() === '' || filename.length > MAX_FILENAME_LENGTH || !SINGLE_LINE_TEXT_PATTERN.test(filename))
      throw new MailAttachmentRejected(
        `Attachment file name ${JSON.stringify(filename)} must be 1 to ${MAX_FILENAME_LENGTH} characters without control characters`,
      );
    if (!CONTENT_TYPE.test(contentType))
      throw new MailAttachmentRejected(`Attachment ${JSON.stringify(filename)} has an invalid content type ${JSON.stringify(contentType)}`);
    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > MAX_ATTACHMENT_BYTES)
      throw new MailAttachmentRejected(
        `Attachment ${JSON.stringify(filename)} is ${bytes} bytes; an attachment may be at most ${MAX_ATTACHMENT_BYTES} bytes`,
      );
  }
}
