import type { LeadFormPost } from '@costa-sol/common';
import type { VisitFormProps } from '../features/bookings/components/visit-form';

/*
 * Two kinds of island. A React island (`<name>.island.tsx`, placed with <Island>) is rendered on the server as a
 * root of its own and hydrated in the browser. A DOM island (`<name>.dom.ts`) is server markup marked
 * data-dom-island="<name>" whose small behaviour needs no React: the menu and the WhatsApp widget, which are on
 * every page, where React alone (about 59 kB compressed) would be most of the page's script.
 */

/**
 * When an island's code loads and hydrates: at once, when the browser is idle, when it scrolls into view, or at the
 * first interaction with its server-rendered content (focus, a touch or click, a key, a change).
 */
export type IslandLoad = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * Every island and the props it is given. The name is the island's file (`<name>.island.tsx` in this folder); props
 * travel as JSON, so they hold plain data only.
 */
export interface IslandPropsMap {
  toaster: Record<string, never>;
  'quote-form': LeadFormIslandProps;
  'contact-form': LeadFormIslandProps;
  /** The booking form; the server adds `post` when it answers the form sent without JavaScript with its errors. */
  'visit-form': VisitFormProps;
  'hvac-calculator': Record<string, never>;
  'maintenance-checklist': Record<string, never>;
  'consent-map': { src: string; title: string; address: string; notice: string; showLabel: string };
  'lazy-image': { src: string; fallbackSrc?: string; alt: string; width: number; height: number };
}

export type IslandName = keyof IslandPropsMap;

/**
 * A lead form's props: none where a page places it; the server adds `post` when it answers a form sent without
 * JavaScript with its errors (render-islands.tsx), so the browser hydrates the same values and messages.
 */
interface LeadFormIslandProps {
  post?: LeadFormPost;
}

export const islandFile = (name: string) => `./${name}.island.tsx`;
