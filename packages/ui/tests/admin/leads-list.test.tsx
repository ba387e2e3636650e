import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPage, crud, memoryBackOffice, type Row, validationError } from './admin-fixture';

const HOSTILE = '<img src=x onerror=alert(1)>';

const lead = (status: string): Row => ({
  id: `lead-${status}`,
  name: `${HOSTILE} ${status}`,
  contactName: null,
  email: 'lead@example.com',
  phone: null,
  website: null,
  notes: '',
  createdAt: '2026-11-02T10:00:00.000Z',
  lead: {
    status,
    service: 'maps-listing',
    message: '<script>alert(1)</script>',
    budget: null,
    timeline: null,
    lang: 'ua',
    page: '/ua',
    referrer: '',
    utm: {},
    address: '203.0.113.7',
    userAgent: 'Test',
    spam: false,
    assigneeId: null,
    submittedAt: '2026-11-02T10:00:00.000Z',
  },
});

describe('leads in the clients list (issue 28)', () => {
  it('shows each lead with its status in words, its service and language; what a visitor typed stays text', async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new'), lead('contacted')] });
    const page = adminPage('/en/admin/customer/clients', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    const { container } = render(page.element);
    await screen.findByRole('cell', { name: `${HOSTILE} new` });
    expect(screen.getByRole('cell', { name: 'New' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Contacted' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: 'Maps business listing' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: 'Ukrainian' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: '<script>alert(1)</script>' })).toHaveLength(2);
    expect(container.querySelector('img, script')).toBeNull();
  });
});

const spamLead = (name: string): Row => {
  const row = lead('new');
  return {
    ...row,
    id: `spam-${name}`,
    name,
    lead: { ...(row.lead as Record<string, unknown>), spam: true },
  };
};

describe('lead filters of the clients list (issue 28)', () => {
  it('the controls put status, service, language and period in the address, keeping the text filter', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    const page = adminPage('/en/admin/customer/clients?filter=cafe', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    render(page.element);
    const form = screen.getByRole('group', { name: 'Quote requests' });
    // Without JavaScript the form is a GET to the clients screen with named fields.
    expect(form.closest('form')?.getAttribute('method')).toBe('get');
    expect(form.closest('form')?.getAttribute('action')).toBe('/en/admin/customer/clients');
    await user.selectOptions(within(form).getByLabelText('Lead status'), 'contacted');
    await user.selectOptions(within(form).getByLabelText('Service'), 'seo');
    await user.selectOptions(within(form).getByLabelText('Request language'), 'ua');
    await user.type(within(form).getByLabelText('Sent from'), '2026-03-01');
    await user.type(within(form).getByLabelText('Sent until'), '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(page.fixture.navigations.at(-1)?.to).toBe(
      '/en/admin/customer/clients?filter=cafe&leadStatus=contacted&service=seo&leadLang=ua&since=2026-03-01&until=2026-03-31',
    );
  });

  it("the service and language choices are named in the screen's language, their values the codes", async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    render(
      adminPage('/ua/admin/customer/clients', {
        lang: 'ua',
        api: backOffice.api,
        actions: crud('Clients'),
      }).element,
    );
    const form = await screen.findByRole('group', { name: 'Заявки' });
    const service = within(form).getByLabelText('Послуга');
    expect(
      within(service).getByRole('option', { name: 'Картка компанії на картах' }),
    ).toHaveProperty('value', 'maps-listing');
    expect(within(service).getByRole('option', { name: 'Інше або поки не знаю' })).toHaveProperty(
      'value',
      'other',
    );
    const language = within(form).getByLabelText('Мова заявки');
    expect(within(language).getByRole('option', { name: 'Іспанська' })).toHaveProperty(
      'value',
      'es',
    );
    expect(within(form).queryByRole('option', { name: 'maps-listing' })).toBeNull();
  });

  it('the text filter is a GET form to the screen keeping sort and lead filters, so it works without JavaScript', async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    const page = adminPage(
      '/en/admin/customer/clients?filter=cafe&sort=-createdAt&p=2&leadStatus=new',
      {
        api: backOffice.api,
        actions: crud('Clients'),
      },
    );
    render(page.element);
    const search = screen.getByRole('search');
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/en/admin/customer/clients');
    const fields = [...new FormData(search as HTMLFormElement)].map(
      ([name, value]) => `${name}=${value}`,
    );
    // A new text starts again from page 1, so p is not kept.
    expect(fields).toEqual(['filter=cafe', 'sort=-createdAt', 'leadStatus=new']);
    const clear = within(search).getByRole('link', { name: 'Clear filter' });
    expect(clear.getAttribute('href')).toBe(
      '/en/admin/customer/clients?sort=-createdAt&leadStatus=new',
    );
    await userEvent.setup().click(clear);
    // (Page 2 of one record also moves back to page 1 on its own, whenever the list answers.)
    await waitFor(() =>
      expect(page.fixture.navigations).toContainEqual({
        to: '/en/admin/customer/clients?sort=-createdAt&leadStatus=new',
        replace: false,
      }),
    );
  });

  it('an address with lead filters asks Clients/list with them, and paging keeps them', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => ({ ...lead('new'), id: `lead-${i}` }));
    const backOffice = memoryBackOffice({ Clients: many });
    const page = adminPage('/en/admin/customer/clients?sort=name&leadStatus=new&since=2026-01-01', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    render(page.element);
    await screen.findAllByRole('cell', { name: 'New' });
    expect(backOffice.calls('Clients/list')[0]?.payload).toEqual({
      p: 1,
      sort: 'name',
      leadStatus: 'new',
      since: '2026-01-01',
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(page.fixture.navigations.at(-1)?.to).toBe(
      '/en/admin/customer/clients?sort=name&p=2&leadStatus=new&since=2026-01-01',
    );
  });

  it('the suspected-spam view lists spam=true, and "Not spam" releases a request through Clients/update', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Clients: [spamLead('Office Behind One Address')] });
    const page = adminPage('/en/admin/customer/clients', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    render(page.element);
    const view = screen.getByRole('link', { name: 'Suspected spam' });
    expect(view.getAttribute('href')).toBe('/en/admin/customer/clients?spam=true');
    await user.click(view);
    expect(page.fixture.navigations.at(-1)?.to).toBe('/en/admin/customer/clients?spam=true');

    const spamView = adminPage('/en/admin/customer/clients?spam=true', {
      api: backOffice.api,
      actions: crud('Clients'),
    });
    render(spamView.element);
    const release = await screen.findByRole('button', {
      name: 'Not spam: Office Behind One Address',
    });
    expect(backOffice.calls('Clients/list').at(-1)?.payload).toEqual({ p: 1, spam: true });
    await user.click(release);
    await waitFor(() => expect(backOffice.calls('Clients/update')).toHaveLength(1));
    expect(backOffice.calls('Clients/update')[0]?.payload).toEqual({
      id: 'spam-Office Behind One Address',
      item: { spam: false },
    });
    expect(
      await screen.findByText(
        'Office Behind One Address is released and delivered as a quote request.',
      ),
    ).toBeTruthy();
  });

  it('outside the spam view there is no "Not spam", and without the update permission none either', async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    render(
      adminPage('/en/admin/customer/clients?leadStatus=new', {
        api: backOffice.api,
        actions: crud('Clients'),
      }).element,
    );
    await screen.findByRole('cell', { name: 'New' });
    expect(screen.queryByRole('button', { name: /^Not spam/ })).toBeNull();
    cleanup();
    render(
      adminPage('/en/admin/customer/clients?spam=true', {
        api: memoryBackOffice({ Clients: [spamLead('Read Only')] }).api,
        actions: ['Clients/list'],
      }).element,
    );
    await screen.findByRole('cell', { name: 'Read Only' });
    expect(screen.queryByRole('button', { name: /^Not spam/ })).toBeNull();
  });
});

describe('retention periods on the clients screen (issue 28)', () => {
  const RETENTION = ['LeadRetention/read', 'LeadRetention/update'];

  it('shows the stored periods and saves new ones through LeadRetention/update', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    const page = adminPage('/en/admin/customer/clients', {
      api: backOffice.api,
      actions: [...crud('Clients'), ...RETENTION],
    });
    render(page.element);
    const section = await screen.findByRole('region', { name: 'How long requests are kept' });
    const spam = await within(section).findByLabelText('Suspected spam, days after it came');
    const lost = within(section).getByLabelText('Lost requests, days after they were marked lost');
    expect(spam).toHaveProperty('value', '30');
    expect(lost).toHaveProperty('value', '365');
    await user.clear(spam);
    await user.type(spam, '14');
    await user.clear(lost);
    await user.type(lost, '180');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('LeadRetention/update')).toHaveLength(1));
    expect(backOffice.calls('LeadRetention/update')[0]?.payload).toEqual({
      retention: { spamDays: 14, lostDays: 180 },
    });
    expect(await screen.findByText('Retention periods saved')).toBeTruthy();
  });

  it('core’s bounds are said beside the field before any call, the server’s refusal too', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: [...crud('Clients'), ...RETENTION],
      }).element,
    );
    const section = await screen.findByRole('region', { name: 'How long requests are kept' });
    const spam = await within(section).findByLabelText('Suspected spam, days after it came');
    await user.clear(spam);
    await user.type(spam, '0');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('From 1 to 3650')).toBeTruthy();
    expect(backOffice.calls('LeadRetention/update')).toHaveLength(0);

    backOffice.fail(
      'LeadRetention/update',
      validationError([
        { field: 'retention.lostDays', code: 'range', message: 'Between 1 and 3650' },
      ]),
    );
    await user.clear(spam);
    await user.type(spam, '7');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Between 1 and 3650')).toBeTruthy();
  });

  it('is not drawn without LeadRetention/read, and cannot be saved without LeadRetention/update', async () => {
    const backOffice = memoryBackOffice({ Clients: [lead('new')] });
    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: crud('Clients'),
      }).element,
    );
    await screen.findAllByRole('cell', { name: 'New' });
    expect(screen.queryByRole('region', { name: 'How long requests are kept' })).toBeNull();
    expect(backOffice.calls('LeadRetention/read')).toHaveLength(0);
    cleanup();

    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: [...crud('Clients'), 'LeadRetention/read'],
      }).element,
    );
    const section = await screen.findByRole('region', { name: 'How long requests are kept' });
    expect(
      await within(section).findByLabelText('Suspected spam, days after it came'),
    ).toHaveProperty('readOnly', true);
    expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('a won lead invited to an account (issue 28)', () => {
  const wonLead = (accountId: string | null): Row => {
    const row = lead('won');
    return {
      ...row,
      id: 'won-lead',
      name: 'Olena Coffee',
      lead: { ...(row.lead as Record<string, unknown>), accountId },
    };
  };

  it('a won lead with an e-mail and no account is offered "Invite to an account" on its row', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({
      Clients: [wonLead(null), { ...wonLead('account-9'), id: 'linked', name: 'Linked Already' }],
    });
    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: [...crud('Clients'), 'Clients/invite'],
      }).element,
    );
    const invite = await screen.findByRole('button', {
      name: 'Invite to an account: Olena Coffee',
    });
    expect(
      screen.queryByRole('button', { name: 'Invite to an account: Linked Already' }),
    ).toBeNull();
    await user.click(invite);
    await waitFor(() => expect(backOffice.calls('Clients/invite')).toHaveLength(1));
    expect(backOffice.calls('Clients/invite')[0]?.payload).toEqual({ id: 'won-lead' });
    expect(
      await screen.findByText(
        'Olena Coffee is invited: an e-mail with a link to choose a password is on its way.',
      ),
    ).toBeTruthy();
  });

  it('marking a lead won asks whether to invite it, and "Yes" invites it', async () => {
    const user = userEvent.setup();
    const contacted = {
      ...wonLead(null),
      lead: { ...(wonLead(null).lead as object), status: 'contacted' },
    };
    const backOffice = memoryBackOffice({ Clients: [contacted] });
    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: [...crud('Clients'), 'Clients/invite'],
      }).element,
    );
    expect(screen.queryByRole('button', { name: 'Invite to an account: Olena Coffee' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Edit: Olena Coffee' }));
    const form = screen.getByRole('region', { name: 'Edit: Olena Coffee' });
    await user.selectOptions(within(form).getByLabelText('Lead status'), 'won');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Olena Coffee is won. Invite them to a customer account?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(backOffice.calls('Clients/invite')).toHaveLength(1));
    expect(backOffice.calls('Clients/update')[0]?.payload).toMatchObject({
      id: 'won-lead',
      item: { leadStatus: 'won' },
    });
  });

  it('without Clients/invite nothing is offered, on the row or after the save', async () => {
    const user = userEvent.setup();
    const contacted = {
      ...wonLead(null),
      lead: { ...(wonLead(null).lead as object), status: 'contacted' },
    };
    const backOffice = memoryBackOffice({
      Clients: [contacted, { ...wonLead(null), id: 'w2', name: 'Won Two' }],
    });
    render(
      adminPage('/en/admin/customer/clients', {
        api: backOffice.api,
        actions: crud('Clients'),
      }).element,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit: Olena Coffee' }));
    expect(screen.queryByRole('button', { name: /Invite to an account/ })).toBeNull();
    const form = screen.getByRole('region', { name: 'Edit: Olena Coffee' });
    await user.selectOptions(within(form).getByLabelText('Lead status'), 'won');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Clients/update')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backOffice.calls('Clients/invite')).toHaveLength(0);
  });
});
