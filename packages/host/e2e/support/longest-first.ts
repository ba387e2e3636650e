import { BaseSequencer, type TestSpecification } from 'vitest/node';

// A clean-clone run on 2 cores: 44, 38, 35, 30 and 27 s. On a clean clone vitest knows no durations
// and starts the largest files first, so public-pages (short to read, 37 pages) started last, alone.
/** The e2e files that start first, longest first (names without `.e2e.ts`). */
export const LONGEST = [
  'public-pages',
  'behaviour',
  'people-round-two',
  'lists-and-hours',
  'lead-form',
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`));
  return index === -1 ? LONGEST.length : index;
};

/** Vitest's order (failed, then longest by its cache, else largest), with the known longest e2e files first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
