import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bytes of a fixture file in tests/import/fixtures. */
export function readFixture(name: string): Uint8Array {
  return new Uint8Array(
    readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))),
  );
}
