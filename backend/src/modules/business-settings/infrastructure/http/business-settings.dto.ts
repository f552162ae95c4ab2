import { type BusinessSettingsBody, businessSettingsBodyOf, businessSettingsBodySchema } from '@costa-sol/common';
import { z } from 'zod/mini';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { BusinessSettingsView } from '../../application/read-business-settings.use-case';

/** PUT /api/admin/settings/business's body: common's settings body, named as the admin's form has always read it. */
export const BUSINESS_SETTINGS_BODY = entityApiSchema('BusinessSettingsInputDto', businessSettingsBodySchema);

/** The settings as the admin shows them: the form's fields, and who saved them last and when. */
const adminBusinessSettingsSchema = z.extend(businessSettingsBodySchema, {
  updatedAt: z.nullable(z.iso.datetime()).register(z.globalRegistry, { description: 'null: the first start’s seed, never saved.' }),
  updatedBy: z.nullable(z.string()).register(z.globalRegistry, { description: 'The e-mail of the staff member who saved them last.' }),
});

export const ADMIN_BUSINESS_SETTINGS = entityApiSchema('AdminBusinessSettingsDto', adminBusinessSettingsSchema);

export type AdminBusinessSettings = BusinessSettingsBody & { updatedAt: Date | null; updatedBy: string | null };

export function adminBusinessSettingsOf({ facts, updatedAt, updatedBy }: BusinessSettingsView): AdminBusinessSettings {
  const { phoneHref: _href, timeZone: _zone, ...settings } = facts;
  return { ...businessSettingsBodyOf(settings), updatedAt, updatedBy };
}
