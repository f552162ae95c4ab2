import { type BusinessFile, businessFileSchema } from '@costa-sol/common';
import { ContentError, readContentFile, yamlFormat } from '@costa-sol/common/content-files';

export const BUSINESS_FILE_PATH = 'business.yaml';

/** content/business.yaml, checked by common's schema of it (the build's content check and the import read it so). */
export function loadBusinessFile(contentRoot: string): BusinessFile {
  const problems: string[] = [];
  const file = readContentFile(contentRoot, { path: BUSINESS_FILE_PATH, format: yamlFormat, schema: businessFileSchema }, problems);
  if (!file) throw new ContentError(problems);
  return file;
}
