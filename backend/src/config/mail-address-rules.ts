import { EMAIL_PATTERN } from '@costa-sol/common';

/** Domains kept for examples and tests (RFC 2606, RFC 6761): no mail sent to them reaches anybody. */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
export const RESERVED_DOMAINS_TEXT = 'example.com/.net/.org, .example, .test, .invalid, .localhost, .local';
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost', 'local'];

/** The site's e-mail shape (common's EMAIL_PATTERN, the one the forms use). */
function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** True for a host name on a reserved example or test domain, or a subdomain of one. */
export function isReservedDomain(host: string): boolean {
  const domain = host.toLowerCase().replace(/\.$/, '');
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    RESERVED_TOP_LEVEL.includes(topLevel) || RESERVED_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`))
  );
}

/** Why a production address setting is refused: missing, or one where mail goes nowhere (its shape is checked apart). */
export function productionAddressProblems(name: string, value: string | undefined): string[] {
  if (!value) return [`${name} is required in production.`];
  if (isEmailAddress(value) && isReservedDomain(value.slice(value.lastIndexOf('@') + 1)))
    return [`${name} is on a reserved example or test domain (${RESERVED_DOMAINS_TEXT}): mail sent there reaches nobody.`];
  return [];
}
