import { type Language, pageMeta, type WebError } from '@agency/core';
import { render } from '@testing-library/react';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { Notifications } from '../../src/components/Notifications';
import { PageLocation } from '../../src/provider/PageLocation';
import type { WebApiRequest } from '../../src/provider/web-api';
import { GroupScreen } from '../../src/screens/account/GroupScreen';
import { fakeApi, siteFixture } from '../site-fixture';

/** Every action the demo customer's account pages offer (web-api PAGE_ACTIONS). */
export const ALL_ACTIONS = [
  'Index/profile',
  'Auth/signOut',
  ...['Locations', 'Advertising', 'Publications', 'Notifications', 'Reviews', 'Sites'].flatMap(
    (c) => ['list', 'create', 'update', 'archive', 'restore', 'delete'].map((s) => `${c}/${s}`),
  ),
  'Notifications/markRead',
  'Notifications/markUnread',
  'Import/preview',
  'Import/commit',
  'Statistics/series',
  'Account/settings',
  'Account/updateSettings',
  'Account/confirmPhone',
  'Account/changePassword',
];

/** A refusal as the host's WebApi rejects it (core WebError). */
export function webError(
  statusCode: number,
  code: string,
  message: string,
  data: unknown,
): WebError {
  return { statusCode, code, message, data, headers: {} } as WebError;
}

/** A location record as the contract answers it. */
export function location(id: string, name: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    name,
    storeCode: null,
    addressLines: ['Khreshchatyk St, 22'],
    locality: 'Kyiv',
    administrativeArea: null,
    postalCode: '01001',
    country: 'UA',
    phone: '+380441234567',
    additionalPhones: [],
    website: null,
    primaryCategory: 'Coffee shop',
    additionalCategories: [],
    hours: {},
    latitude: null,
    longitude: null,
    googleMapsUrl: null,
    source: 'manual',
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** A page of records. */
export function listOf(items: readonly unknown[], changes: Record<string, unknown> = {}) {
  return {
    items,
    total: items.length,
    p: 1,
    pages: items.length === 0 ? 0 : 1,
    perPage: 20,
    ...changes,
  };
}

/** Renders the account area at `url` after a page load that answered `page` and `actions`. */
export function renderAccount(
  lang: Language,
  url: string,
  page: Record<string, unknown>,
  options: {
    readonly actions?: readonly string[];
    readonly api?: (request: WebApiRequest) => unknown;
  } = {},
) {
  const api = fakeApi(
    options.api ??
      (() => {
        throw new Error('no api call expected');
      }),
  );
  const site = siteFixture(lang, {
    api,
    actions: [
      {
        type: 'page/loaded',
        page: { path: url, title: 'Account', way: [], ...page },
        meta: pageMeta({ title: 'Account', way: [] }, lang),
        actions: options.actions ?? ALL_ACTIONS,
        roles: ['customer'],
      },
    ],
  });
  const view = render(
    site.wrap(
      <>
        <PageLocation url={url}>
          <GroupScreen />
        </PageLocation>
        <Notifications />
        <ConfirmDialog />
      </>,
    ),
  );
  return { ...view, site, api };
}
