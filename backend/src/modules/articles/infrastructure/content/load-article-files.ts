import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ArticleRecord, articleRecordFromFiles, ContentError } from '@costa-sol/common/content-files';
import { registryArticles } from '../../application/registry-articles';

/**
 * content/pages/{name}.{en|es}.md of every written page of the page registry (article pages, and the pages their own component lays out), as read (byte for byte, but for the
 * optional seoTitle, seoDescription and shareText front-matter keys: the record's overrides), each checked as the site
 * renders it; every missing or broken file reported together (ContentError) with the file and the field.
 */
export function loadArticleFiles(contentRoot: string): Map<string, ArticleRecord> {
  const records = new Map<string, ArticleRecord>();
  const problems: string[] = [];
  for (const { key, layout } of registryArticles()) {
    const [en, es] = (['en', 'es'] as const).map((language) => join(contentRoot, 'pages', `${key}.${language}.md`));
    const missing = [en, es].filter((file) => !existsSync(file));
    if (missing.length > 0) {
      problems.push(
        ...missing.map((file) => `content/pages/${file.slice(join(contentRoot, 'pages').length + 1)}: (file): missing (required)`),
      );
      continue;
    }
    const read = articleRecordFromFiles({ en: readFileSync(en, 'utf8'), es: readFileSync(es, 'utf8') }, layout);
    if (!read.ok)
      problems.push(...read.problems.map((problem) => `content/pages/${key}.${problem.language}.md: ${problem.where}: ${problem.message}`));
    else records.set(key, read.record);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return records;
}
