import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/index';

describe('clientAddress', () => {
  it.each([
    // peer, X-Forwarded-For, trusted proxies, client address
    ['203.0.113.5', undefined, 0, '203.0.113.5'],
    ['127.0.0.1', '6.6.6.6', 0, '127.0.0.1'],
    ['::1', '6.6.6.6, 7.7.7.7', 0, '::1'],
    ['10.0.0.2', '198.51.100.7', 1, '198.51.100.7'],
    ['10.0.0.2', '6.6.6.6, 198.51.100.7', 1, '198.51.100.7'],
    ['10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', 2, '198.51.100.7'],
    ['10.0.0.2', ['6.6.6.6', '198.51.100.7'], 1, '198.51.100.7'],
    ['10.0.0.2', undefined, 1, '10.0.0.2'],
    ['10.0.0.2', ' , ', 1, '10.0.0.2'],
    ['10.0.0.2', '198.51.100.7', 5, '198.51.100.7'],
  ] as const)('peer %s, X-Forwarded-For %j, %i trusted: %s', (peer, forwarded, trust, expected) => {
    expect(clientAddress(peer, forwarded, trust)).toBe(expected);
  });
});
