import { describe, expect, it } from 'vitest';
import { leadListFilters, leadListSearch } from '../src/lead-list-filters';

describe('leadListFilters: the clients list keeps only valid lead filters from its address', () => {
  it('reads a status, a service, a language, a period and the spam view', () => {
    const query = {
      leadStatus: 'contacted',
      service: 'seo',
      leadLang: 'ua',
      since: '2026-01-01',
      until: '2026-01-31',
      spam: 'true',
    };
    expect(leadListFilters(query)).toEqual({ ...query, spam: true });
    expect(leadListSearch(leadListFilters(query))).toEqual(query);
  });

  it('drops what is not a filter value (an address edited by hand)', () => {
    expect(
      leadListFilters({
        leadStatus: 'maybe',
        service: 'juggling',
        leadLang: 'de',
        since: '2026-13-45',
        until: 'yesterday',
        spam: '1',
      }),
    ).toEqual({});
  });
});
