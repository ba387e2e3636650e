import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Preloader } from '../../src/shell/Preloader';
import { atPage, siteFixture } from '../site-fixture';

describe.each([
  ['ru', 'Загрузка…'],
  ['en', 'Loading…'],
] as const)('Preloader in %s', (lang, label) => {
  it('"the spinner becomes visible only after 500 ms of loading" and hides when loading ends', () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <Preloader />));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => f.store.dispatch({ type: 'loading/started' }));
    act(() => f.timers.advance(499));
    expect(screen.queryByText(label)).toBeNull();
    act(() => f.timers.advance(1));
    expect(screen.getByRole('status').textContent).toBe(label);
    act(() => f.store.dispatch({ type: 'loading/finished' }));
    expect(screen.queryByText(label)).toBeNull();
  });

  it('a load shorter than 500 ms never shows the spinner', () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <Preloader />));
    act(() => f.store.dispatch({ type: 'loading/started' }));
    act(() => f.timers.advance(300));
    act(() => f.store.dispatch({ type: 'loading/finished' }));
    act(() => f.timers.advance(1000));
    expect(screen.queryByText(label)).toBeNull();
    expect(f.timers.pending()).toBe(0);
  });
});
