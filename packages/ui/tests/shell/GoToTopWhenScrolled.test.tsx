import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoToTopWhenScrolled } from '../../src/shell/GoToTopWhenScrolled';
import { atPage, siteFixture } from '../site-fixture';

describe('GoToTopWhenScrolled: the shell’s go-to-top button, its code loaded when it first shows', () => {
  it('"A go-to-top button appears once the scroll position exceeds the window height"', async () => {
    const f = siteFixture('en', {
      actions: [{ type: 'document/resized', width: 1280, height: 800 }],
    });
    render(atPage(f, '/en', <GoToTopWhenScrolled />));
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 800 }));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 801 }));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
    act(() => f.store.dispatch({ type: 'document/scrolled', x: 0, y: 0 }));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
