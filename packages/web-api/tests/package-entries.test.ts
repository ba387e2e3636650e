import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../tsup.config';

interface Entry {
  source: string;
  types: string;
  import: string;
}
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, Entry | string>;
};
const tsup = config as { entry: Record<string, string>; dts: { entry: Record<string, string> } };
const entries = Object.entries(pkg.exports).filter(
  (pair): pair is [string, Entry] => typeof pair[1] === 'object',
);

/** `./dist/name.js` or `./dist/name.d.ts` → `name`. */
const built = (path: string) => path.replace(/^\.\/dist\//, '').replace(/(\.d\.ts|\.js)$/, '');

// A published entry (index, and the demo accounts alone, decision 0057) is built from the source it names.
describe('each public entry of @agency/web-api is built with its types', () => {
  it('has both entries', () => {
    expect(entries.map(([name]) => name)).toEqual(['.', './demo-credentials']);
  });

  it.each(entries)('%s: its JavaScript and types come from its source', (_, entry) => {
    const source = entry.source.replace(/^\.\//, '');
    expect(built(entry.import)).toBe(built(entry.types));
    expect(tsup.entry[built(entry.import)]).toBe(source);
    expect(tsup.dts.entry[built(entry.types)]).toBe(source);
  });
});
