import { pageMeta } from '@agency/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLocation } from '../../src/provider/PageLocation';
import { type PostedForm, PostedFormContext } from '../../src/provider/posted-form';
import { GroupScreen } from '../../src/screens/account/GroupScreen';
import { siteFixture } from '../site-fixture';
import { ALL_ACTIONS, listOf, renderAccount, webError } from './account-fixture';

function review(id: string, name: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    name,
    rating: 4,
    text: 'Смачна кава',
    reply: null,
    locationId: null,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

const google = (replyState: string, replyMessage: string | null = null) => ({
  review: 'accounts/1/locations/2/reviews/x',
  createTime: '2026-11-01T10:00:00.000Z',
  updateTime: '2026-11-01T10:00:00.000Z',
  replyState,
  replyMessage,
});

const FROM_GOOGLE = review('re1', 'Олена', { google: google('inStep') });
const WAITING = review('re2', 'Dmitry', { reply: 'Thanks!', google: google('waiting') });
const FAILED = review('re3', 'Emma', {
  reply: 'Bad words',
  google: google('failed', 'The reply violates the policy.'),
});
const BY_HAND = review('re4', 'Typed by hand', { reply: 'Ok' });
const page = {
  route: 'account-pins-reviews',
  list: listOf([FROM_GOOGLE, WAITING, FAILED, BY_HAND]),
};
const ACTIONS = [...ALL_ACTIONS, 'Reviews/reply', 'Reviews/deleteReply'];

describe('reviews from Google in the account', () => {
  it('a review from Google is labelled, and its reply shows whether it waits for Google or Google refused it', () => {
    renderAccount('en', '/en/account/pins/reviews', page, { actions: ACTIONS });
    const row = (name: string) =>
      screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).parentElement as HTMLElement;
    expect(within(row('Олена')).getByText('From Google')).toBeTruthy();
    expect(row('Dmitry').textContent).toContain('Thanks! Waiting to be sent to Google');
    expect(row('Emma').textContent).toContain(
      'Google refused the reply: The reply violates the policy.',
    );
    expect(within(row('Typed by hand')).queryByText('From Google')).toBeNull();
  });

  it('editing a review from Google is its reply only: counted in bytes, refused in the page language before any call', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('ua', '/ua/account/pins/reviews', page, {
      actions: ACTIONS,
      api: (request) => (request.subaction === 'list' ? page.list : { item: FROM_GOOGLE }),
    });
    await user.click(screen.getByRole('button', { name: 'Змінити Олена' }));
    const form = screen.getByRole('form', { name: 'Відповідь для Олена' });
    expect(within(form).queryByLabelText(/Оцінка|Rating/)).toBeNull();
    const field = within(form).getByLabelText('Ваша відповідь');
    await user.type(field, 'Дякуємо');
    expect(
      within(form).getByText(/^14 з 4\s?096 байтів \(літера кирилиці займає два\)$/),
    ).toBeTruthy();
    await user.clear(field);
    await user.click(within(form).getByRole('textbox'));
    await user.paste('ж'.repeat(2049));
    await user.click(within(form).getByRole('button', { name: 'Надіслати до Google' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Google приймає не більше 4096 байтів, а в цій відповіді 4098.',
    );
    expect(api.calls.filter((call) => call.subaction === 'reply')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Дякуємо, Олено!');
    await user.click(within(form).getByRole('button', { name: 'Надіслати до Google' }));
    expect(api.calls.filter((call) => call.subaction === 'reply')).toMatchObject([
      {
        method: 'POST',
        controller: 'Reviews',
        subaction: 'reply',
        payload: { id: 're1', reply: 'Дякуємо, Олено!' },
      },
    ]);
  });

  it('a reply the server refuses shows its words; an existing reply can be deleted; a review typed by hand keeps its form', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/reviews', page, {
      actions: ACTIONS,
      api: (request) => {
        if (request.subaction === 'list') return page.list;
        if (request.subaction === 'reply')
          throw webError(400, 'VALIDATION_FAILED', 'Invalid', {
            fields: [
              { field: 'reply', code: 'control', message: 'The reply holds control characters' },
            ],
          });
        return { item: WAITING };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Dmitry' }));
    const form = screen.getByRole('form', { name: 'Reply to Dmitry' });
    await user.click(within(form).getByRole('button', { name: 'Send to Google' }));
    expect(within(form).getByRole('alert').textContent).toBe('The reply holds control characters');
    await user.click(screen.getByRole('button', { name: 'Delete the reply' }));
    expect(api.calls.filter((call) => call.subaction === 'deleteReply')).toMatchObject([
      { method: 'POST', controller: 'Reviews', subaction: 'deleteReply', payload: { id: 're2' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit Typed by hand' }));
    expect(screen.getByRole('form', { name: /Typed by hand/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to Google' })).toBeNull();
  });

  it('the unanswered and stars filters are kept in the URL', async () => {
    const user = userEvent.setup();
    const { site } = renderAccount('en', '/en/account/pins/reviews', page, { actions: ACTIONS });
    await user.click(screen.getByRole('checkbox', { name: 'Only unanswered' }));
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/reviews?unanswered=true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stars' }), '★★');
    expect(site.navigations.at(-1)?.to).toBe('/en/account/pins/reviews?rating=2');
  });

  it('the location and period filters are kept in the URL, in ru', async () => {
    const user = userEvent.setup();
    const id = '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11';
    const { site } = renderAccount('ru', '/account/pins/reviews?rating=5', page, {
      actions: ACTIONS,
      api: (request) =>
        request.controller === 'Locations'
          ? listOf([{ id, name: 'Зерно на Хрещатику' }])
          : page.list,
    });
    const filter = screen.getByRole('form', { name: 'Отзывы по локации и периоду' });
    await within(filter).findByRole('option', { name: 'Зерно на Хрещатику' });
    await user.selectOptions(
      within(filter).getByRole('combobox', { name: 'Локация' }),
      'Зерно на Хрещатику',
    );
    await user.type(within(filter).getByLabelText('С'), '2026-10-01');
    await user.type(within(filter).getByLabelText('По'), '2026-10-31');
    await user.click(within(filter).getByRole('button', { name: 'Показать' }));
    expect(site.navigations.at(-1)?.to).toBe(
      `/account/pins/reviews?rating=5&locationId=${id}&from=2026-10-01&to=2026-10-31`,
    );
  });

  it('without JavaScript the reply and its removal are posted forms (reviewReply, reviewDeleteReply); a refused reply comes back with its text and the server words', () => {
    // The server's HTML of the list page opened at a review's form: what a browser without JavaScript shows.
    const html = (posted: PostedForm | null) => {
      const url = '/en/account/pins/reviews?edit=re2';
      const site = siteFixture('en', {
        actions: [
          {
            type: 'page/loaded',
            page: { path: url, title: 'Reviews', way: [], ...page },
            meta: pageMeta({ title: 'Reviews', way: [] }, 'en'),
            actions: ACTIONS,
            roles: ['customer'],
          },
        ],
      });
      document.body.innerHTML = renderToString(
        site.wrap(
          <PostedFormContext.Provider value={posted}>
            <PageLocation url={url}>
              <GroupScreen />
            </PageLocation>
          </PostedFormContext.Provider>,
        ),
      );
      return [...document.querySelectorAll('form[method="post"]')]
        .filter((form) => form.closest('.account-screen') !== null)
        .map((form) => ({
          action: form.getAttribute('action'),
          fields: Object.fromEntries(
            [...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)]),
          ),
        }));
    };
    expect(html(null)).toEqual([
      {
        action: '/en/account/pins/reviews?edit=re2',
        fields: { _form: 'reviewReply', id: 're2', reply: 'Thanks!' },
      },
      {
        action: '/en/account/pins/reviews?edit=re2',
        fields: { _form: 'reviewDeleteReply', id: 're2' },
      },
    ]);
    const cancel = document.querySelector<HTMLAnchorElement>('.pin-form a.button');
    expect(cancel?.getAttribute('href')).toBe('/en/account/pins/reviews');

    const refused = html({
      form: 'reviewReply',
      values: { id: 're2', reply: 'Bad\u0007text' },
      error: webError(400, 'VALIDATION_FAILED', 'Invalid', {
        fields: [{ field: 'reply', code: 'control', message: 'Keep only text and line breaks.' }],
      }),
    });
    expect(refused[0]?.fields.reply).toBe('Bad\u0007text');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Keep only text and line breaks.',
    );
  });
});
