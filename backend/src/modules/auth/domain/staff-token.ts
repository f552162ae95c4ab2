export const STAFF_TOKEN_PURPOSES = ['invitation', 'password-reset'] as const;
export type StaffTokenPurpose = (typeof STAFF_TOKEN_PURPOSES)[number];
