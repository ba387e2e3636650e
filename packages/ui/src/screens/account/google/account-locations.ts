import type { Language } from '@agency/core';
import type { WebApi } from '../../../provider/web-api';
import { readListPage } from '../page-data';

/** A location a listing may be linked to: its id and name. */
export interface LocationChoice {
  readonly id: string;
  readonly name: string;
}

// Enough for any account; a runaway answer cannot loop for ever.
const MAX_PAGES = 100;

/** Every active location of the account, by name (Locations/list, page after page). */
export async function loadLocationChoices(api: WebApi, lang: Language): Promise<LocationChoice[]> {
  const choices: LocationChoice[] = [];
  for (let p = 1; p <= MAX_PAGES; p += 1) {
    const { data } = await api.call('Locations/list', { lang, sort: 'name', p });
    const page = readListPage(data);
    if (page === null) throw new Error('Locations/list answered something that is not a list');
    choices.push(...page.items.map((item) => ({ id: item.id, name: item.name })));
    if (p >= page.pages || page.items.length === 0) break;
  }
  return choices;
}

/** Every active location linked to a listing of the account's own Google connection (a post can go to it). */
export async function loadPostLocations(api: WebApi, lang: Language): Promise<LocationChoice[]> {
  const choices: LocationChoice[] = [];
  for (let p = 1; p <= MAX_PAGES; p += 1) {
    const { data } = await api.call('Locations/list', { lang, sort: 'name', p });
    const page = readListPage(data);
    if (page === null) throw new Error('Locations/list answered something that is not a list');
    for (const item of page.items) {
      const google = item.google as { via?: unknown; state?: unknown } | null | undefined;
      // The agency's link has no v4 account to post under; an unlinked listing takes nothing.
      if (google?.via === 'customer' && google.state !== 'unlinked')
        choices.push({ id: item.id, name: item.name });
    }
    if (p >= page.pages || page.items.length === 0) break;
  }
  return choices;
}
