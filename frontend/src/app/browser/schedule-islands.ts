import type { IslandLoad } from '../../islands/island-types';
import { firstInteraction, holdSubmitUntil } from './first-interaction';

type Hydrate = (element: HTMLElement) => Promise<void>;

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

let runtimeNeeded: () => void = () => undefined;
/** Resolves when the first island is due, so the React runtime is loading anyway. */
const runtimeLoading = new Promise<void>((resolve) => {
  runtimeNeeded = resolve;
});

/**
 * Resolves once the island's content nears the viewport. The container itself has no box (display: contents),
 * so its children are observed, as Astro's client:visible does. An island with no HTML of its own (the toaster)
 * cannot be seen: it hydrates with the first island that does, which is what can raise a toast.
 */
function visible(element: HTMLElement): Promise<void> {
  const targets = [...element.children].filter((child) => !(child instanceof HTMLTemplateElement));
  if (targets.length === 0) return runtimeLoading;
  if (!('IntersectionObserver' in window)) return idle();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '200px' },
    );
    targets.forEach((target) => observer.observe(target));
  });
}

const WAIT: Record<IslandLoad, (element: HTMLElement) => Promise<void>> = {
  load: () => Promise.resolve(),
  idle: () => idle(),
  visible,
  interaction: firstInteraction,
};

/**
 * Hydrates every island of the page when its `data-load` says. The hydration code (React and the island runtime)
 * is itself loaded only when the first island is due, so a page with no island due loads none of it. Once the
 * React islands that load at once or when idle have hydrated (DOM islands are ready before this runs), <html> gets
 * data-hydrated="true".
 */
export function scheduleIslands(loadHydrate: () => Promise<Hydrate>): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const eager = elements.map((element) => {
    const load = (element.dataset.load ?? 'load') as IslandLoad;
    const done = (WAIT[load] ?? WAIT.load)(element)
      .then(() => {
        runtimeNeeded();
        return loadHydrate();
      })
      .then((hydrate) => hydrate(element));
    if (load === 'interaction') holdSubmitUntil(element, done);
    return load === 'visible' || load === 'interaction' ? Promise.resolve() : done;
  });
  void Promise.all(eager).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
