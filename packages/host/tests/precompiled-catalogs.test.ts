// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../scripts/client-build-options.mjs';

const UI_SRC = join(import.meta.dirname, '../../ui/src');

// The browser has no ICU parser (decision 0019): a catalog the build does not precompile would
// reach the browser as ICU strings, and its words would fail to load there.
describe('the browser build precompiles every catalog of the ui', () => {
  it('each language file of an i18n folder is one the build compiles', () => {
    const files = readdirSync(UI_SRC, { recursive: true, encoding: 'utf8' })
      .map((file) => join(UI_SRC, file))
      .filter((file) => /i18n[\\/](?:messages[\\/])?(?:ru|en|ua|es)\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !CATALOG.test(file))).toEqual([]);
  });
});
