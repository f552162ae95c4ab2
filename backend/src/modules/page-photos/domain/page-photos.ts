import { photoPageKey, type PhotoPageKey, type ServiceRouteKey } from '@costa-sol/common';

/**
 * The photos chosen for a public page, in order. A page is named by a key (PhotoPageKey of common): 'home:hero',
 * 'contact', 'town:<the town's English slug>', 'service:<route key in kebab case>' ('service:air-conditioning'),
 * 'brand:<manufacturer slug>', 'guide:<route key in kebab case>', lowercase as the table's check wants.
 */
export type PageKey = PhotoPageKey;

export function townPageKey(englishSlug: string): PageKey {
  return photoPageKey.town(englishSlug);
}

export function servicePageKey(key: ServiceRouteKey): PageKey {
  return photoPageKey.service(key);
}

/** The ids in the order given, each once (the first place of a repeated id counts). */
export function photoOrder(mediaIds: readonly string[]): string[] {
  return [...new Set(mediaIds)];
}
