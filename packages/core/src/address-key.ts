// Client addresses as keys of per-address limits. Written here rather than taken from ipaddr.js:
// that library's zone and IPv6 patterns backtrack polynomially (recheck), and an address comes from
// a header a client writes. Everything below is a split and a character loop, linear in the text.

const HEX = '0123456789abcdef';
// Longer than any written address (45 characters for IPv6 with an IPv4 tail): not an address.
const ADDRESS_MAX_LENGTH = 64;

function decimalByte(part: string): number | null {
  if (part.length < 1 || part.length > 3) return null;
  // "01" is octal in some parsers and decimal in others: not a canonical address either way.
  if (part.length > 1 && part[0] === '0') return null;
  let value = 0;
  for (const char of part) {
    const digit = char.charCodeAt(0) - 48;
    if (digit < 0 || digit > 9) return null;
    value = value * 10 + digit;
  }
  return value <= 255 ? value : null;
}

/** The four bytes of a dotted-quad IPv4 address, or null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map(decimalByte);
  return bytes.every((byte) => byte !== null) ? (bytes as number[]) : null;
}

function hexGroup(part: string): number | null {
  if (part.length < 1 || part.length > 4) return null;
  let value = 0;
  for (const char of part) {
    const digit = HEX.indexOf(char);
    if (digit === -1) return null;
    value = value * 16 + digit;
  }
  return value;
}

// The 16-bit groups of one side of `::`; an IPv4 tail is allowed only at the very end.
function groupsOf(side: string, last: boolean): number[] | null {
  if (side === '') return [];
  const parts = side.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (last && index === parts.length - 1 && part.includes('.')) {
      const bytes = ipv4Bytes(part);
      if (bytes === null) return null;
      groups.push(((bytes[0] as number) << 8) | (bytes[1] as number));
      groups.push(((bytes[2] as number) << 8) | (bytes[3] as number));
    } else {
      const group = hexGroup(part);
      if (group === null) return null;
      groups.push(group);
    }
  }
  return groups;
}

/** The eight groups of an IPv6 address (lower case, zone and brackets already removed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = groupsOf(text, true);
    return groups !== null && groups.length === 8 ? groups : null;
  }
  const head = groupsOf(halves[0] as string, false);
  const tail = groupsOf(halves[1] as string, true);
  if (head === null || tail === null || head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** RFC 5952 text of eight groups: lower case, no leading zeros, the first longest run of two or more zero groups as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let best = { start: -1, length: 0 };
  let run = { start: -1, length: 0 };
  for (const [index, group] of groups.entries()) {
    if (group === 0) {
      run = run.start === -1 ? { start: index, length: 1 } : { ...run, length: run.length + 1 };
      if (run.length > best.length) best = run;
    } else run = { start: -1, length: 0 };
  }
  const text = groups.map((group) => group.toString(16));
  if (best.length < 2) return text.join(':');
  const head = text.slice(0, best.start).join(':');
  const tail = text.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

function parsed(address: string): { v4: string } | { v6: number[] } | null {
  let text = address.trim().toLowerCase();
  if (text.length > ADDRESS_MAX_LENGTH) return null;
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const v4 = ipv4Bytes(text);
  if (v4 !== null) return { v4: v4.join('.') };
  const v6 = ipv6Groups(text);
  if (v6 === null) return null;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket: the same client as a.b.c.d.
  if (v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff) {
    const [high, low] = [v6[6] as number, v6[7] as number];
    return { v4: [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.') };
  }
  return { v6 };
}

/**
 * The one written form of a client address: IPv4 dotted, IPv6 in RFC 5952 form (lower case,
 * compressed, no zone), an IPv4-mapped IPv6 address as its IPv4 address. Text that is no address
 * (`unknown`) comes back trimmed, lower-cased and cut to 64 characters.
 */
export function canonicalAddress(address: string): string {
  const ip = parsed(address);
  if (ip === null) return address.trim().toLowerCase().slice(0, ADDRESS_MAX_LENGTH);
  return 'v4' in ip ? ip.v4 : formatIpv6(ip.v6);
}

/**
 * The key a per-address limit counts under: an IPv4 address as itself, an IPv6 address as its /64
 * network (one subscriber's share: the interface id is the client's to rotate), each in canonical form.
 */
export function addressLimitKey(address: string): string {
  const ip = parsed(address);
  if (ip === null) return canonicalAddress(address);
  if ('v4' in ip) return ip.v4;
  return `${formatIpv6([...ip.v6.slice(0, 4), 0, 0, 0, 0])}/64`;
}
