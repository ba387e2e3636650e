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

/**
 * web-api's layers inside its src, bottom first (decision 0040): a module imports its own layer and
 * those below, never one above. The files at the top of src (create-web-api, index, server) are the top.
 */
export const WEB_API_LAYERS: readonly (readonly string[])[] = [
  // Errors, texts, upload shapes: what everything else may throw or carry.
  ['base'],
  ['db'],
  // The domain: modules that use the call context and the database, and each other.
  [
    'context',
    'access',
    'admin',
    'auth',
    'google',
    'import',
    'jobs',
    'leads',
    'mail',
    'pages',
    'pins',
    'seed',
  ],
  // The handler tables of the pairs.
  ['handlers'],
  // The transport: reading a request, dispatching it, writing the answer.
  ['http'],
  ['cli', ''],
];

const WEB_API_SRC = 'packages/web-api/src/';

// The layer of a path under web-api's src ('' for its top files), or -1 for a folder no layer names.
function webApiLayer(path: string): number {
  const inside = path.slice(WEB_API_SRC.length);
  const folder = inside.includes('/') ? (inside.split('/')[0] as string) : '';
  return WEB_API_LAYERS.findIndex((layer) => layer.includes(folder));
}

/** Why a relative import inside web-api's src climbs its layers (WEB_API_LAYERS), or undefined. */
export function webApiLayerViolation(
  file: string,
  target: string,
  specifier: string,
): string | undefined {
  if (!file.startsWith(WEB_API_SRC) || !target.startsWith(WEB_API_SRC)) return undefined;
  const from = webApiLayer(file);
  const to = webApiLayer(target);
  if (from === -1) return `${file}: its folder is in no web-api layer (WEB_API_LAYERS)`;
  if (to === -1) return `${file}: imports ${specifier}, whose folder is in no web-api layer`;
  return to > from ? `${file}: web-api layer climbs up to ${specifier}` : undefined;
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
    if (targetOwner === owner) return webApiLayerViolation(file, target, specifier);
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
