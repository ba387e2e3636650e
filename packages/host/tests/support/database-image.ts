import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageSeed } from '@agency/web-api';
import { inject } from 'vitest';

const loaded = new Map<ImageSeed, Blob>();

/** This run's database image of `seed` (built once by the global setup), read once per test file. */
export function databaseImage(seed: ImageSeed): Blob {
  let image = loaded.get(seed);
  if (!image) {
    image = new Blob([readFileSync(join(inject('databaseImages'), `${seed}.tar`))]);
    loaded.set(seed, image);
  }
  return image;
}
