import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Mocked to an empty module: if anything in core needed React, importing or using it would fail.
vi.mock('react', () => ({}));

const root = join(import.meta.dirname, '..');

// The one runtime dependency of core, with its reason: pure JavaScript, no Node API, no React.
const ALLOWED_DEPENDENCIES: ReadonlyMap<string, string> = new Map([
  ['libphonenumber-js', "phone numbers by each country's numbering plan (phone.ts)"],
]);

describe('core without React', () => {
  it('imports the public API and runs the store with react mocked to an empty module', async () => {
    const core = await import('../src/index');
    const store = core.createStore(
      core.reducer,
      core.initialState({
        protocol: 'https',
        hostname: 'site.example',
        headers: {},
        cookies: {},
        ip: '127.0.0.1',
        statusCode: 200,
      }),
    );
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().mobileMenuOpen));
    store.dispatch({ type: 'mobileMenu/opened' });
    store.dispatch({ type: 'session/jwtSet', jwt: 'h.b.s' });
    unsubscribe();
    store.dispatch({ type: 'mobileMenu/closed' });
    expect(seen).toEqual([true, true]);
    expect(store.getState().session.jwt).toBe('h.b.s');
    expect(core.shouldFetchProfile(store.getState())).toBe(true);
    const react = await import('react');
    expect(Object.keys(react)).toEqual([]);
  });

  it('"packages/core has no runtime dependency" but the phone-number library: package.json lists only it', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(pkg.dependencies ?? {})).toEqual([...ALLOWED_DEPENDENCIES.keys()]);
    expect(pkg.peerDependencies).toBeUndefined();
  });

  it('core sources import only each other and the allowed dependency', () => {
    const sources = readdirSync(join(root, 'src')).filter((name) => name.endsWith('.ts'));
    const foreign = sources.flatMap((name) => {
      const text = readFileSync(join(root, 'src', name), 'utf8');
      const specifiers = [
        ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
      ];
      return specifiers
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => !specifier.startsWith('./'))
        .filter((specifier) => !ALLOWED_DEPENDENCIES.has(specifier.split('/')[0] ?? ''))
        .map((specifier) => `${name}: ${specifier}`);
    });
    expect(foreign).toEqual([]);
  });
});
