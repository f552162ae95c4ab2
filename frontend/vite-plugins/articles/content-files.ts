import { createRequire } from 'node:module';
import type * as ContentFiles from '@costa-sol/common/content-files';

/** The content loader of @costa-sol/common, loaded as Node loads it when Vite reads its config (see common.ts). */
const contentFiles = createRequire(import.meta.url)('@costa-sol/common/content-files') as typeof ContentFiles;

export const {
  bilingualCollection,
  bilingualEntryNames,
  ContentError,
  contentPath,
  fieldName,
  FileProblem,
  problemAt,
  readBilingualEntry,
  slug,
  splitFrontMatter,
} = contentFiles;
