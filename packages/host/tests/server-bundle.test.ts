import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../src/server/dist-dir';

describe('the built server bundle', () => {
  it('is ASCII only, so V8 keeps its ~2 MB source one byte a character (a non-ASCII comment doubled it)', () => {
    const source = readFileSync(join(DIST_DIR, 'server/main.js'), 'utf8');
    expect(source.length).toBeGreaterThan(100_000);
    const first = /[\u0080-\uffff]/.exec(source);
    expect(first === null ? null : source.slice(first.index - 60, first.index + 20)).toBeNull();
  });
});
