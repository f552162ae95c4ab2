import { DomainError } from '../../../shared/domain/domain-error';

/** Production refuses a sample value (a run of zeros, PLACEHOLDER, an .example address): the field is named. */
export class SampleBusinessValueError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BUSINESS_SETTINGS.SAMPLE_VALUE';
  override readonly fieldError;
  constructor(field: string) {
    super(`${field} still holds a sample value.`);
    this.fieldError = { field, code: 'sampleValue' as const };
  }
}

/** Settings asked for under a section that does not exist (only `business` does). */
export class SettingsSectionNotFoundError extends DomainError {
  readonly kind = 'not-found';
  readonly code = 'SETTINGS.SECTION_NOT_FOUND';
  constructor() {
    super('No such settings section.');
  }
}

/** Production starts only once the stored business settings hold the company's real values. */
export class SampleBusinessSettingsError extends Error {
  constructor(readonly fields: string[]) {
    super(
      `The business settings still hold sample values; on a first start fill content/business.yaml (the seed), later change them in the admin's Settings screen (docs/operations.md, "Before launch"): ${fields.join('; ')}.`,
    );
    this.name = 'SampleBusinessSettingsError';
  }
}
