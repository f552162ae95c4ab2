/** The names of content/business.yaml that people build passwords from. */
export interface BusinessNames {
  brand?: string;
  brandWithTrade?: string;
  legalName?: string;
}

/** What an intruder knows before guessing a secret of this site: the names, the address and the dates around it. */
interface GuessableContext {
  business: BusinessNames;
  publicUrl: string;
  adminEmail: string | undefined;
  now: Date;
}

/**
 * The words zxcvbn should try first (its user inputs): the brand, the brand with its trade and the legal name
 * (whole, without spaces and word by word), the PUBLIC_URL host and its labels, this year and the next, the admin
 * e-mail and its local part.
 */
export function guessableWords({ business, publicUrl, adminEmail, now }: GuessableContext): string[] {
  const words: string[] = [];
  for (const name of [business.brand, business.brandWithTrade, business.legalName]) {
    if (!name) continue;
    words.push(name, name.replace(/\s+/g, ''), ...name.split(/[\s.,]+/));
  }
  const host = hostOf(publicUrl);
  if (host) words.push(host, ...host.split(/[.-]/), host.replace(/^www\./, '').split('.')[0]);
  const year = now.getUTCFullYear();
  words.push(String(year), String(year + 1));
  if (adminEmail) words.push(adminEmail, adminEmail.split('@')[0]);
  return [...new Set(words.map((word) => word.toLowerCase()).filter((word) => word.length >= 3))];
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}
