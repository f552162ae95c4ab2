import { EMAIL_PATTERN } from '@costa-sol/common';

/** Domains kept for examples and tests (RFC 2606, RFC 6761): no mail sent to them reaches anybody. */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost', 'local'];

/** The site's e-mail shape (common's EMAIL_PATTERN, the one the forms use). */
function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** True for an address on a reserved example or test domain, or a subdomain of one. */
function isOnReservedDomain(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    RESERVED_TOP_LEVEL.includes(topLevel) || RESERVED_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`))
  );
}

/** Why a production address setting is refused: missing, or one where mail goes nowhere (its shape is checked apart). */
export function productionAddressProblems(name: string, value: string | undefined): string[] {
  if (!value) return [`${name} is required in production.`];
  if (isEmailAddress(value) && isOnReservedDomain(value))
    return [
      `${name} is on a reserved example or test domain (example.com/.net/.org, .example, .test, .invalid, .localhost, .local): mail sent there reaches nobody.`,
    ];
  return [];
}
