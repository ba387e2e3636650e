import {
  type Action,
  htmlLang,
  type Language,
  matchRoute,
  type RouteName,
  routePath,
  toWebError,
  type WebError,
} from '@agency/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { Notifications } from '../../src/components/Notifications';
import { Footer } from '../../src/layout/Footer';
import { Header } from '../../src/layout/Header';
import { AdminSessionProvider } from '../../src/provider/admin-session';
import type { WebApiRequest } from '../../src/provider/web-api';
import { AdminScreen } from '../../src/screens/admin/AdminScreen';
import { RoutedScreen } from '../../src/shell/RoutedScreen';
import { SitePagePartsContext } from '../../src/shell/site-page-parts';
import { atPage, fakeApi, type SiteFixture, siteFixture } from '../site-fixture';

/** A record of the in-memory back office. */
export type Row = Record<string, unknown> & { id: string };

/** The admin menu the seed gives the admin role (labels as the page load sends them, in en). */
export const NAVIGATION = [
  ['admin', '/admin', 'Overview'],
  ['settings', '/admin/settings/users', 'Users'],
  ['settings', '/admin/settings/roles', 'Roles'],
  ['settings', '/admin/settings/permissions', 'Permissions'],
  ['settings', '/admin/settings/controllers', 'Controllers'],
  ['settings', '/admin/settings/navigations', 'Navigations'],
  ['settings', '/admin/settings/subactions', 'Subactions'],
  ['settings', '/admin/settings/account', 'Account'],
  ['content', '/admin/content/pages', 'Pages'],
  ['customer', '/admin/customer/clients', 'Clients'],
] as const;

/** Every CRUD action of a controller, as the page load lists them. */
export const crud = (controller: string) =>
  ['list', 'create', 'update', 'delete'].map((subaction) => `${controller}/${subaction}`);

const PER_PAGE = 20;

/** An in-memory back office behind the WebApi: list (p, sort, filter), create, update, delete; the leads' retention periods. */
export function memoryBackOffice(seed: Record<string, Row[]>) {
  const tables = new Map(Object.entries(seed).map(([name, rows]) => [name, [...rows]]));
  const failures = new Map<string, WebError>();
  let next = 1;
  // The leads' retention periods (LeadRetention/read and /update), one record of settings.
  let retention: unknown = { spamDays: 30, lostDays: 365 };
  const list = (controller: string, payload: Record<string, unknown>) => {
    const filter = typeof payload.filter === 'string' ? payload.filter.toLowerCase() : '';
    const sort = typeof payload.sort === 'string' ? payload.sort : '';
    let rows = (tables.get(controller) ?? []).filter(
      (row) => filter === '' || JSON.stringify(row).toLowerCase().includes(filter),
    );
    if (sort !== '') {
      const key = sort.replace(/^-/, '');
      const sign = sort.startsWith('-') ? -1 : 1;
      rows = [...rows].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
    }
    const p = typeof payload.p === 'number' ? payload.p : 1;
    return {
      items: rows.slice((p - 1) * PER_PAGE, p * PER_PAGE),
      total: rows.length,
      p,
      pages: Math.ceil(rows.length / PER_PAGE),
      perPage: PER_PAGE,
    };
  };
  const api = fakeApi((request: WebApiRequest) => {
    const name = `${request.controller}/${request.subaction}`;
    const failure = failures.get(name);
    if (failure) throw failure;
    const payload = (request.payload ?? {}) as Record<string, unknown>;
    const table = tables.get(request.controller) ?? [];
    if (request.controller === 'LeadRetention') {
      if (request.subaction === 'update') retention = payload.retention;
      return { retention };
    }
    switch (request.subaction) {
      case 'list':
        return list(request.controller, payload);
      case 'create': {
        const item = {
          id: `${request.controller.toLowerCase()}-${next++}`,
          ...(payload.item as object),
        };
        tables.set(request.controller, [...table, item]);
        return { item };
      }
      case 'update': {
        const found = table.find((row) => row.id === payload.id);
        if (!found)
          throw toWebError(404, {
            statusCode: 404,
            code: 'NOT_FOUND',
            message: 'No such record',
            data: null,
          });
        const { leadStatus, ...item } = payload.item as Record<string, unknown>;
        // A new record, as a server's answer is: the screen's copy of the old one stays as it was.
        const updated: Row = { ...found, ...item };
        // Clients/update takes a lead's status as a field of its own; the record shows it in its lead.
        if (leadStatus !== undefined)
          updated.lead = { ...(found.lead as Record<string, unknown>), status: leadStatus };
        tables.set(
          request.controller,
          table.map((row) => (row === found ? updated : row)),
        );
        return { item: updated };
      }
      case 'invite': {
        const found = table.find((row) => row.id === payload.id);
        if (found)
          found.lead = { ...(found.lead as Record<string, unknown>), accountId: 'account-1' };
        return { accountId: 'account-1', created: true, invited: true };
      }
      case 'preview':
        // Stands in for web-api's renderer: the test sees which text was sent and where the HTML lands.
        return {
          body: `<p>rendered: <em>${String(payload.content).length}</em> characters</p>`,
          sections: [{ id: 'who', heading: 'Who <em>we</em> are', html: '<p>Us.</p>\n' }],
          blocks: { 'hero.tagline': '{brand} <strong>online</strong>' },
        };
      case 'delete':
        tables.set(
          request.controller,
          table.filter((row) => row.id !== payload.id),
        );
        return { deleted: payload.id };
      default:
        throw new Error(`the in-memory back office has no ${name}`);
    }
  });
  return {
    api,
    tables,
    /** Makes `<controller>/<subaction>` answer with this error from now on. */
    fail(name: string, error: WebError) {
      failures.set(name, error);
    },
    calls: (name: string) =>
      api.calls.filter((call) => `${call.controller}/${call.subaction}` === name),
  };
}

/** A 400 VALIDATION_FAILED answer with these field errors. */
export function validationError(
  fields: { field: string; code: string; message: string }[],
): WebError {
  return toWebError(400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'The payload is invalid',
    data: { fields },
  });
}

/** Users for the lists: `count` people named User 01, User 02, … */
export function users(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return {
      id: `user-${n}`,
      kind: index === 0 ? 'admin' : 'customer',
      email: `user${n}@agency.test`,
      phone: null,
      name: `User ${n}`,
      lang: 'en',
      roles: index === 0 ? ['admin'] : ['customer'],
      emailConfirmed: true,
      createdAt: `2026-11-${String((index % 20) + 1).padStart(2, '0')}T10:00:00.000Z`,
    };
  });
}

/** What a rendered admin screen gives a test. */
export interface AdminRender {
  readonly fixture: SiteFixture;
  readonly signIns: string[];
  readonly signOuts: number[];
  readonly element: ReactNode;
}

/**
 * The admin screen of `url` as after its page load: the page data (route, navigation, extra
 * data such as the first list page) and the actions permitted, inside the real provider with the
 * confirmation dialog and notifications.
 */
export function adminPage(
  url: string,
  options: {
    lang?: Language;
    api: SiteFixture['api'];
    actions: readonly string[];
    data?: Record<string, unknown>;
    navigation?: readonly (readonly [string, string, string])[];
  },
): AdminRender {
  const lang = options.lang ?? 'en';
  const name = routeNameOf(url);
  const loaded: Action = {
    type: 'page/loaded',
    page: {
      route: name,
      path: url,
      title: name,
      way: [],
      ...(name === 'admin-login'
        ? {}
        : {
            navigation: (options.navigation ?? NAVIGATION).map(([group, to, label]) => ({
              group,
              to: routePath(routeNameOf(to), lang),
              label,
            })),
          }),
      ...options.data,
    },
    meta: { title: name, htmlAttrs: { lang: htmlLang(lang) }, way: [] },
    actions: options.actions,
    roles: ['admin'],
  };
  const fixture = siteFixture(lang, { api: options.api, actions: [loaded] });
  const signIns: string[] = [];
  const signOuts: number[] = [];
  const element = atPage(
    fixture,
    url,
    <AdminSessionProvider
      session={{ signIn: (jwt) => signIns.push(jwt), signOut: () => signOuts.push(1) }}
    >
      {/* As the site's shell (App) gives them on the back office's pages. */}
      <SitePagePartsContext.Provider value={PAGE_PARTS}>
        <AdminScreen />
      </SitePagePartsContext.Provider>
      <Notifications />
      <ConfirmDialog />
    </AdminSessionProvider>,
  );
  return { fixture, signIns, signOuts, element };
}

const PAGE_PARTS = { Header, RoutedScreen, Footer };

function routeNameOf(path: string): RouteName {
  const outcome = matchRoute(path);
  if ('redirect' in outcome || outcome.route.group !== 'admin')
    throw new Error(`not an admin path: ${path}`);
  return outcome.route.name;
}
