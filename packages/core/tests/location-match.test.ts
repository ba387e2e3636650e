import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCATION_MATCH_RULES,
  type MatchableLocation,
  matchLocation,
  normalizeMatchText,
} from '../src/index';

interface Row extends MatchableLocation {
  readonly id: string;
}

const row = (id: string, fields: Partial<MatchableLocation> = {}): Row => ({
  id,
  storeCode: null,
  placeId: null,
  name: `Location ${id}`,
  addressLines: [`Street ${id}`],
  postalCode: null,
  ...fields,
});

const KYIV = row('kyiv', {
  storeCode: 'KYIV-01',
  placeId: 'ChIJ-kyiv',
  name: 'Зерно на Хрещатику',
  addressLines: ['вул. Хрещатик, 22', '2 поверх'],
  postalCode: '01001',
});
const LVIV = row('lviv', {
  storeCode: 'LVIV-01',
  placeId: 'ChIJ-lviv',
  name: 'Зерно',
  addressLines: ['пл. Ринок, 1'],
  postalCode: '79008',
});
const EXISTING = [KYIV, LVIV];

describe('"a name or address is compared after one normalisation: case, Unicode NFKC, whitespace collapsed, punctuation removed"', () => {
  it.each([
    ['Вул. Хрещатик, 22', 'вул хрещатик 22'],
    ['  ВУЛ   Хрещатик\t22 ', 'вул хрещатик 22'],
    ['Saint-Denis', 'saint denis'],
    ["М'ята", 'мята'],
    ['М’ята', 'мята'],
    ['Мʼята', 'мята'],
    ['Ｃａｆｅ　Ｎｏ．１', 'cafe no 1'],
    ['ﬁsh & chips', 'fish chips'],
    ['Café', 'café'],
    ['Cafe\u0301', 'café'],
    ['«Зерно»!!!', 'зерно'],
    ['', ''],
  ])('%j is %j', (text, normalized) => {
    expect(normalizeMatchText(text)).toBe(normalized);
  });

  it('normalising twice is normalising once, and the result has no punctuation or doubled space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normalizeMatchText(text);
        expect(normalizeMatchText(once)).toBe(once);
        expect(once).not.toMatch(/\p{P}|\s\s|^\s|\s$/u);
      }),
    );
  });
});

describe('"an imported or connected location matches by store code first, then Google place id, then name, first address line and postal code, else none"', () => {
  it('the rules, in order', () => {
    expect(LOCATION_MATCH_RULES).toEqual(['storeCode', 'placeId', 'nameAndAddress']);
  });

  it('store code first: the same store code (trimmed, exact) wins over everything else', () => {
    const candidate = row('c', { storeCode: ' LVIV-01 ', placeId: 'ChIJ-kyiv', name: KYIV.name });
    expect(matchLocation(candidate, EXISTING)).toEqual({
      kind: 'match',
      rule: 'storeCode',
      location: LVIV,
    });
    expect(matchLocation(row('c', { storeCode: 'lviv-01' }), EXISTING)).toEqual({ kind: 'none' });
  });

  it('then the Google place id, when no store code matches', () => {
    expect(matchLocation(row('c', { storeCode: 'NEW-9', placeId: 'ChIJ-kyiv' }), EXISTING)).toEqual(
      { kind: 'match', rule: 'placeId', location: KYIV },
    );
  });

  it('then the same name, first address line and postal code after normalisation', () => {
    const candidate = row('c', {
      name: 'ЗЕРНО  на хрещатику',
      addressLines: ['Вул Хрещатик 22', 'other second line'],
      postalCode: '01001',
    });
    expect(matchLocation(candidate, EXISTING)).toEqual({
      kind: 'match',
      rule: 'nameAndAddress',
      location: KYIV,
    });
    expect(matchLocation({ ...candidate, postalCode: '01002' }, EXISTING)).toEqual({
      kind: 'none',
    });
    expect(matchLocation({ ...candidate, addressLines: ['вул. Хрещатик, 24'] }, EXISTING)).toEqual({
      kind: 'none',
    });
  });

  it('a name and a first address line are needed; an empty postal code matches only an empty one', () => {
    const noPostal = row('p', { name: 'Gym', addressLines: ['Main St 1'] });
    expect(
      matchLocation(row('c', { name: 'gym', addressLines: ['main st. 1'] }), [noPostal]),
    ).toEqual({ kind: 'match', rule: 'nameAndAddress', location: noPostal });
    expect(
      matchLocation(row('c', { name: 'gym', addressLines: ['main st 1'], postalCode: '1' }), [
        noPostal,
      ]),
    ).toEqual({ kind: 'none' });
    const bare = row('b', { name: 'Gym', addressLines: [] });
    expect(matchLocation(row('c', { name: 'Gym', addressLines: [' '] }), [bare])).toEqual({
      kind: 'none',
    });
  });

  it('else none, and an empty store code or place id matches nothing', () => {
    expect(matchLocation(row('c'), EXISTING)).toEqual({ kind: 'none' });
    expect(
      matchLocation(row('c', { storeCode: '  ', placeId: '' }), [row('x', { storeCode: '' })]),
    ).toEqual({ kind: 'none' });
  });

  it('several locations found by the deciding rule are ambiguous: none is chosen', () => {
    const twin = row('twin', {
      name: KYIV.name,
      addressLines: KYIV.addressLines,
      postalCode: '01001',
    });
    const candidate = row('c', {
      name: KYIV.name,
      addressLines: KYIV.addressLines,
      postalCode: '01001',
    });
    expect(matchLocation(candidate, [...EXISTING, twin])).toEqual({
      kind: 'ambiguous',
      rule: 'nameAndAddress',
      locations: [KYIV, twin],
    });
  });

  it('any location in the list matches itself (by the first rule it has a value for)', () => {
    const text = fc.string({ maxLength: 12 });
    const location = fc.record({
      storeCode: fc.option(text, { nil: null }),
      placeId: fc.option(text, { nil: null }),
      name: text,
      addressLines: fc.array(text, { maxLength: 2 }),
      postalCode: fc.option(text, { nil: null }),
    });
    fc.assert(
      fc.property(location, (candidate) => {
        const result = matchLocation(candidate, [candidate]);
        if (result.kind === 'match') expect(result.location).toBe(candidate);
        else expect(result.kind).toBe('none');
      }),
    );
  });
});
