/**
 * The readMask of every Location read: each field core maps (fromGoogleLocation), plus the name and
 * metadata (the place id and the Maps link).
 */
export const LOCATION_READ_MASK = [
  'name',
  'title',
  'storeCode',
  'storefrontAddress',
  'phoneNumbers',
  'websiteUri',
  'categories',
  'regularHours',
  'specialHours',
  'latlng',
  'openInfo',
  'profile',
  'metadata',
] as const;

/** The paths of a field mask (`a.b,c`), none for an absent one. */
export function maskPaths(mask: string | null | undefined): string[] {
  return (mask ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/** True when two field paths name the same data (equal, or one inside the other). */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}
