import type { NotificationRequest } from '@agency/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Notifications } from '../../src/components/Notifications';
import { atPage, siteFixture } from '../site-fixture';

function open(notification: NotificationRequest) {
  return { type: 'notification/opened' as const, notification };
}

describe('Notifications', () => {
  it.each([
    ['error.notFound', 'Something went wrong. We are working hard to fix this)'],
    ['error.permissionDenied', 'Permission denied'],
    ['error.network', 'Check your internet connection. No contact)'],
  ] as const)('shows the R8 text of %s in English', (messageId, text) => {
    const f = siteFixture('en', { actions: [open({ type: 'danger', messageId })] });
    render(atPage(f, '/en', <Notifications />));
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('shows the same notification in Russian', () => {
    const f = siteFixture('ru', {
      actions: [open({ type: 'danger', messageId: 'error.network' })],
    });
    render(atPage(f, '/', <Notifications />));
    expect(screen.getByRole('alert').textContent).toBe(
      'Проверьте подключение к интернету. Нет связи)',
    );
  });

  it('"400 ... danger notification with the body\'s error text": the server text wins over the id', () => {
    const f = siteFixture('en', {
      actions: [open({ type: 'danger', messageId: 'error.badRequest', text: 'Name is taken' })],
    });
    render(atPage(f, '/en', <Notifications />));
    expect(screen.getByRole('alert').textContent).toBe('Name is taken');
  });

  it('"types danger, warning, other (shown as error, warn, else)": only errors interrupt as alerts', () => {
    const f = siteFixture('en', { actions: [open({ type: 'warning', text: 'Careful' })] });
    render(atPage(f, '/en', <Notifications />));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').getAttribute('data-kind')).toBe('warn');
    act(() => f.store.dispatch(open({ type: 'other', text: 'FYI' })));
    expect(screen.getByRole('status').getAttribute('data-kind')).toBe('else');
    act(() => f.store.dispatch(open({ type: 'danger', text: 'Broken' })));
    expect(screen.getByRole('alert').getAttribute('data-kind')).toBe('error');
  });

  describe.each([
    ['ru', 'Закрыть уведомление'],
    ['en', 'Close notification'],
  ] as const)('in %s', (lang, close) => {
    it('"closed by the user"', async () => {
      const f = siteFixture(lang, { actions: [open({ type: 'other', text: 'Saved' })] });
      render(atPage(f, '/', <Notifications />));
      await userEvent.click(screen.getByRole('button', { name: close }));
      expect(screen.queryByText('Saved')).toBeNull();
      expect(f.store.getState().notification).toBeNull();
    });

    it('"auto-closes after 3000 ms by default"', () => {
      const f = siteFixture(lang, { actions: [open({ type: 'other', text: 'Saved' })] });
      render(atPage(f, '/', <Notifications />));
      act(() => f.timers.advance(2999));
      expect(screen.getByText('Saved')).toBeTruthy();
      act(() => f.timers.advance(1));
      expect(screen.queryByText('Saved')).toBeNull();
    });

    it('a notification with its own duration closes after it', () => {
      const f = siteFixture(lang, {
        actions: [open({ type: 'other', text: 'Long', duration: 10_000 })],
      });
      render(atPage(f, '/', <Notifications />));
      act(() => f.timers.advance(9999));
      expect(screen.getByText('Long')).toBeTruthy();
      act(() => f.timers.advance(1));
      expect(screen.queryByText('Long')).toBeNull();
    });
  });
});
