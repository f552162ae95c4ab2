import { BUSINESS_SETTINGS_RULES, type BusinessSettings, WEEK_DAYS } from '@costa-sol/common';
import { ContentError, readContentFile, yamlFormat, yamlText } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { type ContentFiles, ContentSet, type ContentSetPlan } from '../../../../shared/application/content-set.port';
import { ReadBusinessSettings } from '../../application/read-business-settings.use-case';
import { SaveBusinessSettings } from '../../application/save-business-settings.use-case';

const PATH = 'business.yaml';

/** The comment content/business.yaml opens with, written back by the export. */
const HEADER = [
  `# The company's facts, used by every page, e-mail and the structured data (docs/product.md, "Business profile and claims").`,
  '# Sample values (a run of zeros, PLACEHOLDER, an .example address) must be replaced before launch: production refuses to',
  '# start while one is left, and names each field. After an edit, npm run build regenerates common/src/business/business.generated.ts.',
  '',
].join('\n');

const rules = BUSINESS_SETTINGS_RULES;
const text = z.string().trim().min(1).max(rules.text.max);
const url = z.string().regex(rules.httpsUrl, 'an https:// address');
const time = z.string().regex(rules.time, 'a time as HH:MM');

/** content/business.yaml, in its keys' order: the same rules as common/scripts/generate-business.mjs and the admin. */
const businessFile = z
  .object({
    brand: text,
    brandWithTrade: text,
    legalName: text,
    taxId: z.string().regex(rules.taxId, 'a Spanish NIF such as B12345678'),
    registry: text,
    address: z
      .object({ street: text, postalCode: z.string().regex(rules.postalCode), locality: text, region: text, country: z.literal('ES') })
      .strict(),
    geo: z
      .object({ lat: z.number().min(rules.lat.min).max(rules.lat.max), lng: z.number().min(rules.lng.min).max(rules.lng.max) })
      .strict(),
    phone: z.string().regex(rules.phone, 'a Spanish number as +34 followed by 9 digits'),
    whatsappNumber: z.string().regex(rules.whatsappNumber, 'the number in international form, digits only'),
    email: z.email(),
    privacyEmail: z.email(),
    googleReviewUrl: url,
    googleProfileUrl: url,
    mapsEmbedUrl: url,
    social: z.object({ facebook: url, linkedin: url, youtube: url, tiktok: url, homeServicesDirectory: url, google: url }).strict(),
    openingHours: z
      .array(z.object({ days: z.array(z.enum(WEEK_DAYS)).min(1), opens: time, closes: time }).strict())
      .min(1)
      .max(rules.openingHours.max),
    timeZone: z.literal('Europe/Madrid'),
    serviceRadiusMeters: z.number().int().min(rules.serviceRadiusMeters.min).max(rules.serviceRadiusMeters.max),
    founded: z.number().int().min(rules.founded.min).max(rules.founded.max),
  })
  .strict();

type BusinessFile = z.output<typeof businessFile>;

/** The fields of the settings business.yaml holds, in the file's order (the claims and reply promises stay in the admin). */
function fileOf(settings: BusinessSettings): BusinessFile {
  return businessFile.parse({
    ...Object.fromEntries(Object.keys(businessFile.shape).map((key) => [key, settings[key as keyof BusinessSettings]])),
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
    const problems: string[] = [];
    const file = readContentFile(contentRoot, { path: PATH, format: yamlFormat, schema: businessFile }, problems);
    if (!file) throw new ContentError(problems);
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
