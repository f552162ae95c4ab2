import { useSiteData } from '../../../lib/site-data';

/** The home visits done in a town, when the owner shows that figure (null: the page says nothing). */
export function useTownVisitsDone(slug: string): number | null {
  return useSiteData(`town-visits:${slug}`, (data) => data.townVisitsDone(slug));
}
