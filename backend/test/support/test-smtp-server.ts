import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

/** A real SMTP server in the test process; it can be stopped and started again on the same port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  /** `delayMs`: how long the server takes to accept each message (a slow relay). */
  constructor(private readonly options: { delayMs?: number } = {}) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then(async (parsed) => {
              if (this.options.delayMs) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));
              this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The e-mails received for `address` (staff, or one visitor). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }

  /** Waits until `count` e-mails have arrived, all of them or those for `options.to` (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000, options: { to?: string } = {}): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    const matching = () => (options.to ? this.to(options.to) : this.received);
    while (matching().length < count) {
      if (Date.now() > deadline)
        throw new Error(`Expected ${count} e-mails${options.to ? ` to ${options.to}` : ''}, got ${matching().length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return matching();
  }
}
