import { describe, expect, it } from 'vitest';
import { PERMISSIONS_TABLE, recordName, SUBACTIONS_TABLE, sortKeys } from '../src/entries/tables';

describe('a described record', () => {
  it('is named by its fields joined as people write them (a permission: role, then its pair)', () => {
    expect(
      recordName(PERMISSIONS_TABLE, { role: 'editor', controller: 'Pages', subaction: 'update' }),
    ).toBe('editor Pages/update');
    expect(recordName(SUBACTIONS_TABLE, { controller: 'Pages', name: null })).toBe('Pages/');
  });

  it('sorts by the fields listed as sortable, in their order', () => {
    expect(sortKeys(SUBACTIONS_TABLE)).toEqual(['controller', 'name']);
  });
});
