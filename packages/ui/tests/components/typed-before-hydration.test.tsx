import { act } from '@testing-library/react';
import { type FormEvent, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type ControlKind, RecordField } from '../../src/components/forms/RecordField';
import { collectConsoleErrors } from '../console-errors';

const errors = collectConsoleErrors();

// A form's field as the site's forms draw it: its value in the form's state, shown beside it.
function Form({ kind, first = '' }: { readonly kind: ControlKind; readonly first?: string }) {
  const [value, setValue] = useState(first);
  return (
    <form>
      <RecordField
        kind={kind}
        name="field"
        label="Field"
        problem={null}
        value={value}
        onValue={setValue}
      />
      <output>{value}</output>
    </form>
  );
}

// The server's HTML, what the visitor typed into it before the code came, then the browser's hydration.
async function typedThenHydrated(kind: ControlKind, typed: string, first = '') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form kind={kind} first={first} />);
  document.body.append(container);
  const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>('[name="field"]');
  if (control === null) throw new Error('no control');
  control.value = typed;
  await act(async () => {
    hydrateRoot(container, <Form kind={kind} first={first} />, {
      onRecoverableError: (error) => errors.push(['recoverable', error]),
    });
  });
  return { control, shown: () => container.querySelector('output')?.textContent };
}

describe("what a visitor typed before the page hydrated is the form's value (issue 30: the sign-in screens hydrate on first use)", () => {
  it.each([
    ['email', 'ada@example.com'],
    ['password', 'correct horse'],
    ['text', 'Ada'],
    ['textarea', 'Two\nlines'],
  ] as const)('%s: the typed text is taken, the control keeps it', async (kind, typed) => {
    const { control, shown } = await typedThenHydrated(kind, typed);
    expect(shown()).toBe(typed);
    expect(control.value).toBe(typed);
    expect(errors).toEqual([]);
  });

  it('a field the server drew with a value and the visitor changed takes the change', async () => {
    const { shown } = await typedThenHydrated('text', 'Grace', 'Ada');
    expect(shown()).toBe('Grace');
  });

  it("a field nobody typed into keeps the server's value and says nothing", async () => {
    const { shown } = await typedThenHydrated('text', 'Ada', 'Ada');
    expect(shown()).toBe('Ada');
  });

  it('a press right after the hydration, before React runs its passive effects, sends the typed text', async () => {
    const sent: string[] = [];
    // The sign-in form as it sends: the value in its state at the press.
    function SendingForm() {
      const [value, setValue] = useState('');
      const send = (event: FormEvent) => {
        event.preventDefault();
        sent.push(value);
      };
      return (
        <form onSubmit={send}>
          <RecordField
            kind="email"
            name="field"
            label="E-mail"
            problem={null}
            value={value}
            onValue={setValue}
          />
        </form>
      );
    }
    // The visitor's press, landing once the hydration is committed (a task React's passive effects follow).
    function PressOnceHydrated() {
      useLayoutEffect(() => {
        queueMicrotask(() =>
          document
            .querySelector('form')
            ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
        );
      }, []);
      return null;
    }
    const page = (
      <>
        <SendingForm />
        <PressOnceHydrated />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const control = container.querySelector<HTMLInputElement>('[name="field"]');
    if (control === null) throw new Error('no control');
    control.value = 'ada@example.com';
    // Outside act(), which would run the passive effects before anything else could happen.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = hydrateRoot(container, page);
    try {
      await vi.waitFor(() => expect(sent).toHaveLength(1));
    } finally {
      // Unmounted (which ends React's pending work on it) before act() is the rule again.
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
    expect(sent).toEqual(['ada@example.com']);
  });

  it('a field the browser draws itself (a navigation, no server HTML) asks for no change', async () => {
    const onValue = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        <RecordField
          kind="email"
          label="E-mail"
          problem={null}
          value="ada@example.com"
          onValue={onValue}
        />,
      );
    });
    expect(onValue).not.toHaveBeenCalled();
  });
});
