import type { ServiceRouteKey } from '@costa-sol/common';

/**
 * The photos chosen for a public page, in order. A page is named by a key: 'town:<the town's English slug>' for a
 * town page, 'service:<route key in kebab case>' for a service page (SERVICE_ROUTE_KEYS: 'service:air-conditioning'),
 * lowercase as the table's check wants.
 */
export type PageKey = `town:${string}` | `service:${string}`;

export function townPageKey(englishSlug: string): PageKey {
  return `town:${englishSlug}`;
}

export function servicePageKey(key: ServiceRouteKey): PageKey {
  return `service:${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The ids in the order given, each once (the first place of a repeated id counts). */
export function photoOrder(mediaIds: readonly string[]): string[] {
  return [...new Set(mediaIds)];
}
