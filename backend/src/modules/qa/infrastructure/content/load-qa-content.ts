import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from '../../../../shared/content/content-error';
import { loadYamlFile, readMarkdown } from '../../../../shared/content/load-yaml';
import type { QaCategorySeed } from '../../application/seed-qa.use-case';
import { qaCategoryFile, qaPageFile, qaSlug } from './qa-content.schema';

/**
 * The Q&A knowledge base loaded on the very first start, from content/qa: a folder per category (its slug) with
 * category.yaml and, per page, {slug}.en.md and {slug}.es.md. Both languages of a page must exist.
 */
export function loadQaContent(contentRoot: string): QaCategorySeed[] {
  const problems: string[] = [];
  const root = join(contentRoot, 'qa');
  const categories: (QaCategorySeed & { order: number })[] = [];
  for (const slug of readdirSync(root).filter((name) => existsSync(join(root, name, 'category.yaml')))) {
    if (!qaSlug.safeParse(slug).success)
      problems.push(`content/qa/${slug}: folder name is not a slug (lowercase letters, digits, hyphens)`);
    const category = loadYamlFile(contentRoot, join('qa', slug, 'category.yaml'), qaCategoryFile);
    const files = readdirSync(join(root, slug)).filter((name) => name.endsWith('.md'));
    const pageSlugs = [...new Set(files.map((name) => name.replace(/\.(en|es)\.md$/, '')))];
    const pages: (QaCategorySeed['pages'][number] & { order: number })[] = [];
    for (const pageSlug of pageSlugs) {
      const [en, es] = (['en', 'es'] as const).map((language) => {
        const path = join('qa', slug, `${pageSlug}.${language}.md`);
        if (existsSync(join(contentRoot, path))) return readMarkdown(contentRoot, path, qaPageFile, problems);
        problems.push(`content/${path}: missing (every page needs an English and a Spanish file)`);
        return undefined;
      });
      if (!qaSlug.safeParse(pageSlug).success) problems.push(`content/qa/${slug}/${pageSlug}: file name is not a slug`);
      if (en && es)
        pages.push({
          order: en.order,
          slug: pageSlug,
          question: { en: en.question, es: es.question },
          answer: { en: en.body, es: es.body },
        });
    }
    categories.push({
      order: category.order,
      slug,
      name: category.name,
      description: category.description,
      pages: pages.sort((a, b) => a.order - b.order).map(({ order: _order, ...page }) => page),
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return categories.sort((a, b) => a.order - b.order).map(({ order: _order, ...category }) => category);
}
