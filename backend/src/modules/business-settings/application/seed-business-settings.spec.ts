import { type BusinessSettings, seedBusinessSettings } from '@costa-sol/common';
import type { AppConfig } from '../../../config/app-config';
import { SampleBusinessSettingsError } from '../domain/business-settings.errors';
import { BusinessSettingsRepository, type StoredBusinessSettings } from './business-settings-repository.port';
import { SeedBusinessSettings } from './seed-business-settings.use-case';
import { FixedClock } from '../../../shared/application/clock.port';

class MemoryRepository extends BusinessSettingsRepository {
  stored: StoredBusinessSettings | null = null;
  async get() {
    return this.stored;
  }
  async save(stored: StoredBusinessSettings) {
    this.stored = stored;
  }
  async seed(stored: StoredBusinessSettings) {
    if (this.stored) return false;
    this.stored = stored;
    return true;
  }
}

const REAL: BusinessSettings = {
  ...seedBusinessSettings(),
  taxId: 'B93123456',
  registry: 'Registro Mercantil de Málaga, Tomo 5123, Folio 101, Hoja MA-123456',
  phone: '+34 951 234 567',
  whatsappNumber: '34611223344',
  email: 'info@costasolhvac.es',
  privacyEmail: 'privacidad@costasolhvac.es',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJ1234abcd',
  googleProfileUrl: 'https://maps.google.com/?cid=1234567890123456789',
};

const config = (production: boolean) => ({ production }) as AppConfig;
const clock = new FixedClock('2026-12-02T18:30:00Z');

describe('SeedBusinessSettings', () => {
  it('stores the seed on a first start and keeps what the owner saved on later ones', async () => {
    const repository = new MemoryRepository();
    await new SeedBusinessSettings(repository, config(false), clock).execute(seedBusinessSettings());
    expect(repository.stored?.settings.phone).toBe('+34 951 000 000');
    await repository.save({ settings: REAL, updatedAt: new Date(0), updatedBy: 'owner@costasolhvac.es' });
    await new SeedBusinessSettings(repository, config(false), clock).execute(seedBusinessSettings());
    expect(repository.stored?.settings.phone).toBe('+34 951 234 567');
  });

  it('refuses to start in production while the stored settings hold sample values, naming each field', async () => {
    const repository = new MemoryRepository();
    const refusal = await new SeedBusinessSettings(repository, config(true), clock).execute(seedBusinessSettings()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SampleBusinessSettingsError);
    const message = refusal instanceof Error ? refusal.message : '';
    for (const field of [
      'taxId (B93000000)',
      'registry (',
      'phone (+34 951 000 000)',
      'whatsappNumber (34600000000)',
      'email (info@',
      'privacyEmail (',
      'googleReviewUrl (',
      'googleProfileUrl (',
    ])
      expect(message).toContain(field);
  });

  it('starts in production once the stored settings are real, whatever the seed holds', async () => {
    const repository = new MemoryRepository();
    await repository.save({ settings: REAL, updatedAt: new Date(0), updatedBy: 'owner@costasolhvac.es' });
    await expect(new SeedBusinessSettings(repository, config(true), clock).execute(seedBusinessSettings())).resolves.toBeUndefined();
  });
});
