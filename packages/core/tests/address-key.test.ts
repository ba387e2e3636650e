import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLimitKey, canonicalAddress } from '../src/address-key';

describe('"canonicalise every address before it becomes a key (lower case, compressed, IPv4-mapped IPv6 as IPv4)"', () => {
  it.each([
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['::', '::'],
    ['::1', '::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['  192.0.2.7 ', '192.0.2.7'],
    ['192.0.2.07', '192.0.2.07'],
    ['unknown', 'unknown'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['1::2::3', '1::2::3'],
  ])('%s is %s', (address, canonical) => {
    expect(canonicalAddress(address)).toBe(canonical);
  });

  it('agrees with the WHATWG URL serialiser on any IPv6 address, however it is written', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(group, fc.constant(0)), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        (groups, upper, padded) => {
          // IPv4-mapped addresses are this function's own rule (dotted IPv4), not the URL's.
          fc.pre(!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff));
          let text = groups
            .map((g) => (padded ? g.toString(16).padStart(4, '0') : g.toString(16)))
            .join(':');
          if (upper) text = text.toUpperCase();
          const expected = new URL(`http://[${text}]/`).hostname.slice(1, -1);
          expect(canonicalAddress(text)).toBe(expected);
          expect(canonicalAddress(expected)).toBe(expected);
        },
      ),
    );
  });

  it('text longer than any address is cut, never parsed', () => {
    expect(canonicalAddress(`${'a:'.repeat(5000)}1`)).toHaveLength(64);
  });
});

describe('"key IPv6 by its /64"', () => {
  it('rotating the interface id inside one /64 keeps one key; another /64 is another key', () => {
    const keys = new Set(
      Array.from({ length: 40 }, (_, n) => addressLimitKey(`2001:db8:1:2:${n.toString(16)}::${n}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it.each([
    ['2001:DB8::1', '2001:db8::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
    ['unknown', 'unknown'],
  ])('%s counts under %s', (address, key) => {
    expect(addressLimitKey(address)).toBe(key);
  });
});
