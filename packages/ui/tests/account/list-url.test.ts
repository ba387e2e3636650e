// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listUrl, readListQuery } from '../../src/screens/account/list-url';
import { payloadField, serverFieldProblems } from '../../src/screens/account/problems';
import { webError } from './account-fixture';

describe('list URL (paging kept in p, search in q, sort in sort)', () => {
  it('reads only valid list parameters from the query', () => {
    expect(readListQuery({ q: 'kyiv', sort: '-name', p: '3', archived: 'true', el: 'x' })).toEqual({
      q: 'kyiv',
      sort: '-name',
      p: 3,
      archived: true,
    });
    expect(readListQuery({ p: 'abc', archived: 'yes' })).toEqual({});
    expect(readListQuery({ p: '1' })).toEqual({});
  });

  it('a new search, sort or view goes back to page 1; page 1 and empty values leave no trace', () => {
    const current = { q: 'kyiv', sort: 'name', p: 4 };
    expect(listUrl('/en/account/pins/locations', current, { p: 5 })).toBe(
      '/en/account/pins/locations?q=kyiv&sort=name&p=5',
    );
    expect(listUrl('/en/account/pins/locations', current, { sort: '-name' })).toBe(
      '/en/account/pins/locations?q=kyiv&sort=-name',
    );
    expect(listUrl('/en/account/pins/locations', current, { q: '' })).toBe(
      '/en/account/pins/locations?sort=name',
    );
    expect(listUrl('/account/pins/sites', {}, { p: 1 })).toBe('/account/pins/sites');
    expect(listUrl('/account/pins/sites', {}, { archived: true })).toBe(
      '/account/pins/sites?archived=true',
    );
    expect(listUrl('/account/pins/sites', { q: 'a b&c' }, { p: 2 })).toBe(
      '/account/pins/sites?q=a%20b%26c&p=2',
    );
  });
});

describe('server field errors', () => {
  it('map payload paths to form fields, first error per field', () => {
    expect(payloadField('item.addressLines.0')).toBe('addressLines');
    expect(payloadField('/item/hours/monday/0/open')).toBe('hours');
    expect(payloadField('currentPassword')).toBe('currentPassword');
    const error = webError(400, 'VALIDATION_FAILED', 'invalid', {
      fields: [
        { field: 'item.name', code: 'required', message: 'x' },
        { field: 'item.website', code: 'format', message: 'must match format "uri"' },
        { field: 'item.website', code: 'maxLength', message: 'second' },
      ],
    });
    expect(serverFieldProblems(error, payloadField)).toEqual({
      name: { code: 'required' },
      website: { code: 'format', format: 'url' },
    });
    expect(serverFieldProblems(new Error('x'), payloadField)).toEqual({});
  });
});
