import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The open dialog's code loads with the first question (issue 30): when it cannot load (a new
// deploy removed the old chunk, the network dropped), the question is answered No — nothing is done
// and nothing goes blank — and the next question tries again.
describe('the confirmation dialog whose code does not load', () => {
  it('answers No, draws nothing and keeps the page, then loads on the next question', async () => {
    // A page that has not loaded the dialog yet (the suite's setup loads it for every other test).
    vi.resetModules();
    let fail = true;
    vi.doMock('../../src/components/OpenDialog', async (original) => {
      if (fail) throw new Error('the chunk is gone');
      return original();
    });
    const { ConfirmDialog } = await import('../../src/components/ConfirmDialog');
    const { atPage, siteFixture } = await import('../site-fixture');
    const f = siteFixture('en');
    render(atPage(f, '/', <ConfirmDialog />));

    act(() => f.store.dispatch({ type: 'confirmation/requested', id: 'delete-1' }));
    await waitFor(() => expect(f.store.getState().confirmation.visible).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();

    fail = false;
    act(() => f.store.dispatch({ type: 'confirmation/requested', id: 'delete-2' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeTruthy();
  });
});
