import type { SecuritySettings } from '../domain/security-settings';

/** Port: the owner's session and second-factor rules (one row; the defaults until the owner saves). */
export abstract class SecuritySettingsStore {
  abstract get(): Promise<SecuritySettings>;
  abstract save(settings: SecuritySettings, at: Date): Promise<void>;
}
