import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GoToTop } from '../../src/shell/GoToTop';
import { atPage, siteFixture } from '../site-fixture';

describe.each([
  ['ru', 'Наверх', ''],
  ['en', 'Back to top', '/en'],
] as const)('GoToTop in %s', (lang, label, prefix) => {
  it('"A go-to-top button appears once the scroll position exceeds the window height"', () => {
    const f = siteFixture(lang, {
      actions: [{ type: 'document/resized', width: 1280, height: 800 }],
    });
    render(atPage(f, prefix || '/', <GoToTop scroll={() => {}} />));
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 800 }));
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 801 }));
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('"clicking it removes el from the query and scrolls smoothly to the top"', async () => {
    const f = siteFixture(lang, {
      actions: [
        { type: 'document/resized', width: 1280, height: 800 },
        { type: 'document/scrolled', x: 0, y: 2000 },
      ],
    });
    let scrolled = 0;
    render(
      atPage(
        f,
        `${prefix}/?p=2&el=about`,
        <GoToTop
          scroll={() => {
            scrolled += 1;
          }}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(f.navigations).toEqual([
      { to: `${prefix || ''}/?p=2`.replace('/en/', '/en'), replace: true },
    ]);
    expect(scrolled).toBe(1);
  });
});
