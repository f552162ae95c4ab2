import type { ApiSchemas } from '@costa-sol/common';

/** Sessions, two-step sign-in and the security settings (issue 24), named from the generated OpenAPI types. */
type Schemas = ApiSchemas;

/** The signed-in user, and whether they must set up two-step sign-in before anything else. */
export type MeDto = Schemas['MeDto'];
/** One of the signed-in user's sessions (dates ISO 8601; `current`: this browser's). */
export type StaffSessionDto = Schemas['StaffSessionDto'];
/** An enrolment in progress: the secret to type by hand, and its QR code as an image URL. */
export type SecondFactorSetupDto = Schemas['SecondFactorSetupDto'];
export type SecondFactorCodeDto = Schemas['SecondFactorCodeDto'];
export type PasswordConfirmationDto = Schemas['PasswordConfirmationDto'];
export type BackupCodesDto = Schemas['BackupCodesDto'];
export type BackupCodesLeftDto = Schemas['BackupCodesLeftDto'];
export type SecuritySettingsDto = Schemas['SecuritySettingsDto'];
