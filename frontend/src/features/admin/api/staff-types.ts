import type { ApiSchemas } from '@costa-sol/common';

/** The staff accounts API (issue 24), named from the generated OpenAPI types (common/src/api/api-schema.ts). */
type Schemas = ApiSchemas;

/** A person who works in the admin. Dates are ISO 8601. */
export type StaffUser = Schemas['StaffUserDto'];
/** The answer of login, password change and invitation accept (a new session). */
export type StaffTokenAnswer = Schemas['SessionDto'];
export type PasswordChangeBody = Schemas['ChangePasswordDto'];
export type PasswordResetRequestBody = Schemas['StaffEmailDto'];
/** A single-use token from an e-mail link and the new password (reset and invitation). */
export type TokenPasswordBody = Schemas['NewPasswordWithTokenDto'];
/** Who the invitation is for. */
export type InvitationPreview = Schemas['InvitationPreviewDto'];
export type StaffUserInviteBody = Schemas['CreateStaffUserDto'];
/** Only the fields that change. */
export type StaffUserUpdateBody = Schemas['UpdateStaffUserDto'];
/** The neutral answer of a password reset request. */
export type MessageAnswer = Schemas['MessageDto'];
