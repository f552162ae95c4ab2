import type { DomainError } from '../domain/domain-error';
import { placeAt } from '../domain/list-order';
import type { ContentArea, ContentChanges } from './content-changes.port';
import { Clock } from './clock.port';

/** What the admin's publish, unpublish and delete need of a collection's repository. */
interface PublishableStore<T> {
  find(id: string): Promise<T | undefined>;
  update(item: T): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A collection kept in an order the admin sets (position 0 first). */
interface OrderedPublishableStore<T> extends PublishableStore<T> {
  listAll(): Promise<T[]>;
  /** Numbers the list 0, 1, 2… in the order `change` makes of the current one, in one transaction. */
  reorder(change: (ids: string[]) => string[]): Promise<void>;
}

/** How one collection differs: the area its changes announce, its not-found error, how it records publication. */
interface PublishableCollectionRules<T> {
  area: ContentArea;
  notFound: () => DomainError;
  withPublished: (item: T, published: boolean, now: Date) => T;
}

/**
 * Publish, unpublish and delete of an item of content the admin edits, each change announced so rendered pages and
 * cached reads are rebuilt. A module subclasses it once (TestimonialCollection, CaseStudyCollection, QaPageCollection).
 */
export abstract class PublishableCollection<T> {
  protected constructor(
    protected readonly store: PublishableStore<T>,
    protected readonly changes: ContentChanges,
    protected readonly rules: PublishableCollectionRules<T>,
    protected readonly clock: Clock,
  ) {}

  async setPublished(id: string, published: boolean): Promise<T> {
    const updated = this.rules.withPublished(await this.get(id), published, this.clock.now());
    await this.store.update(updated);
    this.changes.notify(this.rules.area);
    return updated;
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.store.delete(id);
    this.changes.notify(this.rules.area);
  }

  protected async get(id: string): Promise<T> {
    const item = await this.store.find(id);
    if (item === undefined) throw this.rules.notFound();
    return item;
  }
}

/** A publishable collection in the admin's order: move also, answering the whole list in its new order. */
export abstract class OrderedPublishableCollection<T> extends PublishableCollection<T> {
  protected constructor(
    protected override readonly store: OrderedPublishableStore<T>,
    changes: ContentChanges,
    rules: PublishableCollectionRules<T>,
    clock: Clock,
  ) {
    super(store, changes, rules, clock);
  }

  async move(id: string, position: number): Promise<T[]> {
    await this.get(id);
    await this.store.reorder((ids) => placeAt(ids, id, position));
    this.changes.notify(this.rules.area);
    return this.store.listAll();
  }
}
