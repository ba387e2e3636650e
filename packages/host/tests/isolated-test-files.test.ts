// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const workspace = readFileSync(join(ROOT, 'vitest.workspace.ts'), 'utf8');
const MOCKS = /\bvi\.(mock|doMock)\(/;

function testFiles(dir: string, pattern = /\.test\.tsx?$/): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => relative(ROOT, join(ROOT, dir, name)));
}

// web-api and host share their worker threads (decision 0056), where a module already loaded by an
// earlier file never sees a later file's vi.mock: such files are listed to run in a fresh graph.
describe('a test file that mocks a module runs with nothing loaded', () => {
  it.each(['packages/web-api/tests', 'packages/host/tests'])('%s: each one is listed', (dir) => {
    const mocking = testFiles(dir).filter((file) =>
      MOCKS.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !workspace.includes(`'${file}'`))).toEqual([]);
  });

  // e2e files share their worker processes too (decision 0057), and e2e has no list of files to run
  // apart: none may mock a module.
  it('packages/host/e2e: no file mocks a module', () => {
    const files = testFiles('packages/host/e2e', /\.(e2e|check)\.ts$/);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => MOCKS.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
