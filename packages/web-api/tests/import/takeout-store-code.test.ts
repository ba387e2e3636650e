import { describe, expect, it } from 'vitest';
import { takeoutStoreCode } from '../../src/import/takeout-store-code';

describe('takeout store code derived deterministically so re-import updates rather than duplicates', () => {
  it('from the cid of a Maps URL', () => {
    expect(takeoutStoreCode('http://maps.google.com/?cid=987654321', 'A', '', '')).toBe(
      'gmaps-cid-987654321',
    );
  });

  it('the same place through ftid, a !1s feature id or its cid gets the same code', () => {
    const viaCid = takeoutStoreCode('https://maps.google.com/?cid=7645939901251984728', '', '', '');
    const viaFtid = takeoutStoreCode(
      'https://maps.google.com/?ftid=0x8085808941977519:0x6a1bd5d48c1c1d58',
      '',
      '',
      '',
    );
    const viaData = takeoutStoreCode(
      'https://www.google.com/maps/place/X/data=!4m2!3m1!1s0x8085808941977519:0x6a1bd5d48c1c1d58',
      '',
      '',
      '',
    );
    expect(new Set([viaCid, viaFtid, viaData])).toEqual(new Set(['gmaps-cid-7645939901251984728']));
  });

  it('from a place id', () => {
    expect(
      takeoutStoreCode(
        'https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJ12',
        '',
        '',
        '',
      ),
    ).toBe('gmaps-place-ChIJ12');
  });

  it('otherwise a hash of the URL, or of name and coordinates without a URL; same input, same code', () => {
    const url = 'http://maps.google.com/?q=48.85,2.29';
    expect(takeoutStoreCode(url, 'A', '', '')).toMatch(/^gmaps-[0-9a-f]{24}$/);
    expect(takeoutStoreCode(url, 'A', '', '')).toBe(takeoutStoreCode(url, 'B', '1', '2'));
    expect(takeoutStoreCode('', 'A', '1', '2')).toBe(takeoutStoreCode('', 'A', '1', '2'));
    expect(takeoutStoreCode('', 'A', '1', '2')).not.toBe(takeoutStoreCode('', 'A', '1', '3'));
  });
});
