// Node-only: reads content files from disk. Imported as @costa-sol/common/content-files by the backend and the Vite
// build, never from the browser index.
export { ContentError, FileProblem, problemAt } from './content-error';
export { fieldName } from './field-name';
export { splitFrontMatter } from './front-matter';
export { type ContentFormat, markdownFormat, yamlFormat } from './formats';
export { type ContentFile, contentPath, loadContentFile, readContentFile } from './content-files';
export { type ContentCollection, readCollection } from './collection';
export { bilingualCollection, bilingualEntryNames, readBilingualEntry } from './bilingual-collection';
export { slug } from './slug';
export { markdownText, yamlText } from './write';
export { visitorText, visitorTextIn } from './visitor-text';
export { type ArticleLanguageRecord, type ArticleProblem, type ArticleRecord, parseArticle } from './article/article-file';
export { leaveOutHiddenFigures, ownLayoutProblems } from './article/own-layout';
export { articleFilesFromRecord, articleRecordFromFiles } from './article/article-record-files';
export { pageFileFormat } from './article/article-markdown';
export { pageFileSchema, type PageFile } from './article/article-schema';
export { shapeDifferences } from './article/article-shape';
export { anchorSlug } from './article/anchor-slug';
