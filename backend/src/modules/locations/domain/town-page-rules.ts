import type { TownServicePageFile } from './town-file';

const UNIQUE_FIELDS = ['key', 'slugEn', 'slugEs'] as const;
type UniquePageField = (typeof UNIQUE_FIELDS)[number];

/** Where a town's sub-pages repeat a key or a slug already used by an earlier page of the town: each later one. */
export function repeatedPageFields(pages: readonly TownServicePageFile[]): { index: number; field: UniquePageField }[] {
  return UNIQUE_FIELDS.flatMap((field) => {
    const seen = new Set<string>();
    return pages.flatMap((page, index) => {
      if (!seen.has(page[field])) {
        seen.add(page[field]);
        return [];
      }
      return [{ index, field }];
    });
  });
}
