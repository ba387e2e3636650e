import { afterEach, describe, expect, it } from 'vitest';
import { whenUsed } from '../../src/shell/when-used';

// Whether the promise has settled once the tasks queued so far have run.
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function drawn() {
  const main = document.createElement('main');
  main.innerHTML = '<form><input name="email"><a href="/sign-in/recovery">Forgot</a></form>';
  const outside = document.createElement('input');
  document.body.append(main, outside);
  return { main, field: main.querySelector('input') as HTMLInputElement, outside };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('whenUsed: a part drawn by the server waits for the visitor to use it (issue 30)', () => {
  it('waits while nothing happens, and for a press or a focus elsewhere', async () => {
    const { main, outside } = drawn();
    const used = whenUsed(main);
    outside.focus();
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(await settled(used)).toBe(false);
  });

  it('resolves when the visitor focuses a field inside', async () => {
    const { main, field } = drawn();
    const used = whenUsed(main);
    field.focus();
    expect(await settled(used)).toBe(true);
  });

  it('resolves when the visitor presses anything inside', async () => {
    const { main } = drawn();
    const used = whenUsed(main);
    main.querySelector('a')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(await settled(used)).toBe(true);
  });

  it('resolves at once when the focus is inside already (a field the visitor reached before the code came)', async () => {
    const { main, field } = drawn();
    field.focus();
    expect(await settled(whenUsed(main))).toBe(true);
  });

  it('resolves when a navigation asks for the code', async () => {
    const { main } = drawn();
    let ask = () => {};
    const asked = new Promise<void>((resolve) => {
      ask = resolve;
    });
    const used = whenUsed(main, asked);
    expect(await settled(used)).toBe(false);
    ask();
    expect(await settled(used)).toBe(true);
  });

  it('never resolves once its part is gone (aborted), whatever the visitor does then', async () => {
    const { main, field } = drawn();
    const gone = new AbortController();
    const used = whenUsed(main, undefined, gone.signal);
    gone.abort();
    field.focus();
    main.querySelector('a')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(await settled(used)).toBe(false);
  });

  it('resolves at once when the server drew nothing there', async () => {
    expect(await settled(whenUsed(null))).toBe(true);
  });
});
