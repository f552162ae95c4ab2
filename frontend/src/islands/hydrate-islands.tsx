import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageBusinessFacts } from './business-facts';
import { IslandShell } from './island-shell';
import { islandFile } from './island-types';

// One lazily loaded chunk per island.
const loaders = import.meta.glob<{ default: ComponentType<object> }>('./*.island.tsx');

function readProps(id: string): object {
  const block = document.querySelector(`script[data-island-props="${id}"]`);
  return block?.textContent ? (JSON.parse(block.textContent) as object) : {};
}

/** Hydrates one island container with its own code, its JSON props and the id prefix the server used. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const id = element.dataset.islandId ?? '';
  const load = loaders[islandFile(name)];
  if (!load) throw new Error(`Unknown island "${name}"`);
  const { default: Component } = await load();
  const language = document.documentElement.lang === 'es' ? 'es' : 'en';
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandShell language={language} business={pageBusinessFacts()} onHydrated={resolve}>
        <Component {...readProps(id)} />
      </IslandShell>,
      {
        identifierPrefix: `${id}-`,
        onRecoverableError: (error) => console.error(`Island ${name}:`, error),
      },
    );
  });
}
