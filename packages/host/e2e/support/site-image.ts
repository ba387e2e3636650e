import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new temporary folder for a site's data (an image, or a copy of one). */
export function newSiteDataDir(kind: 'image' | 'site'): string {
  return mkdtempSync(join(tmpdir(), `agency-e2e-${kind}-`));
}

/** A copy of the run's demo database image in a new temporary folder, for one site to start on and change. */
export function copySiteImage(image: string): string {
  const copy = newSiteDataDir('site');
  cpSync(image, copy, { recursive: true });
  return copy;
}

/** Deletes an image or a copy. */
export function removeSiteData(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
