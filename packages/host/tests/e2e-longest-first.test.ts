// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONGEST, LongestFirst } from '../e2e/support/longest-first';
import e2eConfig from '../e2e/vitest.config';

const E2E = fileURLToPath(new URL('../e2e/', import.meta.url));

// A vitest whose cache knows nothing, as on a clean clone: its order is the files' sizes.
function sequencer(sizes: Record<string, number>) {
  const cache = {
    getFileTestResults: () => undefined,
    // Vitest's key is `<project>:<path from the root>`.
    getFileStats: (key: string) => ({ size: sizes[key.slice(key.indexOf(':') + 1)] ?? 0 }),
  };
  return new LongestFirst({ cache, config: { root: E2E } } as unknown as Vitest);
}

const spec = (name: string) =>
  ({
    moduleId: `${E2E}${name}`,
    project: { name: 'e2e', config: { sequence: { groupOrder: 0 }, isolate: false } },
  }) as unknown as TestSpecification;

describe('the e2e files start longest first', () => {
  it("is the e2e config's sequencer", () => {
    expect(e2eConfig.test?.sequence?.sequencer).toBe(LongestFirst);
  });

  it('each listed file exists (a renamed one would silently lose its place)', () => {
    expect(LONGEST.filter((name) => !existsSync(`${E2E}${name}.e2e.ts`))).toEqual([]);
  });

  it('the listed files come first in their order, the others after them, largest first', async () => {
    const names = ['carousel.e2e.ts', 'lead-form.e2e.ts', 'admin.e2e.ts', 'public-pages.e2e.ts'];
    const sorted = await sequencer({
      'carousel.e2e.ts': 5,
      'lead-form.e2e.ts': 1,
      'admin.e2e.ts': 9,
      'public-pages.e2e.ts': 2,
    }).sort(names.map(spec));
    expect(sorted.map((file) => file.moduleId.slice(E2E.length))).toEqual([
      'public-pages.e2e.ts',
      'lead-form.e2e.ts',
      'admin.e2e.ts',
      'carousel.e2e.ts',
    ]);
  });
});
