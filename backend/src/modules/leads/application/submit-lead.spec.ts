import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import type { Lead, QuoteFields } from '../domain/lead';
import { LeadNotifier } from './lead-notifier.port';
import { LeadRepository } from './lead-repository.port';
import { SubmitQuoteRequest } from './submit-quote-request.use-case';

/** In-memory fakes of the module's own ports: a transaction that keeps writes only if the work succeeds. */
class FakeStore {
  committed: { leads: Lead[]; notified: Lead[] } = { leads: [], notified: [] };
  pending: { leads: Lead[]; notified: Lead[] } | undefined;
}

class FakeTransaction extends TransactionRunner {
  constructor(private readonly store: FakeStore) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.store.pending = { leads: [], notified: [] };
    try {
      const result = await work();
      this.store.committed.leads.push(...this.store.pending.leads);
      this.store.committed.notified.push(...this.store.pending.notified);
      return result;
    } finally {
      this.store.pending = undefined;
    }
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
}

const fields: QuoteFields = {
  name: 'Laura Gómez',
  email: 'laura@example.com',
  phone: '+34 600 123 456',
  serviceType: 'heat-pump-system',
  wantsConsultation: true,
};

function setUp() {
  const store = new FakeStore();
  const notifier = new FakeNotifier(store);
  const useCase = new SubmitQuoteRequest(new FakeTransaction(store), new FakeLeads(store), notifier);
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
  });
});
