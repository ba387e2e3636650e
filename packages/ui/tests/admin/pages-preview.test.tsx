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

// Decision 0019: the editor sees the server's rendering of unsaved content, and keywords are gone.
describe('admin Pages: preview before saving', () => {
  it('renders the unsaved content through Pages/preview and saves nothing', async () => {
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
    expect(preview.querySelector('.admin-preview__body')?.innerHTML).toBe(
      '<p>rendered: <em>10</em> characters</p>',
    );
    expect(within(preview).getByText('hero.tagline').nextElementSibling?.innerHTML).toBe(
      `${CONFIG.brand} <strong>online</strong>`,
    );
    expect(preview.querySelector('.admin-preview__section')?.innerHTML).toBe(
      '<h4>Who <em>we</em> are</h4><div><p>Us.</p>\n</div>',
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
});
