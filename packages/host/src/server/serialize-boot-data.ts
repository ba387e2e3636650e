import { randomUUID } from 'node:crypto';
import type { BootData } from '../shared/boot-data';
import { serializeState } from './serialize-state';

// The JSON of each page and site-config object, made once: page data from the page-data cache and
// the host's site config are the same objects on every hit, and a legal page's sections are ~11 KB
// of HTML to stringify and escape per request.
const keptJson = new WeakMap<object, string>();
// Stand for the page and the config while the rest is serialised; random per process, so no data can spell them.
const PAGE_MARKER = `page-${randomUUID()}`;
const CONFIG_MARKER = `config-${randomUUID()}`;
const QUOTED_PAGE_MARKER = JSON.stringify(PAGE_MARKER);
const QUOTED_CONFIG_MARKER = JSON.stringify(CONFIG_MARKER);

function jsonOf(value: object): string {
  let json = keptJson.get(value);
  if (json === undefined) {
    json = serializeState(value);
    keptJson.set(value, json);
  }
  return json;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** `serializeState` of the boot data, with its page and site config written from the JSON kept per object; the same text. */
export function serializeBootData(boot: BootData): string {
  const page: unknown = boot.state.page;
  const config: unknown = boot.config;
  const shell: Record<string, unknown> = { ...boot };
  const splices: Array<readonly [string, string]> = [];
  if (isObject(page)) {
    shell.state = { ...boot.state, page: PAGE_MARKER };
    splices.push([QUOTED_PAGE_MARKER, jsonOf(page)]);
  }
  if (isObject(config)) {
    shell.config = CONFIG_MARKER;
    splices.push([QUOTED_CONFIG_MARKER, jsonOf(config)]);
  }
  let text = serializeState(shell);
  for (const [marker, json] of splices) {
    const at = text.indexOf(marker);
    text = `${text.slice(0, at)}${json}${text.slice(at + marker.length)}`;
  }
  return text;
}
