// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { firstInteraction, holdSubmitUntil } from './first-interaction';

function island(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<form><input id="name" name="name"><button type="submit">Send</button></form>';
  document.body.appendChild(element);
  return element;
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('hydrating an island at its first interaction', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for focus, a key, a touch or a change inside the island, not elsewhere on the page', async () => {
    for (const type of ['focusin', 'keydown', 'pointerdown', 'input']) {
      const element = island();
      const due = firstInteraction(element);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(due)).toBe(false);
      element.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(due)).toBe(true);
    }
  });

  it('holds a submit made before hydration and sends it again, with its button, once hydrated', async () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    let hydrate: () => void = () => undefined;
    holdSubmitUntil(element, new Promise<void>((resolve) => (hydrate = resolve)));
    const seen: { prevented: boolean; submitter: Element | null }[] = [];
    form.addEventListener('submit', (event) => {
      seen.push({ prevented: event.defaultPrevented, submitter: event instanceof SubmitEvent ? event.submitter : null });
      event.preventDefault();
    });

    form.requestSubmit(element.querySelector('button'));
    expect(seen).toEqual([{ prevented: true, submitter: element.querySelector('button') }]);
    hydrate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      { prevented: true, submitter: element.querySelector('button') },
      { prevented: false, submitter: element.querySelector('button') },
    ]);
  });
});
