import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  bilingualEntryNames,
  ContentError,
  readBilingualEntry,
  readContentFile,
  slug as slugSchema,
} from '@costa-sol/common/content-files';
import type { QaCategoryContent } from '../../application/seed-qa.use-case';
import { qaCategoryFile, qaPageFiles } from './qa-content.schema';

type QaPageContent = QaCategoryContent['pages'][number];

/** The pages of one category, in order; problems added to `problems`. */
function readPages(contentRoot: string, category: string, problems: string[]): QaPageContent[] {
  const files = qaPageFiles(category);
  const pages: (QaPageContent & { order: number })[] = [];
  for (const slug of bilingualEntryNames(contentRoot, files)) {
    const { en, es } = readBilingualEntry(contentRoot, files, slug, problems);
    if (!slugSchema.safeParse(slug).success) problems.push(`content/qa/${category}/${slug}: file name is not a slug`);
    if (en && es)
      pages.push({
        order: en.order,
        slug,
        question: { en: en.question, es: es.question },
        answer: { en: en.body, es: es.body },
        shortQuestion: { en: en.shortQuestion ?? '', es: es.shortQuestion ?? '' },
        seoTitle: { en: en.seoTitle ?? '', es: es.seoTitle ?? '' },
        seoDescription: { en: en.seoDescription ?? '', es: es.seoDescription ?? '' },
        isPublished: !(en.draft ?? es.draft),
      });
  }
  return pages.sort((a, b) => a.order - b.order).map(({ order: _order, ...page }) => page);
}

/**
 * The Q&A knowledge base loaded on the very first start, from content/qa: a folder per category (its slug) with
 * category.yaml and, per page, {slug}.en.md and {slug}.es.md. Both languages of a page must exist.
 */
export function loadQaContent(contentRoot: string): QaCategoryContent[] {
  const problems: string[] = [];
  const root = join(contentRoot, 'qa');
  const categories: (QaCategoryContent & { order: number })[] = [];
  for (const slug of readdirSync(root).filter((name) => existsSync(join(root, name, 'category.yaml')))) {
    if (!slugSchema.safeParse(slug).success)
      problems.push(`content/qa/${slug}: folder name is not a slug (lowercase letters, digits, hyphens)`);
    const category = readContentFile(contentRoot, qaCategoryFile(slug), problems);
    const pages = readPages(contentRoot, slug, problems);
    if (category) categories.push({ order: category.order, slug, name: category.name, description: category.description, pages });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return categories.sort((a, b) => a.order - b.order).map(({ order: _order, ...category }) => category);
}
