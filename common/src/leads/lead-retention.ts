/**
 * How long a quote request or message that did not lead to a contract is kept after the last contact, before its
 * personal data is erased (the privacy policy states this number through `{{privacy.leadRetentionMonths}}`).
 */
export const LEAD_RETENTION_MONTHS = 12;
