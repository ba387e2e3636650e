import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { useConfirm } from '../../src/components/use-confirm';
import { atPage, siteFixture } from '../site-fixture';

const TEXTS = {
  ru: { header: 'Подтверждение', text: 'Вы уверены, что хотите продолжить?', yes: 'Да', no: 'Нет' },
  en: { header: 'Confirm', text: 'Are you sure you want to proceed?', yes: 'Yes', no: 'No' },
  ua: { header: 'Підтвердження', text: 'Ви впевнені, що хочете продовжити?', yes: 'Так', no: 'Ні' },
  es: { header: 'Confirmar', text: '¿Está seguro de que desea continuar?', yes: 'Sí', no: 'No' },
} as const;

function Asker({ onReady }: { readonly onReady: (confirm: () => Promise<boolean>) => void }) {
  onReady(useConfirm());
  return null;
}

const REQUEST = { type: 'confirmation/requested', id: 'delete-1' } as const;

describe.each(['ru', 'en', 'ua', 'es'] as const)('ConfirmDialog in %s', (lang) => {
  const texts = TEXTS[lang];

  it("\"Text 'Are you sure you want to proceed?', header 'Confirm', buttons 'Yes' and 'No'\"; \"Default focus on accept\"", () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <ConfirmDialog />));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => f.store.dispatch(REQUEST));
    const dialog = screen.getByRole('dialog', { name: texts.header });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(texts.text)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: texts.yes }));
    expect(screen.getByRole('button', { name: texts.no })).toBeTruthy();
  });
});

describe.each(['ru', 'en'] as const)('ConfirmDialog transitions in %s', (lang) => {
  const texts = TEXTS[lang];
  const close = lang === 'ru' ? 'Закрыть' : 'Close';

  it('"closes on accept"', async () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <ConfirmDialog />));
    act(() => f.store.dispatch(REQUEST));
    await userEvent.click(screen.getByRole('button', { name: texts.yes }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.store.getState().confirmation).toEqual({
      visible: false,
      id: 'delete-1',
      answer: 'accepted',
    });
  });

  it('"closes on ... reject"', async () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <ConfirmDialog />));
    act(() => f.store.dispatch(REQUEST));
    await userEvent.click(screen.getByRole('button', { name: texts.no }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.store.getState().confirmation.answer).toBe('rejected');
  });

  it('"closes on ... close" (the close button and Escape)', async () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <ConfirmDialog />));
    act(() => f.store.dispatch(REQUEST));
    await userEvent.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => f.store.dispatch({ type: 'confirmation/requested', id: 'delete-2' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.store.getState().confirmation.answer).toBe('dismissed');
  });

  it('"closes on ... hide" (a click on the backdrop)', async () => {
    const f = siteFixture(lang);
    render(atPage(f, '/', <ConfirmDialog />));
    act(() => f.store.dispatch(REQUEST));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.store.getState().confirmation.answer).toBe('dismissed');
  });

  it('keeps the focus inside the dialog (Tab and Shift+Tab wrap around)', async () => {
    const f = siteFixture(lang);
    render(
      atPage(
        f,
        '/',
        <>
          <button type="button">outside</button>
          <ConfirmDialog />
        </>,
      ),
    );
    act(() => f.store.dispatch(REQUEST));
    const yes = screen.getByRole('button', { name: texts.yes });
    expect(document.activeElement).toBe(yes);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: close }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(yes);
  });
});

describe('ConfirmDialog', () => {
  it('"a confirmation dialog drawn only in the browser": the server renders none', () => {
    const f = siteFixture('en', { actions: [REQUEST] });
    expect(renderToString(atPage(f, '/en', <ConfirmDialog />))).toBe('');
  });

  it('useConfirm resolves true on accept and false on reject', async () => {
    const f = siteFixture('en');
    let ask: () => Promise<boolean> = async () => false;
    render(
      atPage(
        f,
        '/en',
        <>
          <Asker
            onReady={(confirm) => {
              ask = confirm;
            }}
          />
          <ConfirmDialog />
        </>,
      ),
    );
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = ask();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await first).toBe(true);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = ask();
    });
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await second).toBe(false);
  });
});
