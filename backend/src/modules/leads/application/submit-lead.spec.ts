import { FixedClock } from '../../../shared/application/clock.port';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import type { Lead, QuoteFields } from '../domain/lead';
import { ConfirmationLedger } from './confirmation-ledger.port';
import { type EarlierSubmission, IdempotencyKeys, type LeadAnswer } from './idempotency-keys.port';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';
import { SubmitQuoteRequest } from './submit-quote-request.use-case';

/** In-memory fakes of the module's own ports: a transaction that keeps writes only if the work succeeds. */
class FakeStore {
  committed: Writes = emptyWrites();
  pending: Writes | undefined;
  /** Address → when its confirmation was claimed (committed claims only). */
  claims = new Map<string, Date>();
}

interface Writes {
  leads: Lead[];
  notified: Lead[];
  confirmed: Lead[];
  claims: [string, Date][];
}

const emptyWrites = (): Writes => ({ leads: [], notified: [], confirmed: [], claims: [] });

class FakeTransaction extends TransactionRunner {
  constructor(private readonly store: FakeStore) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.store.pending = emptyWrites();
    try {
      const result = await work();
      const { leads, notified, confirmed, claims } = this.store.pending;
      this.store.committed.leads.push(...leads);
      this.store.committed.notified.push(...notified);
      this.store.committed.confirmed.push(...confirmed);
      for (const [email, at] of claims) this.store.claims.set(email, at);
      return result;
    } finally {
      this.store.pending = undefined;
    }
  }
  async afterCommit(task: () => Promise<void>): Promise<void> {
    await task();
  }
}

class FakeLeads extends LeadRepository {
  constructor(private readonly store: FakeStore) {
    super();
  }
  async add(lead: Lead): Promise<void> {
    this.store.pending!.leads.push(lead);
  }
}

class FakeNotifier extends LeadNotifier {
  failing = false;
  constructor(private readonly store: FakeStore) {
    super();
  }
  async leadReceived(lead: Lead): Promise<void> {
    if (this.failing) throw new Error('outbox write failed');
    this.store.pending!.notified.push(lead);
  }
  async confirmToVisitor(lead: Lead): Promise<void> {
    this.store.pending!.confirmed.push(lead);
  }
}

class FakeLedger extends ConfirmationLedger {
  constructor(private readonly store: FakeStore) {
    super();
  }
  async claim(email: string, _leadId: string, at: Date, periodHours: number): Promise<boolean> {
    const last = this.store.claims.get(email.toLowerCase());
    if (last && at.getTime() - last.getTime() < periodHours * 3_600_000) return false;
    this.store.pending!.claims.push([email.toLowerCase(), at]);
    return true;
  }
}

class FakeKeys extends IdempotencyKeys {
  readonly claimed = new Map<string, EarlierSubmission>();
  async claim(key: string, fingerprint: string, answer: LeadAnswer): Promise<EarlierSubmission | undefined> {
    const earlier = this.claimed.get(key);
    if (earlier) return earlier;
    this.claimed.set(key, { fingerprint, answer });
    return undefined;
  }
}

const fields: QuoteFields = {
  name: 'Laura Gómez',
  email: 'laura@example.com',
  phone: '+34 600 123 456',
  serviceType: 'heat-pump-system',
  wantsConsultation: true,
};

const clock = new FixedClock('2026-12-05T10:00:00Z');

function setUp() {
  const store = new FakeStore();
  const notifier = new FakeNotifier(store);
  const useCase = new SubmitQuoteRequest(
    new FakeTransaction(store),
    new FakeLeads(store),
    notifier,
    new FakeLedger(store),
    new FakeKeys(),
    clock,
  );
  return { store, notifier, useCase };
}

describe('SubmitQuoteRequest', () => {
  it('stores a new lead and notifies staff in the same transaction', async () => {
    const { store, useCase } = setUp();
    const { id } = await useCase.execute({ fields, origin: { utm: {}, language: 'es' } });
    expect(store.committed.leads).toEqual([expect.objectContaining({ id, kind: 'quote', status: 'new', isSpam: false, fields })]);
    expect(store.committed.notified.map((lead) => lead.id)).toEqual([id]);
  });

  it('keeps a lead whose honeypot is filled, flagged, without notifying anyone', async () => {
    const { store, useCase } = setUp();
    await useCase.execute({ fields, origin: { utm: {} }, honeypot: 'http://spam.example' });
    expect(store.committed.leads[0].isSpam).toBe(true);
    expect(store.committed.notified).toEqual([]);
    expect(store.committed.confirmed).toEqual([]);
  });

  it('confirms to the visitor once per address within the period, whatever the letter case', async () => {
    const { store, useCase } = setUp();
    const first = await useCase.execute({ fields, origin: { utm: {} } });
    await useCase.execute({ fields: { ...fields, email: 'LAURA@example.com' }, origin: { utm: {} } });
    const other = await useCase.execute({ fields: { ...fields, email: 'marta@example.com' }, origin: { utm: {} } });
    expect(store.committed.notified).toHaveLength(3);
    expect(store.committed.confirmed.map((lead) => lead.id)).toEqual([first.id, other.id]);
  });

  it('treats a blank honeypot as a person', async () => {
    const { store, useCase } = setUp();
    await useCase.execute({ fields, origin: { utm: {} }, honeypot: '   ' });
    expect(store.committed.leads[0].isSpam).toBe(false);
  });

  it('stores nothing when the notification cannot be queued', async () => {
    const { store, notifier, useCase } = setUp();
    notifier.failing = true;
    await expect(useCase.execute({ fields, origin: { utm: {} } })).rejects.toThrow('outbox write failed');
    expect(store.committed.leads).toEqual([]);
    expect(store.claims.size).toBe(0);
  });

  it('answers a repeat with the same Idempotency-Key as the first time, storing nothing new', async () => {
    const { store, useCase } = setUp();
    const first = await useCase.execute({ fields, origin: { utm: {} }, idempotencyKey: 'key-00000001' });
    const again = await useCase.execute({ fields: { ...fields }, origin: { utm: {} }, idempotencyKey: 'key-00000001' });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ id: first.id, replayed: true });
    expect(store.committed.leads).toHaveLength(1);
    expect(store.committed.notified).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another request', async () => {
    const { store, useCase } = setUp();
    await useCase.execute({ fields, origin: { utm: {} }, idempotencyKey: 'key-00000002' });
    await expect(
      useCase.execute({ fields: { ...fields, name: 'Marta' }, origin: { utm: {} }, idempotencyKey: 'key-00000002' }),
    ).rejects.toMatchObject({ code: 'LEAD.IDEMPOTENCY_KEY_REUSED', kind: 'unprocessable' });
    expect(store.committed.leads).toHaveLength(1);
  });
});
