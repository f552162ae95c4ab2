import { resetTables } from './test-database';
import { startTestApp, type TestApp } from './test-app';
import { TestSmtpServer } from './test-smtp-server';

/**
 * Two app instances whose mail workers share one outbox, sending to an SMTP server that takes `smtpDelayMs` to
 * accept each message, with a lease of `leaseMs`: the rig of the exactly-once mail suites. Call it in a describe.
 */
export function twoDeliveryWorkers(options: { smtpDelayMs: number; leaseMs: number }) {
  const smtp = new TestSmtpServer({ delayMs: options.smtpDelayMs });
  const instances: TestApp[] = [];

  beforeAll(async () => {
    // Before the apps start: their delivery workers would otherwise send what an earlier suite left queued.
    await resetTables();
    await smtp.start();
    const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: String(options.leaseMs), MAIL_POLL_INTERVAL_MS: '100' };
    instances.push(await startTestApp(env), await startTestApp(env));
    await resetTables();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await smtp.stop();
  });

  return { smtp, instance: (index: 0 | 1) => instances[index] };
}
