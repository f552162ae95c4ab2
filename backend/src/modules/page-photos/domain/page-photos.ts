/**
 * The photos chosen for a public page, in order. A page is named by a key: 'town:<the town's English slug>' for a
 * town page; service pages can use 'service:<route key>' later, in the same table.
 */
export type PageKey = `town:${string}`;

export function townPageKey(englishSlug: string): PageKey {
  return `town:${englishSlug}`;
}

/** The ids in the order given, each once (the first place of a repeated id counts). */
export function photoOrder(mediaIds: readonly string[]): string[] {
  return [...new Set(mediaIds)];
}
