import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest } from '../src/server/start-host';

const dirs: string[] = [];

function distWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('readManifest', () => {
  it('names the build command when there is no build', () => {
    expect(() => readManifest(join(tmpdir(), 'no-such-dist-here'))).toThrow(
      'npm run build -w @agency/host',
    );
  });

  it('refuses a build of another version (no area stylesheet, decision 0063) instead of failing every page', () => {
    const old = { entry: '/assets/entry-A.js', imports: [], styles: ['/assets/entry-A.css'] };
    expect(() => readManifest(distWith(old))).toThrow(
      /another version.*npm run build -w @agency\/host/,
    );
    expect(() => readManifest(distWith({ ...old, styles: [], areaStyles: '/a.css' }))).toThrow(
      'another version',
    );
  });

  it('reads a whole manifest', () => {
    const whole = { entry: '/e.js', imports: [], styles: ['/s.css'], areaStyles: '/a.css' };
    expect(readManifest(distWith(whole))).toEqual(whole);
  });
});
