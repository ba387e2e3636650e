import { describe, expect, it } from 'vitest';
import {
  pairKey,
  permissionGridChanges,
  permissionGridGroups,
  permissionScreen,
  screenChoice,
  toggleScreen,
} from '../src/entries/admin';

const cell = (pair: string, granted = false) => {
  const [controller = '', subaction = ''] = pair.split('/');
  return { controller, subaction, granted };
};

describe('rule: permissions are edited as a grid per role, grouped by screen', () => {
  it('files each pair under the screen that makes its call', () => {
    expect(permissionScreen(cell('Users/delete'))).toBe('admin-settings-users');
    expect(permissionScreen(cell('Import/commit'))).toBe('account-pins-locations');
    expect(permissionScreen(cell('Google/status'))).toBe('account-pins-locations');
    expect(permissionScreen(cell('AgencyGoogle/link'))).toBe('admin');
    expect(permissionScreen(cell('Auth/signIn'))).toBe('sign-in');
    expect(permissionScreen(cell('Index/index'))).toBe('home');
  });

  it('files the calls every signed-in screen makes under one session group', () => {
    for (const pair of ['Index/profile', 'Auth/signOut', 'Auth/alternates', 'Auth/switchAccount'])
      expect(permissionScreen(cell(pair))).toBe('session');
  });

  it('files a pair no screen makes (typed into Subactions by hand) under other', () => {
    expect(permissionScreen(cell('Reports/export'))).toBe('other');
  });

  it('orders the screens site, account, back office, other; empty screens are left out', () => {
    const groups = permissionGridGroups(
      ['Reports/export', 'Pages/list', 'Locations/list', 'Auth/signIn', 'Users/list'].map((p) =>
        cell(p),
      ),
    );
    expect(groups.map((group) => group.screen)).toEqual([
      'sign-in',
      'account-pins-locations',
      'admin-settings-users',
      'admin-content-pages',
      'other',
    ]);
  });

  it('makes a row per controller and a column per subaction, common ones first', () => {
    const [locations] = permissionGridGroups(
      [
        'Google/status',
        'Locations/resolveGoogle',
        'Locations/delete',
        'Import/preview',
        'Locations/list',
        'Locations/create',
      ].map((p) => cell(p)),
    );
    expect(locations?.columns).toEqual([
      'list',
      'create',
      'delete',
      'preview',
      'resolveGoogle',
      'status',
    ]);
    expect(locations?.rows.map((row) => row.controller)).toEqual(['Locations', 'Import', 'Google']);
    const google = locations?.rows.find((row) => row.controller === 'Google');
    // Only the status column has a Google cell: the other cells of its row are empty.
    expect(google?.cells.map((c) => (c === null ? null : pairKey(c)))).toEqual([
      null,
      null,
      null,
      null,
      null,
      'Google/status',
    ]);
    expect(locations?.cells).toHaveLength(6);
  });
});

describe('rule: "all of this screen" grants every cell the editor may change, or takes them away', () => {
  const screen = ['Pages/list', 'Pages/create', 'Pages/update', 'Pages/delete'].map((p) => cell(p));
  const lockedDelete = (c: { subaction: string }) => c.subaction !== 'delete';

  it('says whether a screen is granted all, none or some', () => {
    expect(screenChoice(screen, new Set())).toBe('none');
    expect(screenChoice(screen, new Set(['Pages/list']))).toBe('some');
    expect(screenChoice(screen, new Set(screen.map(pairKey)))).toBe('all');
  });

  it('grants the changeable cells and leaves a locked one as it was', () => {
    const next = toggleScreen(screen, new Set(['Pages/list']), lockedDelete);
    expect([...next].sort()).toEqual(['Pages/create', 'Pages/list', 'Pages/update']);
  });

  it('takes them away when every changeable cell is granted, a locked granted one stays', () => {
    const all = new Set(screen.map(pairKey));
    const next = toggleScreen(screen, all, lockedDelete);
    expect([...next]).toEqual(['Pages/delete']);
  });

  it('leaves other screens alone', () => {
    const next = toggleScreen(screen, new Set(['Users/list']), () => true);
    expect(next.has('Users/list')).toBe(true);
  });
});

describe('rule: a grid saves only its differences', () => {
  it('grants the newly chosen pairs and takes away the unchosen granted ones, nothing else', () => {
    const cells = [
      cell('Pages/list', true),
      cell('Pages/update', false),
      cell('Pages/delete', true),
      cell('Users/list', false),
    ];
    expect(permissionGridChanges(cells, new Set(['Pages/list', 'Pages/update']))).toEqual({
      grant: [{ controller: 'Pages', subaction: 'update' }],
      revoke: [{ controller: 'Pages', subaction: 'delete' }],
    });
    expect(permissionGridChanges(cells, new Set(['Pages/list', 'Pages/delete']))).toEqual({
      grant: [],
      revoke: [],
    });
  });
});
