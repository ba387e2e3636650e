import { toWebError } from '@agency/core';
import { ADMIN_PER_PAGE } from '@agency/core/admin';
import { type WebApi, type WebApiRequest, webApiOver } from '../../../provider/web-api';
import type { AdminRecord } from '../resources/resource';
import { type StoryAgencyGoogle, storyAgencyAnswer } from './story-agency-google';
import { STORY_RECORDS } from './story-records';

type Row = Record<string, unknown> & { id: string };

// Two messages the outbox gave up on: an SMS whose hook was down and an e-mail refused for good.
const STORY_FAILED_DELIVERIES = {
  items: [
    {
      id: '57',
      channel: 'sms',
      kind: 'sign-in-code',
      to: '+380441234567',
      attempts: 6,
      error: 'the SMS hook answered 503',
      failedAt: '2026-11-22T10:15:00.000Z',
    },
    {
      id: '42',
      channel: 'email',
      kind: 'email-confirmation',
      to: 'olena@example.com',
      attempts: 6,
      error: '550 5.1.1 Mailbox unavailable',
      failedAt: '2026-11-21T18:02:00.000Z',
    },
  ],
  total: 2,
};

/**
 * An in-memory back office for the stories and the screenshots: list (p, sort, filter), create,
 * update, delete, Admin/login (password "wrong" is refused), AdminAccount and Deliveries/failed,
 * and with `google` the agency's Google Business Profile calls, after `delayMs`.
 */
export function storyBackOffice(delayMs = 300, google?: StoryAgencyGoogle): WebApi {
  const tables = new Map<string, Row[]>(
    Object.entries(STORY_RECORDS).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]),
  );
  let next = 100;
  const answer = (request: WebApiRequest): unknown => {
    const fromGoogle = google === undefined ? undefined : storyAgencyAnswer(google, request);
    if (fromGoogle !== undefined) return fromGoogle;
    const payload = (request.payload ?? {}) as Record<string, unknown>;
    const table = tables.get(request.controller) ?? [];
    if (request.controller === 'Admin') {
      if (payload.password === 'wrong')
        throw toWebError(401, {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'Wrong e-mail or password',
          data: null,
        });
      return { jwt: 'story.admin.jwt' };
    }
    if (request.controller === 'AdminAccount')
      return { settings: { name: 'Olena Admin', email: 'admin@agency.test', lang: 'en' } };
    if (request.controller === 'Deliveries') return STORY_FAILED_DELIVERIES;
    switch (request.subaction) {
      case 'list': {
        const filter = typeof payload.filter === 'string' ? payload.filter.toLowerCase() : '';
        const sort = typeof payload.sort === 'string' ? payload.sort : '';
        let rows = table.filter((row) => JSON.stringify(row).toLowerCase().includes(filter));
        if (sort !== '') {
          const key = sort.replace(/^-/, '');
          const sign = sort.startsWith('-') ? -1 : 1;
          rows = [...rows].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
        }
        const p = typeof payload.p === 'number' ? payload.p : 1;
        return {
          items: rows.slice((p - 1) * ADMIN_PER_PAGE, p * ADMIN_PER_PAGE),
          total: rows.length,
          p,
          pages: Math.ceil(rows.length / ADMIN_PER_PAGE),
          perPage: ADMIN_PER_PAGE,
        };
      }
      case 'create': {
        const item = { id: `story-${next++}`, ...(payload.item as object) };
        tables.set(request.controller, [...table, item]);
        return { item };
      }
      case 'update': {
        const row = table.find((candidate) => candidate.id === payload.id);
        if (row) Object.assign(row, payload.item);
        return { item: row };
      }
      case 'delete':
        tables.set(
          request.controller,
          table.filter((row) => row.id !== payload.id),
        );
        return { deleted: payload.id };
      default:
        throw toWebError(404, {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Unknown call',
          data: null,
        });
    }
  };
  return webApiOver(
    (request: WebApiRequest) =>
      new Promise((resolve, reject) => {
        setTimeout(() => {
          try {
            resolve({ data: answer(request) });
          } catch (error) {
            reject(error);
          }
        }, delayMs);
      }),
  );
}

/** The first page of a story table, as the page load sends it. */
export function storyFirstPage(controller: string) {
  const items: readonly AdminRecord[] = STORY_RECORDS[controller] ?? [];
  return {
    items: items.slice(0, ADMIN_PER_PAGE),
    total: items.length,
    p: 1,
    pages: Math.ceil(items.length / ADMIN_PER_PAGE),
    perPage: ADMIN_PER_PAGE,
  };
}
