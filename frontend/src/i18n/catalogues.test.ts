import { describe, expect, it } from 'vitest';

/**
 * Every module that holds visitor text: catalogues, feature contents and the shared messages and labels. The article
 * pages (content/pages) have the same check when they load: vite-plugins/articles/article-shape.ts.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*-text.ts', '../**/content/**/*.ts', './page-names.ts', '../../../common/src/leads/*.ts', '!../**/*.test.ts'],
  { eager: true },
);

type Catalogue = { en: unknown; es: unknown };
const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' &&
  value !== null &&
  'en' in value &&
  'es' in value &&
  Object.keys(value).every((key) => key === 'en' || key === 'es');

/** Differences in shape between the English and the Spanish side: missing keys, lists of another length, empty text. */
function shapeDifferences(en: unknown, es: unknown, path: string): string[] {
  if (typeof en === 'string' || typeof es === 'string') {
    if (typeof en !== typeof es) return [`${path}: a string on one side only`];
    return en === '' || es === '' ? [`${path}: empty text`] : [];
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es)) return [`${path}: a list on one side only`];
    if (en.length !== es.length) return [`${path}: ${en.length} items in English, ${es.length} in Spanish`];
    return en.flatMap((item, index) => shapeDifferences(item, es[index], `${path}[${index}]`));
  }
  if (typeof en === 'object' && en !== null && typeof es === 'object' && es !== null) {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) =>
      key in en && key in es
        ? shapeDifferences((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: only in ${key in en ? 'English' : 'Spanish'}`],
    );
  }
  return typeof en === typeof es ? [] : [`${path}: ${typeof en} against ${typeof es}`];
}

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Catalogue] => isCatalogue(entry[1]))
    .map(([name, catalogue]) => ({ name: `${file.replace(/^(\.\.\/)+/, '')} ${name}`, catalogue })),
);

describe('text catalogues', () => {
  it('are found (the glob still matches the project layout)', () => {
    // 29 today: the per-language euro formatter that also had an en/es shape is one function in common now.
    expect(catalogues.length).toBeGreaterThanOrEqual(29);
  });

  it.each(catalogues)('$name has every key in both languages, with the same shape', ({ catalogue }) => {
    expect(shapeDifferences(catalogue.en, catalogue.es, '')).toEqual([]);
  });
});
