import { DomainError } from '../domain/domain-error';
import { type ContentArea, ContentChanges } from './content-changes.port';
import { OrderedPublishableCollection } from './publishable-collection';
import { FixedClock } from './clock.port';

interface Item {
  id: string;
  isPublished: boolean;
  updatedAt: Date;
}

class ItemNotFound extends DomainError {
  readonly code = 'ITEM.NOT_FOUND';
  readonly kind = 'not-found';
}

class RecordedChanges extends ContentChanges {
  readonly areas: ContentArea[] = [];
  notify(area: ContentArea): void {
    this.areas.push(area);
  }
  subscribe(): void {}
  announceHere(): void {}
}

/** Items in memory, in their list order. */
class MemoryItems {
  items: Item[] = ['a', 'b', 'c'].map((id) => ({ id, isPublished: false, updatedAt: new Date(0) }));
  find(id: string): Promise<Item | undefined> {
    return Promise.resolve(this.items.find((item) => item.id === id));
  }
  update(changed: Item): Promise<void> {
    this.items = this.items.map((item) => (item.id === changed.id ? changed : item));
    return Promise.resolve();
  }
  delete(id: string): Promise<void> {
    this.items = this.items.filter((item) => item.id !== id);
    return Promise.resolve();
  }
  listAll(): Promise<Item[]> {
    return Promise.resolve([...this.items]);
  }
  reorder(change: (ids: string[]) => string[]): Promise<void> {
    const order = change(this.items.map((item) => item.id));
    this.items = order.map((id) => this.items.find((item) => item.id === id)).filter((item) => item !== undefined);
    return Promise.resolve();
  }
}

class ItemCollection extends OrderedPublishableCollection<Item> {
  constructor(store: MemoryItems, changes: ContentChanges, clock: FixedClock) {
    super(
      store,
      changes,
      {
        area: 'testimonials',
        notFound: () => new ItemNotFound(),
        withPublished: (item, isPublished, updatedAt) => ({ ...item, isPublished, updatedAt }),
      },
      clock,
    );
  }
}

describe('OrderedPublishableCollection', () => {
  let store: MemoryItems;
  let changes: RecordedChanges;
  let collection: ItemCollection;
  beforeEach(() => {
    store = new MemoryItems();
    changes = new RecordedChanges();
    collection = new ItemCollection(store, changes, new FixedClock('2026-12-02T18:30:00Z'));
  });

  it('publishes and unpublishes an item, stamping the edit, and announces each change', async () => {
    const published = await collection.setPublished('b', true);
    expect(published.isPublished).toBe(true);
    expect(published.updatedAt).toEqual(new Date('2026-12-02T18:30:00Z'));
    expect((await store.find('b'))?.isPublished).toBe(true);
    await collection.setPublished('b', false);
    expect((await store.find('b'))?.isPublished).toBe(false);
    expect(changes.areas).toEqual(['testimonials', 'testimonials']);
  });

  it('moves an item and answers the list in its new order', async () => {
    const list = await collection.move('c', 0);
    expect(list.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(changes.areas).toEqual(['testimonials']);
  });

  it('deletes an item', async () => {
    await collection.delete('a');
    expect(store.items.map((item) => item.id)).toEqual(['b', 'c']);
    expect(changes.areas).toEqual(['testimonials']);
  });

  it("answers the collection's not-found error for an unknown id, changing and announcing nothing", async () => {
    await expect(collection.setPublished('x', true)).rejects.toBeInstanceOf(ItemNotFound);
    await expect(collection.move('x', 0)).rejects.toBeInstanceOf(ItemNotFound);
    await expect(collection.delete('x')).rejects.toBeInstanceOf(ItemNotFound);
    expect(store.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(changes.areas).toEqual([]);
  });
});
