import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageMeta } from '@agency/core';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { siteFixture } from '../site-fixture';
import { ALL_ACTIONS, listOf } from './account-fixture';

// hydrateRoot runs inside act(), as React's test environment expects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // Try the next extension.
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** The source files reachable from `entry` (relative to src), following static imports and, optionally, dynamic ones. */
function moduleGraph(entry: string, followDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [join(SRC, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.endsWith('.css')) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const patterns = followDynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) {
        const next = resolveModule(file, match[1] as string);
        if (next !== null) queue.push(next);
      }
  }
  return new Set([...seen].map((file) => relative(SRC, file)));
}

const isAccount = (file: string) => file.startsWith('screens/account/');

describe('the landing ships none of the account code', () => {
  it('nothing under screens/account is statically reachable from the package entry or App', () => {
    for (const entry of ['index.ts', 'App.tsx']) {
      const graph = moduleGraph(entry, false);
      // The split points are reached: the groups' registry, the chunk of every page off the landing.
      expect(
        graph.has(entry === 'App.tsx' ? 'shell/page-screen-module.ts' : 'shell/lazy-screens.ts'),
        entry,
      ).toBe(true);
      expect([...graph].filter(isAccount), entry).toEqual([]);
    }
  });

  it('the Google Business Profile modules (account, back office and the pieces they share) are in the code-split chunks only', () => {
    const isGoogle = (file: string) =>
      /google/i.test(file) && !file.startsWith('screens/auth/') && !file.startsWith('stories/');
    for (const entry of ['index.ts', 'App.tsx'])
      expect([...moduleGraph(entry, false)].filter(isGoogle), entry).toEqual([]);
    // The account's route screens are chunks of their own, reached from the area's chunk.
    const account = moduleGraph('screens/account/index.ts', true);
    const admin = moduleGraph('screens/admin/index.ts', false);
    for (const file of [
      'screens/account/google/GoogleTool.tsx',
      'screens/account/google/GoogleImport.tsx',
      'screens/account/google/GoogleChanges.tsx',
      'screens/account/pins/SpecialHoursField.tsx',
      'components/google-connection.ts',
      'components/GoogleOutcomeNotice.tsx',
    ])
      expect(account.has(file), file).toBe(true);
    for (const file of [
      'screens/admin/google/AgencyGooglePanel.tsx',
      'components/google-connection.ts',
      'components/GoogleOutcomeNotice.tsx',
    ])
      expect(admin.has(file), file).toBe(true);
  });

  it('the account area’s own chunk draws the index and the overview; each other route’s screen is a chunk of its own (decision 0062)', () => {
    const area = moduleGraph('screens/account/index.ts', false);
    for (const file of [
      'screens/account/AccountLayout.tsx',
      'screens/account/AccountIndexScreen.tsx',
      'screens/account/PinsOverviewScreen.tsx',
    ])
      expect(area.has(file), file).toBe(true);
    const split = [
      'screens/account/pins/PinListScreen.tsx',
      'screens/account/import/LocationsScreen.tsx',
      'screens/account/statistics/StatisticsScreen.tsx',
      'screens/account/settings/SettingsScreen.tsx',
    ];
    for (const file of split) expect(area.has(file), file).toBe(false);
    expect([...area].filter((file) => /\/(google|import|pins)\//.test(file))).toEqual([]);
    const withScreens = moduleGraph('screens/account/index.ts', true);
    for (const file of split) expect(withScreens.has(file), file).toBe(true);
  });

  it('the account screens are reachable only through the dynamic import of lazy-screens', () => {
    const withDynamic = moduleGraph('index.ts', true);
    expect(withDynamic.has('screens/account/index.ts')).toBe(true);
    expect(withDynamic.has('screens/account/GroupScreen.tsx')).toBe(true);
  });
});

function accountSite() {
  return siteFixture('en', {
    actions: [
      {
        type: 'page/loaded',
        page: {
          route: 'account',
          path: '/en/account',
          title: 'Account',
          way: [],
          summary: {
            locations: 3,
            advertising: 1,
            publications: 1,
            notifications: 1,
            reviews: 2,
            sites: 2,
          },
        },
        meta: pageMeta({ title: 'Account', way: [] }, 'en'),
        actions: ALL_ACTIONS,
        roles: ['customer'],
      },
    ],
  });
}

describe('lazy account screens', () => {
  it('without a preload the server renders the preloader, and the browser loads the screens itself', async () => {
    const html = renderToString(accountSite().wrap(<App url="/en/account" />));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Your account');
    render(accountSite().wrap(<App url="/en/account" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
  });

  it('a route screen comes with its page’s preload, before the server draws it; drawn without, it comes once its code is here', async () => {
    const accountPage =
      (route: string, path: string, title: string, extra = {}) =>
      () =>
        siteFixture('en', {
          actions: [
            {
              type: 'page/loaded',
              page: { route, path, title, way: [], ...extra },
              meta: pageMeta({ title, way: [] }, 'en'),
              actions: ALL_ACTIONS,
              roles: ['customer'],
            },
          ],
        });
    const sites = accountPage('account-pins-sites', '/en/account/pins/sites', 'Sites', {
      list: listOf([]),
    });
    await preloadScreens('site');
    await preloadScreens({ route: { name: 'account', group: 'account' }, lang: 'en' });
    // Each route below is drawn here for the first time: a screen drawn once starts its own load.
    // The sites list's code comes with its page's preload, so the server's one pass draws it.
    await preloadScreens({ route: { name: 'account-pins-sites', group: 'account' }, lang: 'en' });
    expect(renderToString(sites().wrap(<App url="/en/account/pins/sites" />))).toContain('>Find<');

    // Without the preload, the server draws the area's layout and not the settings screen…
    const settings = accountPage('account-settings', '/en/account/settings', 'Settings');
    const before = renderToString(settings().wrap(<App url="/en/account/settings" />));
    expect(before).toContain('account__main');
    expect(before).not.toContain('>Settings</h1>');
    // …and the browser draws it once its code is here.
    render(settings().wrap(<App url="/en/account/settings" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('after preloadScreens the server HTML has the account screen and hydration reuses it unchanged', async () => {
    await preloadScreens('account');
    await preloadScreens('site');
    const html = renderToString(accountSite().wrap(<App url="/en/account" />));
    expect(html).toContain('Your account');
    // The menu and the screen are Suspense boundaries (issue 30): React hydrates the page's shell
    // first, then each of them in tasks of its own.
    expect(html).toMatch(/class="account__aside"><!--\$-->/);
    expect(html).toMatch(/class="account__main"><!--\$-->/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, accountSite().wrap(<App url="/en/account" />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Your account');
  });
});
