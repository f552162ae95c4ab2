import { businessSettingsBodyOf, seedBusinessSettings } from '@costa-sol/common';
import { query } from './test-database';

/** The body of PUT /api/admin/settings/business holding the first start's seed (content/business.yaml and the claims). */
export function seedSettingsBody(): Record<string, unknown> {
  return { ...businessSettingsBodyOf(seedBusinessSettings()) };
}

/** The company's real-looking values in place of the samples, as production accepts them. */
export const REAL_SETTINGS_FIELDS = {
  taxId: 'B93123456',
  registry: 'Registro Mercantil de Málaga, Tomo 5123, Folio 101, Hoja MA-123456',
  phone: '+34 951 234 567',
  whatsappNumber: '34611223344',
  email: 'info@costasolhvac.es',
  privacyEmail: 'privacidad@costasolhvac.es',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJ1234abcd',
  googleProfileUrl: 'https://maps.google.com/?cid=1234567890123456789',
};

/**
 * Stores settings without sample values, so an app can start in production on the shared test database (the table
 * exists once any app has started); resetTables() empties it again, and the next start seeds the samples.
 */
export async function storeRealBusinessSettings(): Promise<void> {
  const real = { ...seedBusinessSettings(), ...REAL_SETTINGS_FIELDS };
  await query(
    `insert into business_settings (id, profile, updated_at) values (1, $1::jsonb, now())
     on conflict (id) do update set profile = excluded.profile, updated_at = excluded.updated_at, updated_by = null`,
    [JSON.stringify(real)],
  );
}

/** Empties the settings: the next read, and the next start, use the seed (the samples the other suites expect). */
export async function forgetBusinessSettings(): Promise<void> {
  await query('delete from business_settings');
}
