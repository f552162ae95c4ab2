import { describe, expect, it } from 'vitest';
import { publish, subscribe } from './island-channel';

describe('the channel between islands', () => {
  it('hands a message to every listener of its topic, and to none after it stops listening', () => {
    const heard: string[] = [];
    const stopA = subscribe('quote-details', (details) => heard.push(`a:${details}`));
    const stopB = subscribe('quote-details', (details) => heard.push(`b:${details}`));
    publish('quote-details', 'one');
    stopA();
    publish('quote-details', 'two');
    stopB();
    expect(heard).toEqual(['a:one', 'b:one', 'b:two']);
  });

  it('keeps a message published before anyone listens for the first listener only (a toast raised before the toaster hydrates)', () => {
    publish('toast', { title: 'Message Sent', description: 'Thanks' });
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = subscribe('toast', (toast) => first.push(toast.title));
    stopFirst();
    const stopSecond = subscribe('toast', (toast) => second.push(toast.title));
    stopSecond();
    expect(first).toEqual(['Message Sent']);
    expect(second).toEqual([]);
  });
});
