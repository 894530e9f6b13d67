import { isIPv4, isIPv6 } from 'node:net';

/**
 * How many proxies in front of the API append to X-Forwarded-For (TRUST_PROXY): 'false' or 0
 * trusts none (the socket's peer is the client), 'true' means one (the shipped nginx, an
 * ingress), a number that many. Koa then takes the address that the outermost trusted proxy
 * saw (`maxIpsCount`), so whatever a client writes into the header itself is never its address.
 */
export function trustedProxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'no' || text === 'off') return 0;
  if (text === 'true' || text === 'yes' || text === 'on') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be false, true or a number of proxies from 0 to 10 (got "${value}")`);
  }
  return hops;
}

/** The eight 16-bit groups of an IPv6 address, expanded ('::' filled, an IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped, '::ffff:203.0.113.7'), an IPv6 address by its /64 network, because one
 * home or phone is handed a whole /64 and could otherwise take a fresh budget per address.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
