import { LEAD_COUNT_CAP } from '@costa-sol/common';
import type { Lead } from '../domain/lead';
import { type LeadKey, LeadInbox, type LeadSearch, type LeadSlice } from './lead-inbox.port';
import { ListLeads } from './list-leads.use-case';

/** An inbox holding `matching` leads, none of which the list's pages need here: only the count is asked. */
class CountingInbox extends LeadInbox {
  countedUpTo: number | undefined;
  constructor(private readonly matching: number) {
    super();
  }
  async search(): Promise<LeadSlice> {
    return { data: [] };
  }
  async count(_search: LeadSearch, upTo: number): Promise<number> {
    this.countedUpTo = upTo;
    return Math.min(this.matching, upTo);
  }
  all(): Promise<Lead[]> {
    throw new Error('not used');
  }
  find(): Promise<Lead | undefined> {
    throw new Error('not used');
  }
  save(): Promise<void> {
    throw new Error('not used');
  }
  markFirstResponse(): Promise<void> {
    throw new Error('not used');
  }
  assign(): Promise<void> {
    throw new Error('not used');
  }
  setFollowUp(): Promise<void> {
    throw new Error('not used');
  }
  followUps(): Promise<Lead[]> {
    throw new Error('not used');
  }
}

describe('ListLeads: the total of the first page', () => {
  it('is exact up to the cap', async () => {
    const page = await new ListLeads(new CountingInbox(LEAD_COUNT_CAP)).execute({});
    expect([page.total, page.totalCapped]).toEqual([LEAD_COUNT_CAP, false]);
  });

  it('stops counting one past the cap and says so', async () => {
    const inbox = new CountingInbox(100_000);
    const page = await new ListLeads(inbox).execute({ q: 'marbella' });
    expect(inbox.countedUpTo).toBe(LEAD_COUNT_CAP + 1);
    expect([page.total, page.totalCapped]).toEqual([LEAD_COUNT_CAP, true]);
  });

  it('is not counted on the pages a cursor asks for', async () => {
    const after: LeadKey = { receivedAt: '2026-11-20T10:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' };
    const cursor = Buffer.from(`${after.receivedAt}|${after.id}`).toString('base64url');
    const page = await new ListLeads(new CountingInbox(5)).execute({}, { cursor });
    expect(page).not.toHaveProperty('total');
    expect(page).not.toHaveProperty('totalCapped');
  });
});
