import type { RouteName } from '@agency/core';

const crud = (controller: string, subactions: readonly string[]) =>
  subactions.map((s) => `${controller}/${s}`);
const PIN = ['list', 'create', 'update', 'archive', 'restore', 'delete'] as const;
const ADMIN = ['list', 'create', 'update', 'delete'] as const;
const ACCOUNT = ['Index/profile', 'Auth/signOut', 'Auth/alternates', 'Auth/switchAccount'];
const BACK_OFFICE = ['Index/profile', 'Auth/signOut'];

/** The calls each page offers; the page load answers those the caller's roles permit. */
export const PAGE_ACTIONS: Record<RouteName, readonly string[]> = {
  home: [],
  ui: [],
  'privacy-policy': [],
  'terms-of-service': [],
  'email-confirmation': ['Auth/confirmEmail'],
  'sign-in': ['Auth/signIn', 'Auth/phoneSignIn'],
  'sign-in-confirmation': ['Auth/confirm', 'Auth/phoneSignIn'],
  'sign-in-recovery': ['Auth/recover', 'Auth/recoverConfirm'],
  account: [...ACCOUNT, 'Statistics/series'],
  'account-pins': ACCOUNT,
  'account-pins-locations': [
    ...ACCOUNT,
    ...crud('Locations', PIN),
    'Import/preview',
    'Import/commit',
    ...crud('Google', ['status', 'connectStart', 'disconnect', 'importPreview', 'importCommit']),
    'Locations/resolveGoogle',
  ],
  'account-pins-advertising': [...ACCOUNT, ...crud('Advertising', PIN)],
  'account-pins-publications': [
    ...ACCOUNT,
    ...crud('Publications', [...PIN, 'publishGoogle']),
    'Locations/list',
  ],
  'account-pins-notifications': [
    ...ACCOUNT,
    ...crud('Notifications', [...PIN, 'markRead', 'markUnread']),
  ],
  'account-pins-reviews': [...ACCOUNT, ...crud('Reviews', [...PIN, 'reply', 'deleteReply'])],
  'account-pins-sites': [...ACCOUNT, ...crud('Sites', PIN)],
  'account-pins-statistics': [
    ...ACCOUNT,
    'Statistics/series',
    'Locations/list',
    'Google/connectStart',
  ],
  'account-settings': [
    ...ACCOUNT,
    'Account/settings',
    'Account/updateSettings',
    'Account/confirmPhone',
    'Account/changePassword',
    'Account/unlinkProvider',
  ],
  admin: [
    ...BACK_OFFICE,
    'Audit/list',
    'Deliveries/failed',
    ...crud('AgencyGoogle', [
      'status',
      'connectStart',
      'disconnect',
      'locations',
      'link',
      'unlink',
    ]),
    'GoogleSync/problems',
    'Users/list',
  ],
  'admin-login': ['Admin/login'],
  'admin-settings-users': [...BACK_OFFICE, ...crud('Users', ADMIN)],
  // Each role links to its permission grid.
  'admin-settings-roles': [...BACK_OFFICE, ...crud('Roles', ADMIN), 'Permissions/grid'],
  'admin-settings-permissions': [
    ...BACK_OFFICE,
    ...crud('Permissions', [...ADMIN, 'grid', 'saveGrid']),
    'Roles/list',
  ],
  'admin-settings-controllers': [...BACK_OFFICE, ...crud('Controllers', ADMIN)],
  'admin-settings-navigations': [...BACK_OFFICE, ...crud('Navigations', ADMIN)],
  'admin-settings-subactions': [...BACK_OFFICE, ...crud('Subactions', ADMIN)],
  'admin-settings-account': [...BACK_OFFICE, 'AdminAccount/settings', 'AdminAccount/update'],
  'admin-content-pages': [...BACK_OFFICE, ...crud('Pages', ADMIN)],
  'admin-customer-clients': [
    ...BACK_OFFICE,
    ...crud('Clients', ADMIN),
    'Clients/invite',
    'LeadRetention/read',
    'LeadRetention/update',
  ],
  'dev-start': [],
  error: [],
};

/**
 * The call that reads each screen's data: the page load attaches that data only when the caller's
 * roles grant it, and the menu offers only such screens.
 */
export const SCREEN_READS: Partial<Record<RouteName, string>> = {
  'account-pins-locations': 'Locations/list',
  'account-pins-advertising': 'Advertising/list',
  'account-pins-publications': 'Publications/list',
  'account-pins-notifications': 'Notifications/list',
  'account-pins-reviews': 'Reviews/list',
  'account-pins-sites': 'Sites/list',
  'account-pins-statistics': 'Statistics/series',
  'account-settings': 'Account/settings',
  admin: 'Audit/list',
  'admin-settings-users': 'Users/list',
  'admin-settings-roles': 'Roles/list',
  'admin-settings-permissions': 'Permissions/list',
  'admin-settings-controllers': 'Controllers/list',
  'admin-settings-navigations': 'Navigations/list',
  'admin-settings-subactions': 'Subactions/list',
  'admin-settings-account': 'AdminAccount/settings',
  'admin-content-pages': 'Pages/list',
  'admin-customer-clients': 'Clients/list',
};
