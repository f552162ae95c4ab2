import { createContext, useContext, useId } from 'react';
import type { IslandLoad, IslandName, IslandPropsMap } from './island-types';

interface PlacedIsland {
  id: string;
  name: IslandName;
  props: unknown;
  load: IslandLoad;
}

/** The islands a page placed while it rendered on the server, by id. */
export type IslandCollector = Map<string, PlacedIsland>;

const CollectorContext = createContext<IslandCollector | undefined>(undefined);
export const IslandCollectorProvider = CollectorContext.Provider;

/** The empty marker the server fills with the island's own HTML (see render-islands.tsx). */
export function islandMarker(island: Pick<PlacedIsland, 'id' | 'name' | 'load'>): string {
  return `<div class="island" data-island="${island.name}" data-island-id="${island.id}" data-load="${island.load}"></div>`;
}

/**
 * Places an interactive part in a server-rendered page. The page renders only a marker here; the server then
 * renders the island as a root of its own (so its ids match the browser's) and writes its props beside it as a
 * JSON data block, and the browser hydrates it with its own chunk when `load` says.
 */
export function Island<N extends IslandName>({ name, props, load }: { name: N; props: IslandPropsMap[N]; load: IslandLoad }) {
  const collector = useContext(CollectorContext);
  // Stable for this place in the tree even when a Suspense boundary renders again.
  const id = `i${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  collector?.set(id, { id, name, props, load });
  return <div className="island" data-island={name} data-island-id={id} data-load={load} />;
}
