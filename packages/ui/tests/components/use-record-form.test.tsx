import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type RecordFormRules,
  type Refusal,
  type Saved,
  useRecordForm,
} from '../../src/components/forms/use-record-form';
import { atPage, siteFixture } from '../site-fixture';

type Values = { readonly first: string; readonly second: string };
type Rules = RecordFormRules<Values, string, string, string>;

// Both fields are required; the problems are shown as plain words.
const required = (values: Values) => {
  const found: Record<string, string> = {};
  if (values.first === '') found.first = 'first missing';
  if (values.second === '') found.second = 'second missing';
  return found;
};

function TwoFields({ rules }: { readonly rules: Rules }) {
  const form = useRecordForm(rules);
  const field = (name: keyof Values) => (
    <p>
      <input
        aria-label={name}
        value={form.values[name]}
        aria-invalid={name in form.problems}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
      <span>{form.problems[name] ?? null}</span>
    </p>
  );
  return (
    <form
      ref={form.frame as RefObject<HTMLFormElement | null>}
      aria-label="Two fields"
      onSubmit={form.submit}
    >
      {field('first')}
      {field('second')}
      {form.formProblem === null ? null : <p role="alert">{form.formProblem}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(rules: Partial<Rules> & Pick<Rules, 'send'>) {
  const fixture = siteFixture('en');
  const full: Rules = {
    initial: () => ({ first: '', second: '' }),
    check: required,
    invalid: 'fix the fields',
    ...rules,
  };
  render(atPage(fixture, '/en', <TwoFields rules={full} />));
  return fixture;
}

const refused = (refusal: Refusal<string, string>) => async () => refusal;

describe('useRecordForm', () => {
  it('moves the keyboard to the first control on open and to the first invalid one after a refusal', async () => {
    const user = userEvent.setup();
    renderForm({ send: refused({ fields: {}, form: null }) });
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    await user.type(screen.getByLabelText('first'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByLabelText('second'));
  });

  it('with focus: false the keyboard stays where it was, on open and after a refusal', async () => {
    const user = userEvent.setup();
    renderForm({ send: refused({ fields: {}, form: null }), focus: false });
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('first missing')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  // The server refuses the first field and the form; then the second field is emptied and saved again.
  async function refuseThenCheck(keepsRefusal: boolean) {
    const user = userEvent.setup();
    renderForm({
      send: refused({ fields: { first: 'first refused' }, form: 'refused' }),
      keepsRefusal,
    });
    await user.type(screen.getByLabelText('first'), 'a');
    await user.type(screen.getByLabelText('second'), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('first refused')).toBeTruthy();
    await user.clear(screen.getByLabelText('second'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('second missing')).toBeTruthy();
  }

  it("a failed check replaces the last refusal's problems by its own", async () => {
    await refuseThenCheck(false);
    expect(screen.queryByText('first refused')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('fix the fields');
  });

  it("with keepsRefusal a failed check adds its problems to the last refusal's", async () => {
    await refuseThenCheck(true);
    expect(screen.getByText('first refused')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('refused');
  });

  it('sends one submit at a time, then hands the answer on, rewrites the values and notifies', async () => {
    let answer: (saved: Saved<string>) => void = () => {};
    const sent: Values[] = [];
    const answers: string[] = [];
    const fixture = renderForm({
      initial: () => ({ first: 'a', second: 'b' }),
      send: (values) => {
        sent.push(values);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
      savedText: 'Saved',
      afterSave: (values) => ({ ...values, second: '' }),
      onSaved: (saved) => answers.push(saved),
    });
    const form = screen.getByRole('form', { name: 'Two fields' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(sent).toEqual([{ first: 'a', second: 'b' }]);
    await act(async () => answer({ saved: 'the answer' }));
    expect(answers).toEqual(['the answer']);
    expect((screen.getByLabelText('second') as HTMLInputElement).value).toBe('');
    expect(fixture.store.getState().notification).toMatchObject({ text: 'Saved' });
  });

  it('without savedText a save notifies nothing', async () => {
    const fixture = renderForm({
      initial: () => ({ first: 'a', second: 'b' }),
      send: async () => ({ saved: 'done' }),
    });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Two fields' }));
    });
    expect(fixture.store.getState().notification).toBeNull();
  });
});
