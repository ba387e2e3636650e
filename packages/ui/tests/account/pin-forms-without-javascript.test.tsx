import { type Language, pageMeta } from '@agency/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageLocation } from '../../src/provider/PageLocation';
import { type PostedForm, PostedFormContext } from '../../src/provider/posted-form';
import { GroupScreen } from '../../src/screens/account/GroupScreen';
import { LOCATIONS } from '../../src/screens/account/pins/location-kind';
import { pinFormFields, pinFormPayload } from '../../src/screens/account/pins/pin-form-post';
import { PUBLICATIONS } from '../../src/screens/account/pins/publication-kind';
import { siteFixture } from '../site-fixture';
import { ALL_ACTIONS, listOf, location, renderAccount, webError } from './account-fixture';

const SPLIT = {
  tuesday: [
    { open: '09:00', close: '13:00' },
    { open: '14:00', close: '19:00' },
  ],
};
const LIST = listOf([
  location('a1', 'Demo Coffee Khreshchatyk', { hours: SPLIT }),
  location('a2', 'Demo Coffee Rynok', { locality: 'Lviv' }),
]);

// The tree of an account page after its page load.
function pageTree(
  url: string,
  page: Record<string, unknown>,
  posted: PostedForm | null = null,
  actions: readonly string[] = ALL_ACTIONS,
  lang: Language = 'en',
): ReactNode {
  const site = siteFixture(lang, {
    actions: [
      {
        type: 'page/loaded',
        page: { path: url, title: 'Account', way: [], ...page },
        meta: pageMeta({ title: 'Account', way: [] }, lang),
        actions,
        roles: ['customer'],
      },
    ],
  });
  return site.wrap(
    <PostedFormContext.Provider value={posted}>
      <PageLocation url={url}>
        <GroupScreen />
      </PageLocation>
    </PostedFormContext.Provider>,
  );
}

// The server's HTML of an account page: what a browser without JavaScript shows.
function serverHtml(...args: Parameters<typeof pageTree>): string {
  return renderToString(pageTree(...args));
}

// The fields a form posts, read from its HTML as a browser reads them (inputs, selects, textareas).
function postedFields(html: string): Record<string, string> {
  document.body.innerHTML = html;
  const form = document.querySelector<HTMLFormElement>('form.pin-form');
  if (form === null) throw new Error('no pin form in the page');
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) fields[name] = String(value);
  document.body.innerHTML = '';
  return fields;
}

describe('pin forms without JavaScript', () => {
  it('the add and edit buttons are links that open the form in the URL, keeping the list query', () => {
    const html = serverHtml('/en/account/pins/locations?sort=-name', {
      route: 'account-pins-locations',
      list: LIST,
    });
    expect(html).toContain('href="/en/account/pins/locations?sort=-name&amp;edit=new"');
    expect(html).toContain('href="/en/account/pins/locations?sort=-name&amp;edit=a2"');
    expect(html).not.toContain('class="pin-form"');
  });

  it('?edit=<id> renders the edit form as a post with _form and id; its fields post what the browser form sends, split hours intact', () => {
    const url = '/en/account/pins/locations?edit=a1';
    const html = serverHtml(url, { route: 'account-pins-locations', list: LIST });
    const form = html.match(/<form[^>]*class="pin-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${url.replace('&', '&amp;')}"`);
    const fields = postedFields(html);
    expect(fields._form).toBe('pinUpdate');
    expect(fields.id).toBe('a1');
    expect(fields['hours.tuesday']).toBe('09:00-13:00, 14:00-19:00');
    // The host reads every field the form posts; the form posts every value of the kind (a
    // read-only one only when it has a value), and the unchanged form changes nothing.
    const { _form: _name, ...values } = fields;
    const read = new Set(pinFormFields(LOCATIONS));
    expect(Object.keys(values).filter((name) => !read.has(name))).toEqual([]);
    const shown = Object.keys(LOCATIONS.blank).filter((name) => name !== 'placeId');
    expect(shown.filter((name) => !(name in values))).toEqual([]);
    const stored = LIST.items[0] as Parameters<typeof pinFormPayload>[2];
    expect(pinFormPayload(LOCATIONS, values, stored)).toEqual({ id: 'a1', item: {} });
  });

  it('?edit=new renders the create form, and a cancel link back to the list', () => {
    const html = serverHtml('/en/account/pins/locations?edit=new&q=kyiv', {
      route: 'account-pins-locations',
      list: LIST,
    });
    expect(postedFields(html)._form).toBe('pinCreate');
    expect(html).toMatch(/<a class="button" href="\/en\/account\/pins\/locations\?q=kyiv">Cancel/);
  });

  it('the URL opens no form the page does not permit, nor one in the archive', () => {
    const page = { route: 'account-pins-locations', list: LIST };
    const readOnly = ALL_ACTIONS.filter((action) => !/^Locations\/(create|update)$/.test(action));
    for (const url of ['?edit=new', '?edit=a1'])
      expect(serverHtml(`/en/account/pins/locations${url}`, page, null, readOnly)).not.toContain(
        'pin-form',
      );
    expect(serverHtml('/en/account/pins/locations?edit=new&archived=true', page)).not.toContain(
      'pin-form',
    );
    expect(serverHtml('/en/account/pins/locations?edit=missing', page)).not.toContain('pin-form');
  });

  it('without JavaScript a choice cannot reveal fields: every post-type field is in the form', () => {
    const html = serverHtml('/en/account/pins/publications?edit=new', {
      route: 'account-pins-publications',
      list: listOf([]),
    });
    const fields = postedFields(html);
    for (const name of ['event.title', 'offer.couponCode', 'callToAction.url'])
      expect(fields).toHaveProperty(name);
    expect(pinFormPayload(PUBLICATIONS, fields, null)).toEqual(
      pinFormPayload(PUBLICATIONS, PUBLICATIONS.blank, null),
    );
  });

  it('a refused post renders the form again with its values and problems (the kind check, or the server field errors)', () => {
    const values = { ...LOCATIONS.toForm(LIST.items[0] as never), name: '', id: 'a1' };
    const own = serverHtml(
      '/en/account/pins/locations?edit=a1',
      { route: 'account-pins-locations', list: LIST },
      { form: 'pinUpdate', values, error: webError(400, 'VALIDATION_FAILED', '', { fields: [] }) },
    );
    expect(own).toContain('Please correct the highlighted fields.');
    expect(postedFields(own)['hours.tuesday']).toBe('09:00-13:00, 14:00-19:00');
    expect(own).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);

    const server = serverHtml(
      '/en/account/pins/locations?edit=new',
      { route: 'account-pins-locations', list: LIST },
      {
        form: 'pinCreate',
        values: { ...LOCATIONS.blank, name: 'Taken' },
        error: webError(409, 'CONFLICT', 'Taken', {
          fields: [{ field: 'item.name', code: 'duplicate', message: 'Taken' }],
        }),
      },
    );
    expect(postedFields(server).name).toBe('Taken');
    expect(server).toContain('Please correct the highlighted fields.');
  });

  it('a refusal without field errors (the record is gone) is said above the form', () => {
    const html = serverHtml(
      '/en/account/pins/locations?edit=a1',
      { route: 'account-pins-locations', list: LIST },
      {
        form: 'pinUpdate',
        values: { ...LOCATIONS.toForm(LIST.items[0] as never), id: 'a1' },
        error: webError(404, 'NOT_FOUND', 'No such record', null),
      },
    );
    expect(html).toContain('The change was not saved: No such record');
  });

  it('with JavaScript the buttons stay buttons, and the form opens in place', () => {
    renderAccount('en', '/en/account/pins/locations', {
      route: 'account-pins-locations',
      list: LIST,
    });
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Demo Coffee Rynok' })).toBeTruthy();
  });

  it('a form the URL opened, once saved with JavaScript, closes in the URL too (back to the list)', async () => {
    const user = userEvent.setup();
    const { api, site } = renderAccount(
      'en',
      '/en/account/pins/locations?sort=name&edit=a1',
      { route: 'account-pins-locations', list: LIST },
      { api: () => ({ item: LIST.items[0] }) },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.map((call) => [call.subaction, call.method])).toEqual([['update', 'PUT']]);
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/locations?sort=name');
  });

  it('a page the URL opened a form on hydrates without a mismatch; then the form is the JavaScript one', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error');
    const args = [
      '/en/account/pins/publications?edit=new',
      { route: 'account-pins-publications', list: listOf([]) },
    ] as const;
    const container = document.createElement('div');
    container.innerHTML = serverHtml(...args);
    document.body.append(container);
    expect(container.querySelector('[name="event.title"]')).not.toBeNull();
    await act(async () => {
      hydrateRoot(container, pageTree(...args));
    });
    expect(errors).not.toHaveBeenCalled();
    // Standard post type: the event and offer fields are hidden again; add and cancel are buttons.
    expect(container.querySelector('[name="event.title"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    errors.mockRestore();
    container.remove();
  });
});
