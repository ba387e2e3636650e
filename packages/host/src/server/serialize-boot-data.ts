import { randomUUID } from 'node:crypto';
import type { BootData } from '../shared/boot-data';
import { serializeState } from './serialize-state';

// The JSON of each page object, made once: page data from the page-data cache is the same object on
// every hit, and a legal page's sections are ~11 KB of HTML to stringify and escape per request.
const pageJson = new WeakMap<object, string>();
// Stands for the page while the rest is serialised; random per process, so no data can spell it.
const MARKER = `page-${randomUUID()}`;
const QUOTED_MARKER = JSON.stringify(MARKER);

/** `serializeState` of the boot data, with its page written from the JSON kept per page object; the same text. */
export function serializeBootData(boot: BootData): string {
  const page: unknown = boot.state.page;
  if (typeof page !== 'object' || page === null) return serializeState(boot);
  let json = pageJson.get(page);
  if (json === undefined) {
    json = serializeState(page);
    pageJson.set(page, json);
  }
  const rest = serializeState({ ...boot, state: { ...boot.state, page: MARKER } });
  const at = rest.indexOf(QUOTED_MARKER);
  return `${rest.slice(0, at)}${json}${rest.slice(at + QUOTED_MARKER.length)}`;
}
