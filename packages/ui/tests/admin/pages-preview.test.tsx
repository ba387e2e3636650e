import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG } from '../site-fixture';
import { adminPage, crud, memoryBackOffice } from './admin-fixture';

const PAGE = {
  id: 'page-1',
  route: '/',
  translations: {
    en: { title: 'Digital agency', meta: { description: 'Agency.' }, content: '::: mask\nOnline' },
  },
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const LEGAL = { ...PAGE, id: 'page-2', route: '/privacy-policy' };

// Decision 0019: the editor sees the server's rendering of unsaved content; issue 29: as the real
// page, in its layout and language, each block named and placed.
describe('admin Pages: preview before saving', () => {
  it('shows the landing itself with the unsaved blocks, in the field’s language, and saves nothing', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Pages: [PAGE] });
    const page = adminPage('/en/admin/content/pages', {
      api: backOffice.api,
      actions: crud('Pages'),
      data: { list: { items: [PAGE], total: 1, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Edit: /' }));
    const english = screen.getByRole('group', { name: 'English' });
    expect(within(english).queryByLabelText('Meta keywords')).toBeNull();
    const content = within(english).getByLabelText('Content (Markdown)');
    expect(content.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(english).getByText(/A line ::: name starts a named block/)).toBeTruthy();
    await user.clear(content);
    await user.type(content, 'New *text*');
    await user.click(within(english).getByRole('button', { name: 'Preview' }));

    const preview = await within(english).findByRole('region', {
      name: 'Preview of Content (Markdown), not saved',
    });
    expect(backOffice.calls('Pages/preview').map((call) => call.payload)).toEqual([
      { content: 'New *text*' },
    ]);
    const frame = within(preview).getByRole('figure', {
      name: 'The page as visitors will see it (English)',
    });
    // The landing's own screen: the edited headline, the built-in English text of blocks not edited,
    // the site's header and footer, and no quote form (it would start a request).
    expect(frame.querySelector('.hero__tagline')?.innerHTML).toBe(
      `${CONFIG.brand} <strong>online</strong>`,
    );
    expect(within(frame).getByText('Digital Marketing, Delivered!')).toBeTruthy();
    expect(frame.querySelector('.header')).not.toBeNull();
    expect(frame.querySelector('footer')).not.toBeNull();
    expect(backOffice.calls('Leads/start')).toHaveLength(0);
    // Each block by its label and where it appears.
    const blocks = within(preview).getByRole('heading', {
      name: 'Blocks of this text and where they appear',
    }).nextElementSibling as HTMLElement;
    expect(within(blocks).getByText('Headline').closest('div')?.textContent).toBe(
      'Headline ::: hero.taglineFirst screen, at the top of the page',
    );
    expect(backOffice.calls('Pages/update')).toHaveLength(0);

    await user.type(content, '!');
    expect(
      within(preview).getByText('The text has changed since: press Preview again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Pages/update')).toHaveLength(1));
    expect(backOffice.calls('Pages/update')[0]?.payload).toMatchObject({
      item: { translations: { en: { meta: { description: 'Agency.' }, content: 'New *text*!' } } },
    });
  });

  it('a legal page previews as the legal screen with the edited sections, in Ukrainian for the Ukrainian field', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Pages: [LEGAL] });
    const page = adminPage('/en/admin/content/pages', {
      api: backOffice.api,
      actions: crud('Pages'),
      data: { list: { items: [LEGAL], total: 1, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Edit: /privacy-policy' }));
    const ukrainian = screen.getByRole('group', { name: 'Ukrainian' });
    await user.type(within(ukrainian).getByLabelText('Content (Markdown)'), '## Who we are');
    await user.click(within(ukrainian).getByRole('button', { name: 'Preview' }));
    const frame = await within(ukrainian).findByRole('figure', {
      name: 'The page as visitors will see it (Ukrainian)',
    });
    // The legal screen loads with its code-split group, then shows the edited section.
    const section = await within(frame).findByRole('heading', { name: 'Who we are' });
    expect(section.innerHTML).toBe('Who <em>we</em> are');
    // The header speaks the page's language, not the back office's.
    expect(
      within(frame).getAllByRole('link', { name: /Увійти|Особистий кабінет/ }).length,
    ).toBeGreaterThan(0);
  });

  it('an address no page of the site shows says so instead of a page', async () => {
    const user = userEvent.setup();
    const other = { ...PAGE, id: 'page-3', route: '/promo' };
    const backOffice = memoryBackOffice({ Pages: [other] });
    const page = adminPage('/en/admin/content/pages', {
      api: backOffice.api,
      actions: crud('Pages'),
      data: { list: { items: [other], total: 1, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Edit: /promo' }));
    const english = screen.getByRole('group', { name: 'English' });
    await user.click(within(english).getByRole('button', { name: 'Preview' }));
    expect(
      await within(english).findByText(
        'No page of the site shows the content of /promo: only the landing (/) and the legal pages do.',
      ),
    ).toBeTruthy();
    expect(within(english).queryByRole('figure')).toBeNull();
  });
});
