/** What shows that the visitor is starting to use a form: a touch or click, a key, focus, or a change. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Resolves at the first interaction inside the island's server-rendered content (events bubble to its container).
 * Until then no script of the island loads, so a form in view when the page opens costs it no main-thread time.
 */
export function firstInteraction(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      INTERACTIONS.forEach((type) => element.removeEventListener(type, start, true));
      resolve();
    };
    INTERACTIONS.forEach((type) => element.addEventListener(type, start, { capture: true, passive: true }));
  });
}

/**
 * A form sent before its island hydrated (Enter, or a click quicker than the island's code) is held and sent again
 * by the hydrated island, so it gets the island's checks and answer instead of a page load. The forms work without
 * JavaScript; this only keeps a visitor on the script path from falling onto the slower one.
 */
export function holdSubmitUntil(element: HTMLElement, hydrated: Promise<void>): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: Event) => {
    if (!(event instanceof SubmitEvent) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  element.addEventListener('submit', hold, true);
  // Should hydration fail, the form is sent all the same, then as a plain post.
  const release = () => {
    element.removeEventListener('submit', hold, true);
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
  };
  void hydrated.then(release, release);
}
