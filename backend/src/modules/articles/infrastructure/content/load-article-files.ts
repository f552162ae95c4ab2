import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ArticleRecord, articleRecordFromFiles } from '@costa-sol/common/content-files';
import { registryArticles } from '../../application/registry-articles';

/** content/pages/{name}.{en|es}.md of every article page of the registry whose two files exist, as read (byte for byte). */
export function loadArticleFiles(contentRoot: string): Map<string, ArticleRecord> {
  const records = new Map<string, ArticleRecord>();
  for (const { key } of registryArticles()) {
    const [en, es] = (['en', 'es'] as const).map((language) => join(contentRoot, 'pages', `${key}.${language}.md`));
    if (existsSync(en) && existsSync(es))
      records.set(key, articleRecordFromFiles({ en: readFileSync(en, 'utf8'), es: readFileSync(es, 'utf8') }));
  }
  return records;
}
