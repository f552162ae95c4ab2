import { STAFF_EMAIL, validQuote } from '../support/test-app';
import { waitUntilOutboxEmpty } from '../support/test-database';
import { twoDeliveryWorkers } from '../support/two-delivery-workers';

/*
 * One message that the SMTP server takes longer than the whole lease to accept: the worker sending it must keep its
 * claim alive, or the other instance claims the row when the lease runs out and sends the same e-mail again
 * (issue 26: one staff e-mail in 885 arrived twice with one Message-ID).
 */
describe('a send that outlasts the mail lease, with two delivery workers', () => {
  const { smtp, instance } = twoDeliveryWorkers({ smtpDelayMs: 4000, leaseMs: 1500 });

  it('delivers the staff e-mail exactly once', async () => {
    await instance(0).http.post('/api/quotes').send(validQuote()).expect(201);
    // The staff e-mail and the visitor's confirmation.
    await smtp.waitFor(2, 30_000);
    // Long enough for a second send, had another worker claimed the row during the first, to be accepted too.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(smtp.to(STAFF_EMAIL)).toHaveLength(1);
    expect(smtp.to('laura@example.com')).toHaveLength(1);
    await waitUntilOutboxEmpty(5000);
  }, 60_000);
});
