import { type BusinessFile, businessFileSchema, type BusinessSettings } from '@costa-sol/common';
import { yamlText } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { z } from 'zod/mini';
import { type ContentFiles, ContentSet, type ContentSetPlan } from '../../../../shared/application/content-set.port';
import { ReadBusinessSettings } from '../../application/read-business-settings.use-case';
import { SaveBusinessSettings } from '../../application/save-business-settings.use-case';
import { BUSINESS_FILE_PATH as PATH, loadBusinessFile } from './load-business-file';

/** The comment content/business.yaml opens with, written back by the export. */
const HEADER = [
  `# The company's facts, used by every page, e-mail and the structured data (docs/product.md, "Business profile and claims").`,
  '# Sample values (a run of zeros, PLACEHOLDER, an .example address) must be replaced before launch: production refuses to',
  '# start while one is left, and names each field. After an edit, npm run build regenerates common/src/business/business.generated.ts.',
  '',
].join('\n');

/** The fields of the settings business.yaml holds, in the file's order (the claims and reply promises stay in the admin). */
function fileOf(settings: BusinessSettings): BusinessFile {
  return z.parse(businessFileSchema, {
    ...Object.fromEntries(Object.keys(businessFileSchema.shape).map((key) => [key, settings[key as keyof BusinessSettings]])),
    timeZone: 'Europe/Madrid',
  });
}

/**
 * The business settings as content/business.yaml writes them, loaded back through the admin's save (production
 * refuses sample values; every page on every instance shows the change). The home page's claims, the reply promises
 * and the holiday closures are not in the file: the import keeps them as the admin left them.
 */
@Injectable()
export class BusinessContentSet extends ContentSet {
  readonly name = 'business';

  constructor(
    private readonly read: ReadBusinessSettings,
    private readonly save: SaveBusinessSettings,
  ) {
    super();
  }

  owns(path: string): boolean {
    return path === PATH;
  }

  async export(): Promise<ContentFiles> {
    const { facts } = await this.read.execute();
    return new Map([[PATH, HEADER + yamlText(fileOf(facts))]]);
  }

  async plan(contentRoot: string): Promise<ContentSetPlan> {
    const file = loadBusinessFile(contentRoot);
    const { facts } = await this.read.execute();
    const current = fileOf(facts);
    const changedFields = (Object.keys(current) as (keyof BusinessFile)[]).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(file[key]),
    );
    const { phoneHref: _href, timeZone: _zone, ...settings } = facts;
    const { timeZone: _fileZone, ...fields } = file;
    return {
      added: [],
      changed: changedFields.length > 0 ? [`${PATH}: ${changedFields.join(', ')}`] : [],
      removed: [],
      apply: async () => {
        if (changedFields.length > 0) await this.save.execute({ ...settings, ...fields }, 'content:import', (path) => path);
      },
    };
  }
}
