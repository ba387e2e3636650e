import { describe, expect, it } from 'vitest';
import { parseQuery, pickQuery, stringifyQuery, wellFormed } from '../src/query';

describe('parseQuery', () => {
  it('reads names and values, with or without the leading ?', () => {
    expect(parseQuery('?p=2&el=about')).toEqual({ p: '2', el: 'about' });
    expect(parseQuery('p=2')).toEqual({ p: '2' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  it('decodes like URLSearchParams: + is a space, a repeated name keeps its last value', () => {
    expect(parseQuery('?q=a+b%20c&q=last&flag&=empty')).toEqual({
      q: 'last',
      flag: '',
      '': 'empty',
    });
    expect(parseQuery('?name=%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82')).toEqual({ name: 'привет' });
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(parseQuery('?a=%&b=%E0%A4%A&c=%ZZ')).toEqual({ a: '%', b: '%E0%A4%A', c: '%ZZ' });
  });

  it('a name like __proto__ stays plain data and does not change the prototype', () => {
    const query = parseQuery('?__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toBe('x');
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
  });
});

describe('stringifyQuery', () => {
  it('encodes names and values and joins them with &', () => {
    expect(stringifyQuery({ p: '2', el: 'a b&c' })).toBe('p=2&el=a%20b%26c');
    expect(stringifyQuery({})).toBe('');
  });

  it('round-trips through parseQuery', () => {
    const query = { q: 'привет мир', 'a&b': '=?#', empty: '' };
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });

  it('a lone surrogate becomes U+FFFD instead of throwing', () => {
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(stringifyQuery({ x: '\uDC00' })).toBe('x=%EF%BF%BD');
  });
});

describe('pickQuery', () => {
  it('keeps only the listed names, in the query order', () => {
    expect(pickQuery({ sort: 'x', el: 'b', p: '1' }, ['p', 'el'])).toEqual({ el: 'b', p: '1' });
    expect(pickQuery({ sort: 'x' }, [])).toEqual({});
  });
});
