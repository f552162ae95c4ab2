import { type ContentArea, ContentChanges } from '../application/content-changes.port';

export class InProcessContentChanges extends ContentChanges {
  private readonly listeners: ((area: ContentArea) => void)[] = [];

  notify(area: ContentArea): void {
    for (const listener of this.listeners) listener(area);
  }

  subscribe(listener: (area: ContentArea) => void): void {
    this.listeners.push(listener);
  }
}
