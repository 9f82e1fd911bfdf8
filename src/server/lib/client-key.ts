import { isIP } from 'node:net';

/** The sixteen-bit groups of an IPv6 address (a valid one, without a zone), eight of them. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const groupsOfIpv4: string[] = [];
  // A dotted IPv4 address in the last 32 bits (`::ffff:192.0.2.1`): two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number);
    groupsOfIpv4.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    text = text.slice(0, lastColon + 1) + groupsOfIpv4.join(':');
  }
  const [head = '', tail] = text.split('::', 2);
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16));
}

/**
 * Whom a request is counted as, for every rate limit: an IPv4 address is itself (an
 * IPv4-mapped IPv6 address, `::ffff:192.0.2.1`, is that IPv4 address), an IPv6 address is its
 * /64 prefix (`2001:db8:1:2::/64`), since one subscriber's network gets a whole /64 and can take
 * a new address in it for every request (docs/decisions/147). Anything else is kept as it is.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
