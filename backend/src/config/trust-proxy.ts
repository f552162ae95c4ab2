import { isIP } from 'node:net';

/** Names @fastify/proxy-addr knows for the private ranges a reverse proxy usually sits in. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: false, a hop count, or proxy addresses, CIDR ranges and range names separated by commas. A range
 * covering every address (0.0.0.0/0, ::/0) would let any client name itself in X-Forwarded-For, so it is refused.
 */
export function readTrustProxy(raw: string | undefined, problems: string[]): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  // `true` meant "behind a proxy" before hop counts: the usual single reverse proxy.
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some(isEveryAddress)) {
    problems.push('TRUST_PROXY must not trust every address (0.0.0.0/0 or ::/0): any client could then forge its address.');
    return false;
  }
  if (!entries.every(isProxyEntry)) {
    problems.push(`TRUST_PROXY must be false, a hop count (1 for one proxy) or proxy addresses/CIDRs separated by commas (got "${raw}").`);
    return false;
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // a netmask, as in 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isEveryAddress(entry: string): boolean {
  const [address, prefix] = entry.split('/');
  return prefix !== undefined && isIP(address) !== 0 && (Number(prefix) === 0 || prefix === '0.0.0.0');
}
