import { MailAttachmentRejected } from '../../src/modules/mail/application/mail-attachment-limits';
import { MailOutbox } from '../../src/modules/mail/application/mail-outbox.port';
import type { OutgoingMail } from '../../src/modules/mail/application/outgoing-mail';
import { TransactionRunner } from '../../src/shared/application/transaction-runner.port';
import { query, resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

const VISITOR = 'ines@example.com';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
// CRLF lines, a folded line, accents and a character outside the BMP: all must arrive byte for byte.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Costa Sol HVAC//Visits//EN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:visit-1@costasol.test',
  'DTSTAMP:20261201T090000Z',
  'DTSTART:20261210T090000Z',
  'DTEND:20261210T100000Z',
  'SUMMARY:Visita técnica\\, Marbella 🌞',
  'DESCRIPTION:Revisión de la bomba de calor en la villa de Inés Núñez\\; llamar ',
  ' antes de llegar.',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

function mailWith(attachments: OutgoingMail['attachments'], subject = 'Your survey visit'): OutgoingMail {
  return { to: VISITOR, subject, text: 'See the invitation attached.', html: '<p>See the invitation attached.</p>', attachments };
}

describe('e-mail attachments through the outbox', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  /** As a module does it: inside its own transaction, through the exported port. */
  function enqueue(mail: OutgoingMail): Promise<void> {
    return t.app.get(TransactionRunner).run(() => t.app.get(MailOutbox).enqueue(mail));
  }

  beforeAll(async () => {
    await resetTables();
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    await resetTables();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers an .ics attachment intact, through the stored row and the delivery worker', async () => {
    await enqueue(mailWith([{ filename: 'visita-técnica.ics', contentType: CALENDAR_TYPE, content: ICS }]));

    const [mail] = await smtp.waitFor(1, 20_000, { to: VISITOR });
    expect(mail.parsed.text?.trim()).toBe('See the invitation attached.');
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment.filename).toBe('visita-técnica.ics');
    expect(attachment.contentType).toBe('text/calendar');
    expect(attachment.contentDisposition).toBe('attachment');
    expect(attachment.content.toString('utf8')).toBe(ICS);
    expect(mail.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/im);

    await waitUntilOutboxEmpty();
    const [row] = await query<{ attachments: unknown }>('select attachments from mail_outbox where to_address = $1', [VISITOR]);
    expect(row.attachments).toEqual([{ filename: 'visita-técnica.ics', contentType: CALENDAR_TYPE, content: ICS }]);
  });

  it('stores no attachments as null and sends a plain e-mail', async () => {
    await enqueue(mailWith(undefined, 'No attachment'));
    await smtp.waitFor(2, 20_000, { to: VISITOR });
    const plain = smtp.to(VISITOR).find((mail) => mail.parsed.subject === 'No attachment');
    expect(plain?.parsed.attachments).toEqual([]);
    const [row] = await query<{ attachments: unknown }>('select attachments from mail_outbox where subject = $1', ['No attachment']);
    expect(row.attachments).toBeNull();
  });

  it('refuses too many or too large attachments before anything is queued', async () => {
    const ics = { filename: 'visit.ics', contentType: CALENDAR_TYPE, content: ICS };
    await expect(enqueue(mailWith([ics, ics, ics, ics], 'Too many'))).rejects.toThrow(MailAttachmentRejected);
    await expect(enqueue(mailWith([{ ...ics, content: 'x'.repeat(64 * 1024 + 1) }], 'Too large'))).rejects.toThrow(
      'an attachment may be at most 65536 bytes',
    );
    const rows = await query('select id from mail_outbox where subject in ($1, $2)', ['Too many', 'Too large']);
    expect(rows).toHaveLength(0);
  });
});
