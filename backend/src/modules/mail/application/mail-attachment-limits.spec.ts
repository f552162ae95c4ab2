import { checkMailAttachments, MailAttachmentRejected } from './mail-attachment-limits';
import type { MailAttachment } from './outgoing-mail';

const ics: MailAttachment = {
  filename: 'visit.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: 'BEGIN:VCALENDAR',
};

describe('checkMailAttachments', () => {
  it('takes up to three attachments of up to 64 KiB each', () => {
    expect(() => checkMailAttachments([])).not.toThrow();
    expect(() => checkMailAttachments([ics, ics, { ...ics, content: 'x'.repeat(64 * 1024) }])).not.toThrow();
  });

  it('refuses a fourth attachment', () => {
    expect(() => checkMailAttachments([ics, ics, ics, ics])).toThrow(
      new MailAttachmentRejected('An e-mail takes at most 3 attachments; got 4'),
    );
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 'é' is two bytes: 32 768 of them are exactly 64 KiB, one more is too many.
    expect(() => checkMailAttachments([{ ...ics, content: 'é'.repeat(32 * 1024) }])).not.toThrow();
    expect(() => checkMailAttachments([{ ...ics, content: 'é'.repeat(32 * 1024 + 1) }])).toThrow(
      /"visit.ics" is 65538 bytes; an attachment may be at most 65536 bytes/,
    );
  });

  it('refuses a content type or file name that could break the MIME headers', () => {
    expect(() => checkMailAttachments([{ ...ics, contentType: 'text/calendar\r\nBcc: someone@example.com' }])).toThrow(
      MailAttachmentRejected,
    );
    expect(() => checkMailAttachments([{ ...ics, contentType: 'calendar' }])).toThrow(MailAttachmentRejected);
    expect(() => checkMailAttachments([{ ...ics, filename: 'visit\n.ics' }])).toThrow(MailAttachmentRejected);
    expect(() => checkMailAttachments([{ ...ics, filename: ' ' }])).toThrow(MailAttachmentRejected);
  });
});
