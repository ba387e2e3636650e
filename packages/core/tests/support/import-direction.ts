import { posix } from 'node:path';

/** Who owns a file: a workspace package, or the repository's own tools (bench, scripts, root configs). */
export type Owner = 'core' | 'contracts' | 'ui' | 'web-api' | 'host' | 'google-sandbox' | 'tools';

/** The workspace packages each package may import by name (decision 0012); tools may import any. */
export const ALLOWED_IMPORTS: Record<Exclude<Owner, 'tools'>, readonly Owner[]> = {
  core: [],
  contracts: [],
  ui: ['core', 'contracts'],
  'web-api': ['core', 'contracts'],
  host: ['core', 'contracts', 'ui', 'web-api'],
  // The Google Business Profile double of tests and the demo imports nothing of ours.
  'google-sandbox': [],
};

/** Packages a package's tests (never its src) may import besides ALLOWED_IMPORTS: the Google double. */
export const TEST_IMPORTS: Partial<Record<Exclude<Owner, 'tools'>, readonly Owner[]>> = {
  'web-api': ['google-sandbox'],
  host: ['google-sandbox'],
};

/** The owner of a repository-relative posix path. */
export function ownerOf(file: string): Owner {
  if (file.startsWith('contracts/')) return 'contracts';
  // Ladle wants its folder at the repository root, but it is the ui's story workbench and nothing else.
  if (file.startsWith('.ladle/')) return 'ui';
  const match = /^packages\/(core|ui|web-api|host|google-sandbox)\//.exec(file);
  return match ? (match[1] as Owner) : 'tools';
}

/** Every module specifier a source text imports, re-exports, requires or mocks. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;
  for (const match of source.matchAll(pattern)) found.push(match[2] as string);
  return found;
}

/**
 * Why `specifier`, imported by the repository-relative `file`, breaks the dependency direction, or
 * undefined when it is allowed. `publicEntries` gives a workspace package's export-map keys ('.', './styles.css').
 */
export function importViolation(
  file: string,
  specifier: string,
  publicEntries: (owner: Owner) => readonly string[],
): string | undefined {
  const owner = ownerOf(file);
  if (specifier.startsWith('.')) {
    const target = posix.normalize(posix.join(posix.dirname(file), specifier));
    const targetOwner = ownerOf(target);
    if (targetOwner === owner) return undefined;
    if (owner !== 'tools')
      return `${file}: reaches into ${targetOwner} by relative path (${specifier})`;
    if (/^packages\/[^/]+\/src\//.test(target)) {
      return `${file}: reaches into ${targetOwner}'s src by relative path (${specifier})`;
    }
    return undefined;
  }
  // core's own tests may mock React to prove core never loads it (no-react.test.ts).
  if (file.startsWith('packages/core/src/') && /^react(-dom)?(\/|$)/.test(specifier)) {
    return `${file}: core imports React (${specifier})`;
  }
  const named = /^@agency\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!named) return undefined;
  const target = named[1] as Owner;
  // A name that is no workspace package (an example app's own) is not ours to check.
  if (!(target in ALLOWED_IMPORTS)) return undefined;
  const inTests = /^packages\/[^/]+\/(tests|e2e)\//.test(file);
  const allowed = [
    ...(owner === 'tools' ? [] : ALLOWED_IMPORTS[owner]),
    ...(inTests && owner !== 'tools' ? (TEST_IMPORTS[owner] ?? []) : []),
  ];
  if (owner !== 'tools' && target !== owner && !allowed.includes(target)) {
    return `${file}: ${owner} must not import ${specifier}`;
  }
  const entry = named[2] === undefined ? '.' : `./${named[2]}`;
  if (!publicEntries(target).includes(entry))
    return `${file}: ${specifier} is not a public entry of @agency/${target}`;
  return undefined;
}
