// Turns content/business.yaml into common/src/business/business.generated.ts (the BUSINESS constant every page,
// e-mail and structured data reads), after checking it against the schema below. `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { z } from 'zod';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = join(process.env.CONTENT_DIR || join(root, 'content'), 'business.yaml');
const target = join(root, 'common', 'src', 'business', 'business.generated.ts');

const text = z.string().trim().min(1);
const url = z.url({ protocol: /^https$/ });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const schema = z
  .object({
    brand: text,
    brandWithTrade: text,
    legalName: text,
    taxId: z.string().regex(/^[A-Z]\d{7}[A-Z0-9]$/, 'a Spanish NIF such as B12345678'),
    registry: text,
    address: z
      .object({ street: text, postalCode: z.string().regex(/^\d{5}$/), locality: text, region: text, country: z.literal('ES') })
      .strict(),
    geo: z.object({ lat: z.number().min(35).max(44), lng: z.number().min(-10).max(5) }).strict(),
    phone: z.string().regex(/^\+34( ?\d){9}$/, 'a Spanish number as +34 followed by 9 digits'),
    whatsappNumber: z.string().regex(/^\d{8,15}$/, 'the number in international form, digits only'),
    email: z.email(),
    privacyEmail: z.email(),
    googleReviewUrl: url,
    googleProfileUrl: url,
    mapsEmbedUrl: url,
    social: z.object({ facebook: url, linkedin: url, youtube: url, tiktok: url, homeServicesDirectory: url, google: url }).strict(),
    openingHours: z.array(z.object({ days: z.array(z.enum(DAYS)).min(1), opens: time, closes: time }).strict()).min(1),
    timeZone: z.literal('Europe/Madrid'),
    serviceRadiusMeters: z.number().int().min(1000).max(200000),
    founded: z.number().int().min(1900).max(2100),
  })
  .strict();

const result = schema.safeParse(parse(readFileSync(source, 'utf8')));
if (!result.success) {
  for (const issue of result.error.issues)
    console.error(`content/business.yaml: ${issue.path.join('.') || '(file)'}: ${issue.message} (${issue.code})`);
  process.exit(1);
}
const business = { ...result.data, phoneHref: `tel:${result.data.phone.replace(/ /g, '')}` };
const code = [
  '// Generated from content/business.yaml by common/scripts/generate-business.mjs (npm run build): edit that file.',
  '/** The company\'s facts, in one place for pages, e-mails and structured data (docs/product.md, "Business profile and claims"). */',
  `export const BUSINESS = ${JSON.stringify(business, null, 2)} as const;`,
  '',
].join('\n');
const formatted = await prettier.format(code, { ...(await prettier.resolveConfig(target)), filepath: target });
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== formatted) {
    console.error('common/src/business/business.generated.ts is out of date with content/business.yaml: run npm run build -w common');
    process.exit(1);
  }
} else writeFileSync(target, formatted);
