import { LANGUAGES } from '@costa-sol/common';
import { markdownText, yamlText } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { type ContentFiles, ContentSet, type ContentSetPlan } from '../../../../shared/application/content-set.port';
import { CreateQaCategory } from '../../application/admin/create-qa-category.use-case';
import { CreateQaPage } from '../../application/admin/create-qa-page.use-case';
import { DeleteQaCategory } from '../../application/admin/delete-qa-category.use-case';
import { ListQaCategories } from '../../application/admin/list-qa-categories.use-case';
import { ListQaPages } from '../../application/admin/list-qa-pages.use-case';
import { QaPageCollection } from '../../application/admin/qa-page-collection';
import { UpdateQaCategory } from '../../application/admin/update-qa-category.use-case';
import { UpdateQaPage } from '../../application/admin/update-qa-page.use-case';
import type { QaCategoryContent } from '../../application/seed-qa.use-case';
import type { QaCategory, QaPage } from '../../domain/qa';
import { loadQaContent } from './load-qa-content';

type FilePage = QaCategoryContent['pages'][number];

/** Pages in their stored order (then by slug, so two equal positions still export the same way every time). */
const byPosition = (a: QaPage, b: QaPage) => a.position - b.position || a.slug.localeCompare(b.slug);

const sameCategory = (stored: QaCategory, file: QaCategoryContent, position: number) =>
  stored.position === position && JSON.stringify([stored.name, stored.description]) === JSON.stringify([file.name, file.description]);

const samePage = (stored: QaPage, file: FilePage, position: number) =>
  stored.position === position &&
  stored.isPublished === file.isPublished &&
  JSON.stringify([stored.question, stored.answer, stored.shortQuestion, stored.seoTitle, stored.seoDescription]) ===
    JSON.stringify([file.question, file.answer, file.shortQuestion, file.seoTitle, file.seoDescription]);

/**
 * The Q&A knowledge base as content/qa writes it: qa/{category}/category.yaml and qa/{category}/{page}.{en|es}.md,
 * loaded back through the admin's use cases (slug rules, redirects, the cache drops on every instance).
 */
@Injectable()
export class QaContentSet extends ContentSet {
  readonly name = 'qa';

  constructor(
    private readonly listCategories: ListQaCategories,
    private readonly listPages: ListQaPages,
    private readonly createCategory: CreateQaCategory,
    private readonly updateCategory: UpdateQaCategory,
    private readonly deleteCategory: DeleteQaCategory,
    private readonly createPage: CreateQaPage,
    private readonly updatePage: UpdateQaPage,
    private readonly pages: QaPageCollection,
  ) {
    super();
  }

  owns(path: string): boolean {
    return /^qa\/[^/]+\/(category\.yaml|[^/]+\.(en|es)\.md)$/.test(path);
  }

  async export(): Promise<ContentFiles> {
    const files: ContentFiles = new Map();
    const pages = await this.listPages.execute({});
    for (const [index, category] of (await this.listCategories.execute()).entries()) {
      const folder = `qa/${category.slug}`;
      files.set(`${folder}/category.yaml`, yamlText({ order: index + 1, name: category.name, description: category.description }));
      const own = pages.filter((page) => page.categoryId === category.id).sort(byPosition);
      for (const [pageIndex, page] of own.entries())
        for (const language of LANGUAGES) {
          const frontMatter = {
            order: pageIndex + 1,
            question: page.question[language],
            ...(page.shortQuestion[language] && { shortQuestion: page.shortQuestion[language] }),
            ...(page.seoTitle[language] && { seoTitle: page.seoTitle[language] }),
            ...(page.seoDescription[language] && { seoDescription: page.seoDescription[language] }),
            ...(page.isPublished ? {} : { draft: true }),
          };
          files.set(`${folder}/${page.slug}.${language}.md`, markdownText(frontMatter, page.answer[language]));
        }
    }
    return files;
  }

  async plan(contentRoot: string): Promise<ContentSetPlan> {
    const files = loadQaContent(contentRoot);
    const categories = await this.listCategories.execute();
    const pages = await this.listPages.execute({});

    // Each category of the files with its stored one: the same slug, or else a stored category the files no longer
    // name with the same English name (a folder renamed: the admin's slug change, which leaves 301s).
    const fileSlugs = new Set(files.map((category) => category.slug));
    const unclaimed = categories.filter((category) => !fileSlugs.has(category.slug));
    const storedFor = new Map<string, QaCategory>();
    for (const file of files) {
      const stored =
        categories.find((category) => category.slug === file.slug) ??
        unclaimed.find((category) => category.name.en === file.name.en && ![...storedFor.values()].includes(category));
      if (stored) storedFor.set(file.slug, stored);
    }
    const fileSlugOf = new Map([...storedFor].map(([fileSlug, stored]) => [stored.id, fileSlug]));
    const categorySlugOf = (page: QaPage) =>
      fileSlugOf.get(page.categoryId) ?? categories.find((category) => category.id === page.categoryId)?.slug ?? '';
    const storedPath = (page: QaPage) => `${categories.find((category) => category.id === page.categoryId)?.slug ?? ''}/${page.slug}`;

    // Each page of the files with its stored one: the same path (its category's file slug), or else a stored page the
    // files no longer hold with the same English answer (renamed or moved: the admin's change, which leaves 301s).
    const byPath = new Map(pages.map((page) => [`${categorySlugOf(page)}/${page.slug}`, page]));
    const filePaths = new Set(files.flatMap((category) => category.pages.map((page) => `${category.slug}/${page.slug}`)));
    const orphans = pages.filter((page) => !filePaths.has(`${categorySlugOf(page)}/${page.slug}`));
    const pageFor = new Map<string, QaPage>();
    for (const category of files)
      for (const page of category.pages) {
        const path = `${category.slug}/${page.slug}`;
        const stored =
          byPath.get(path) ?? orphans.find((orphan) => orphan.answer.en === page.answer.en && ![...pageFor.values()].includes(orphan));
        if (stored) pageFor.set(path, stored);
      }
    const paired = new Set(pageFor.values());

    const added: string[] = [];
    const changed: string[] = [];
    for (const [position, category] of files.entries()) {
      const stored = storedFor.get(category.slug);
      if (!stored) added.push(category.slug);
      else if (stored.slug !== category.slug) changed.push(`${stored.slug} → ${category.slug}`);
      else if (!sameCategory(stored, category, position)) changed.push(category.slug);
      for (const [pagePosition, page] of category.pages.entries()) {
        const path = `${category.slug}/${page.slug}`;
        const current = pageFor.get(path);
        if (!current) added.push(path);
        else if (storedPath(current) !== path) changed.push(`${storedPath(current)} → ${path}`);
        else if (!samePage(current, page, pagePosition)) changed.push(path);
      }
    }
    const removedPages = pages.filter((page) => !paired.has(page));
    const removedCategories = categories.filter((category) => !fileSlugOf.has(category.id));
    return {
      added,
      changed,
      removed: [...removedPages.map(storedPath), ...removedCategories.map((category) => category.slug)],
      apply: async ({ remove }) => {
        const idOf = new Map<string, string>();
        for (const [position, category] of files.entries()) {
          const stored = storedFor.get(category.slug);
          const fields = { name: category.name, description: category.description, position };
          if (!stored) idOf.set(category.slug, (await this.createCategory.execute({ slug: category.slug, ...fields })).id);
          else {
            if (stored.slug !== category.slug || !sameCategory(stored, category, position))
              await this.updateCategory.execute(stored.id, { slug: category.slug, ...fields }, null);
            idOf.set(category.slug, stored.id);
          }
        }
        for (const category of files)
          for (const [position, page] of category.pages.entries()) {
            const path = `${category.slug}/${page.slug}`;
            const current = pageFor.get(path);
            const categoryId = idOf.get(category.slug) ?? '';
            const { question, answer, shortQuestion, seoTitle, seoDescription, isPublished } = page;
            const content = { question, answer, shortQuestion, seoTitle, seoDescription, isPublished, position };
            if (!current) await this.createPage.execute({ categoryId, slug: page.slug, ...content });
            else if (current.categoryId !== categoryId || current.slug !== page.slug || !samePage(current, page, position))
              await this.updatePage.execute(current.id, { categoryId, slug: page.slug, ...content }, null);
          }
        if (!remove) return;
        for (const page of removedPages) await this.pages.delete(page.id);
        for (const category of removedCategories) await this.deleteCategory.execute(category.id);
      },
    };
  }
}
