import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, listOf, renderAccount, webError } from './account-fixture';

function post(id: string, name: string, fields: Record<string, unknown>) {
  return {
    id,
    name,
    body: 'Come by',
    status: 'published',
    publishAt: '2026-11-20T08:00:00.000Z',
    locationId: null,
    postType: 'standard',
    callToAction: null,
    event: null,
    offer: null,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const EVENT_POST = post('pu1', 'Latte art evening', {
  postType: 'event',
  callToAction: { type: 'book', url: 'https://coffee.example/book' },
  event: {
    title: 'Latte art evening',
    startsAt: '2026-12-05T17:00:00.000Z',
    endsAt: '2026-12-05T20:00:00.000Z',
  },
});
const OFFER_POST = post('pu2', 'Two coffees for one', {
  postType: 'offer',
  offer: {
    title: 'Two for one',
    startsOn: '2026-12-01',
    endsOn: '2026-12-14',
    couponCode: 'TWO',
    redeemUrl: null,
    terms: null,
  },
});

const page = (items: readonly unknown[]) => ({
  route: 'account-pins-publications',
  list: listOf(items),
});

describe('publications: standard, event and offer posts with a call-to-action', () => {
  it('the list shows each post type, its dates and its button, in en and ru', () => {
    const en = renderAccount('en', '/en/account/pins/publications', page([EVENT_POST, OFFER_POST]));
    expect(screen.getByRole('columnheader', { name: 'Post type' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Event' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Offer' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Book' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'No button' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /Dec 1, 2026 – Dec 14, 2026/ })).toBeTruthy();
    en.unmount();
    renderAccount('ru', '/account/pins/publications', page([EVENT_POST, OFFER_POST]));
    expect(screen.getByRole('columnheader', { name: 'Тип публикации' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Событие' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Предложение' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Записаться' })).toBeTruthy();
  });

  it('"event: title, start and end date-time (end after start)": the form shows the event fields for an event post and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/publications', page([]), {
      api: (request) =>
        request.subaction === 'list' ? listOf([EVENT_POST]) : { item: EVENT_POST },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByLabelText(/^Event title/)).toBeNull();
    expect(screen.queryByLabelText(/^Coupon code/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Post type/ }), 'event');
    expect(screen.queryByLabelText(/^Coupon code/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Latte art evening');
    await user.type(screen.getByRole('textbox', { name: /^Event title/ }), 'Latte art');
    await user.type(screen.getByLabelText(/^Event starts/), '2026-12-05T17:00');
    await user.type(screen.getByLabelText(/^Event ends/), '2026-12-05T16:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByText('The end must come after the start.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Event ends/));
    await user.type(screen.getByLabelText(/^Event ends/), '2026-12-05T20:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      controller: 'Publications',
      subaction: 'create',
      payload: {
        item: {
          name: 'Latte art evening',
          postType: 'event',
          event: {
            title: 'Latte art',
            startsAt: '2026-12-05T17:00:00.000Z',
            endsAt: '2026-12-05T20:00:00.000Z',
          },
          offer: null,
          callToAction: null,
        },
      },
    });
  });

  it('"offer: title, start/end dates, coupon code, redeem URL, terms": the offer fields are sent for an offer post', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/publications', page([]), {
      api: (request) =>
        request.subaction === 'list' ? listOf([OFFER_POST]) : { item: OFFER_POST },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Post type/ }), 'offer');
    expect(screen.queryByLabelText(/^Event title/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Two for one');
    await user.type(screen.getByRole('textbox', { name: /^Offer title/ }), 'Two coffees');
    await user.type(screen.getByLabelText(/^Offer starts on/), '2026-12-01');
    await user.type(screen.getByLabelText(/^Offer ends on/), '2026-12-14');
    await user.type(screen.getByRole('textbox', { name: /^Coupon code/ }), 'TWO');
    await user.type(
      screen.getByRole('textbox', { name: /^Redeem online/ }),
      'https://coffee.example/o',
    );
    await user.type(screen.getByRole('textbox', { name: /^Terms/ }), 'One per visit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]?.payload).toMatchObject({
      item: {
        postType: 'offer',
        event: null,
        offer: {
          title: 'Two coffees',
          startsOn: '2026-12-01',
          endsOn: '2026-12-14',
          couponCode: 'TWO',
          redeemUrl: 'https://coffee.example/o',
          terms: 'One per visit',
        },
      },
    });
  });

  it('"call-to-action URL required for all but call": the URL field shows for a link button and not for call', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/publications', page([]), {
      api: (request) =>
        request.subaction === 'list' ? listOf([OFFER_POST]) : { item: OFFER_POST },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Order now');
    expect(screen.queryByLabelText(/^Button link/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Button/ }), 'order');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Button link/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Button/ }), 'call');
    expect(screen.queryByLabelText(/^Button link/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]?.payload).toMatchObject({
      item: { postType: 'standard', callToAction: { type: 'call', url: null } },
    });
  });

  it('editing an event post fills the event fields; a server error on item.event.endsAt shows beside its field', async () => {
    const user = userEvent.setup();
    renderAccount('en', '/en/account/pins/publications', page([EVENT_POST]), {
      api: () => {
        throw webError(400, 'VALIDATION_FAILED', 'Must end after it starts', {
          fields: [
            { field: 'item.event.endsAt', code: 'order', message: 'Must end after it starts' },
          ],
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Latte art evening' }));
    expect((screen.getByLabelText(/^Event starts/) as HTMLInputElement).value).toBe(
      '2026-12-05T17:00',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Event ends/).getAttribute('aria-invalid')).toBe('true');
  });

  it("a row says where the post is on Google: each listing's state, Google's refusal in its words and the post's link", () => {
    renderAccount(
      'en',
      '/en/account/pins/publications',
      page([
        post('pu3', 'Seasonal menu', {
          google: [
            {
              locationId: 'l1',
              locationName: 'Kyiv',
              state: 'live',
              searchUrl: 'https://local.google.com/place?id=1&use=posts&lpsid=9',
              message: null,
            },
            {
              locationId: 'l2',
              locationName: 'Lviv',
              state: 'failed',
              searchUrl: 'javascript:alert(1)',
              message: 'Request contains an invalid argument.',
            },
          ],
        }),
        post('pu4', 'Not published', { google: [] }),
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'On Google' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Seasonal menu/ });
    expect(row.textContent).toContain('Kyiv: live on Google');
    expect(row.textContent).toContain(
      'Lviv: Google refused it: Request contains an invalid argument.',
    );
    const links = screen.getAllByRole('link', { name: /^Open on Google: the post at/ });
    // Only Google's http(s) link becomes a link.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://local.google.com/place?id=1&use=posts&lpsid=9',
    ]);
    expect(screen.getByRole('row', { name: /Not published/ }).textContent).toContain(
      'Not on Google',
    );
  });

  it("publishing checks the saved post as Google takes it before any call; only locations linked through the account's own connection are offered", async () => {
    const user = userEvent.setup();
    const linked = {
      id: 'loc-1',
      name: 'Kyiv',
      archivedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      google: { via: 'customer', state: 'inStep' },
    };
    const agency = {
      ...linked,
      id: 'loc-2',
      name: 'Odesa',
      google: { via: 'agency', state: 'inStep' },
    };
    const plain = { ...linked, id: 'loc-3', name: 'Dnipro', google: null };
    const empty = post('pu5', 'Empty update', { body: '  ' });
    const { api } = renderAccount('en', '/en/account/pins/publications', page([empty]), {
      actions: [...ALL_ACTIONS, 'Publications/publishGoogle'],
      api: (request) =>
        request.controller === 'Locations'
          ? listOf([linked, agency, plain])
          : request.subaction === 'list'
            ? listOf([empty])
            : { item: { ...empty, google: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Empty update' }));
    const form = await screen.findByRole('form', { name: 'Publish “Empty update” on Google' });
    // Only the location linked through the account's own connection is offered.
    const box = await within(form).findByRole('checkbox', { name: 'Kyiv' });
    expect(within(form).queryByRole('checkbox', { name: 'Odesa' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Dnipro' })).toBeNull();
    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Publish on Google' }));
    expect(within(form).getByRole('alert').textContent).toBe('Text: Fill in this field.');
    expect(api.calls.filter((call) => call.subaction === 'publishGoogle')).toEqual([]);
  });

  it('a post Google can take is sent with the checked locations', async () => {
    const user = userEvent.setup();
    const linked = {
      id: 'loc-1',
      name: 'Kyiv',
      archivedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      google: { via: 'customer', state: 'inStep' },
    };
    const { api } = renderAccount('en', '/en/account/pins/publications', page([EVENT_POST]), {
      actions: [...ALL_ACTIONS, 'Publications/publishGoogle'],
      api: (request) =>
        request.controller === 'Locations'
          ? listOf([linked])
          : request.subaction === 'list'
            ? listOf([EVENT_POST])
            : { item: { ...EVENT_POST, google: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Latte art evening' }));
    const form = await screen.findByRole('form', { name: 'Publish “Latte art evening” on Google' });
    await user.click(await within(form).findByRole('checkbox', { name: 'Kyiv' }));
    await user.click(within(form).getByRole('button', { name: 'Publish on Google' }));
    expect(api.calls.find((call) => call.subaction === 'publishGoogle')).toMatchObject({
      method: 'POST',
      controller: 'Publications',
      payload: { id: 'pu1', locationIds: ['loc-1'] },
    });
    await screen.findByText('The post waits in the queue and goes to Google shortly.');
  });
});
