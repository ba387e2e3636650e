import { DEMO_CREDENTIALS } from '@agency/web-api';
import { expect } from 'vitest';

const METHODS: Record<string, string> = { update: 'PUT', delete: 'DELETE' };

/** One /web call through a site's public port (list GET, update PUT, delete DELETE, else POST); fails the test unless the answer is 200. */
export async function webCall(
  site: string,
  payload: Record<string, unknown>,
  jwt?: string,
): Promise<Record<string, unknown>> {
  const auth: Record<string, string> = jwt ? { authorization: `Bearer ${jwt}` } : {};
  const all = { lang: 'en', ...payload };
  const answer =
    payload.subaction === 'list'
      ? await fetch(
          `${site}/web?${new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)]))}`,
          { headers: auth },
        )
      : await fetch(`${site}/web`, {
          method: METHODS[String(payload.subaction)] ?? 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify(all),
        });
  const body = (await answer.json()) as { data: Record<string, unknown> };
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Signs the demo admin in on `site` and returns the token. */
export async function adminJwt(site: string): Promise<string> {
  const { admin } = DEMO_CREDENTIALS;
  const data = await webCall(site, {
    controller: 'Admin',
    subaction: 'login',
    email: admin.email,
    password: admin.password,
  });
  return String(data.jwt);
}

/** Sets the English content of the page at `route` through the back office. */
export async function editPageContent(
  site: string,
  jwt: string,
  route: string,
  content: string,
): Promise<void> {
  const list = await webCall(site, { controller: 'Pages', subaction: 'list', filter: route }, jwt);
  const items = list.items as { id: number; route: string; translations: Record<string, object> }[];
  const page = items.find((item) => item.route === route);
  if (!page) throw new Error(`no page ${route} in ${JSON.stringify(list)}`);
  const translations = { ...page.translations, en: { ...page.translations.en, content } };
  await webCall(
    site,
    { controller: 'Pages', subaction: 'update', id: page.id, item: { translations } },
    jwt,
  );
}

/** Adds a menu entry for `role` through the back office. */
export async function addNavigation(
  site: string,
  jwt: string,
  role: string,
  route: string,
  label: string,
): Promise<void> {
  await webCall(
    site,
    {
      controller: 'Navigations',
      subaction: 'create',
      item: {
        role,
        group: 'content',
        route,
        labels: { ru: label, ua: label, en: label },
        position: 1,
      },
    },
    jwt,
  );
}

/** Resolves once `check` holds, polling every 50 ms; fails after `withinMs`. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the condition did not hold within ${withinMs} ms`);
}

/** Resolves once `check` holds, polling every 50 ms; only the test's own timeout bounds it (no duration is asserted). */
export async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}
