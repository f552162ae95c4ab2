import { createRequire } from 'node:module';
import type * as ContentFiles from '@costa-sol/common/content-files';

// What the plugins take from @costa-sol/common, loaded as Node loads it when Vite reads its config: the CommonJS build
// (the ESM build's extensionless imports are for bundlers).
const require = createRequire(import.meta.url);
const common = require('@costa-sol/common') as typeof import('@costa-sol/common');
const contentFiles = require('@costa-sol/common/content-files') as typeof ContentFiles;

export const { ARTICLE_LAYOUT, checkPageRegistry, isArticleKind, isWrittenKind, PAGE_REGISTRY, pageByContentName } = common;

export const {
  anchorSlug,
  bilingualCollection,
  bilingualEntryNames,
  ContentError,
  contentPath,
  fieldName,
  ownLayoutProblems,
  pageFileFormat,
  pageFileSchema,
  problemAt,
  readBilingualEntry,
  shapeDifferences,
} = contentFiles;
