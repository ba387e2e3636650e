import { useEffect, useId, useRef } from 'react';
import type { FormValues } from '../../../components/forms/field-description';
import { useIsBrowser } from '../../../provider/use-is-browser';
import type { AccountMessageKey } from '../i18n/en';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import {
  EMPTY_ROW,
  formatSpecialHours,
  parseSpecialHours,
  SPECIAL_HOURS,
  SPECIAL_HOURS_MAX,
  SPECIAL_PARTS,
  type SpecialPart,
  type SpecialRow,
  specialKey,
} from './special-hours';

const LABELS: Readonly<Record<SpecialPart, AccountMessageKey>> = {
  date: 'field.specialHours.date',
  endDate: 'field.specialHours.endDate',
  closed: 'field.specialHours.closed',
  periods: 'field.specialHours.periods',
};

/** Props of `SpecialHoursField`: the form's values, its problems and the setter of a value. */
export interface SpecialHoursFieldProps {
  readonly values: FormValues<string>;
  /** `specialHours` for the whole list (the server's), `specialHours.<line>.<part>` for one part. */
  readonly problems: Readonly<Record<string, Problem>>;
  readonly onValue: (name: string, value: string) => void;
}

/**
 * Special hours: a list of dates (a holiday, an event), each a day or a range of days, closed or
 * open in its own periods typed as the weekly hours are (`09:00-13:00, 14:00-18:00`). The form
 * holds them as one text, a line per date, which is what a browser without JavaScript edits and
 * posts; with JavaScript each line is a row (date, until, closed, periods) to add or remove, and
 * every change writes the text again, so nothing is held twice.
 */
export function SpecialHoursField(props: SpecialHoursFieldProps) {
  return useIsBrowser() ? <SpecialHoursRows {...props} /> : <SpecialHoursText {...props} />;
}

// The problems of each line, worded: "Date: Fill in this field."
function lineProblems(
  problems: Readonly<Record<string, Problem>>,
  line: number,
): { readonly part: SpecialPart; readonly problem: Problem }[] {
  return SPECIAL_PARTS.flatMap((part) => {
    const problem = problems[specialKey(line, part)];
    return problem === undefined ? [] : [{ part, problem }];
  });
}

// Without JavaScript: the text itself, with the problems of each line below it.
function SpecialHoursText({ values, problems, onValue }: SpecialHoursFieldProps) {
  const { t } = useText();
  const id = useId();
  const text = values[SPECIAL_HOURS] ?? '';
  const lines = parseSpecialHours(text).flatMap((_, line) =>
    lineProblems(problems, line).length === 0 ? [] : [line],
  );
  const problem = problems[SPECIAL_HOURS];
  const invalid = problem !== undefined || lines.length > 0;
  return (
    <div className="field field--textarea special-hours">
      <label className="field__label" htmlFor={id}>
        {t('field.specialHours')}
      </label>
      <textarea
        id={id}
        name={SPECIAL_HOURS}
        className="field__input"
        rows={4}
        value={text}
        placeholder={'2026-12-24 09:00-14:00\n2026-12-25..2026-12-26 closed'}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-hint ${id}-message` : `${id}-hint`}
        onChange={(event) => onValue(SPECIAL_HOURS, event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('field.specialHours.textHint')}
      </p>
      {invalid ? (
        <ul id={`${id}-message`} className="field__message special-hours__message">
          {problem === undefined ? null : <li>{problemText(t, problem)}</li>}
          {lines.flatMap((line) =>
            lineProblems(problems, line).map(({ part, problem: found }) => (
              <li key={`${line}-${part}`}>
                {t('field.specialHours.line', { number: line + 1 })}: {t(LABELS[part])}:{' '}
                {problemText(t, found)}
              </li>
            )),
          )}
        </ul>
      ) : null}
    </div>
  );
}

// With JavaScript: a row per line.
function SpecialHoursRows({ values, problems, onValue }: SpecialHoursFieldProps) {
  const { t } = useText();
  const id = useId();
  const rows = parseSpecialHours(values[SPECIAL_HOURS] ?? '');
  const problem = problems[SPECIAL_HOURS];
  const frame = useRef<HTMLFieldSetElement>(null);
  // After "add", the keyboard goes to the new row's first control.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const dates = frame.current?.querySelectorAll<HTMLInputElement>('.special-hours__date');
    dates?.[dates.length - 1]?.focus();
  });

  const write = (next: readonly SpecialRow[]) => onValue(SPECIAL_HOURS, formatSpecialHours(next));
  const change = (index: number, part: Partial<SpecialRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const add = () => {
    added.current = true;
    write([...rows, EMPTY_ROW]);
  };
  const remove = (index: number) => {
    write(rows.filter((_, at) => at !== index));
    frame.current?.querySelector<HTMLButtonElement>('.special-hours__add')?.focus();
  };

  return (
    <fieldset
      ref={frame}
      className="field special-hours"
      aria-describedby={problem ? `${id}-message ${id}-hint` : `${id}-hint`}
      aria-invalid={problem !== undefined}
    >
      <legend className="field__label">{t('field.specialHours')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('field.specialHours.hint')}
      </p>
      {rows.length === 0 ? (
        <p className="special-hours__none">{t('field.specialHours.none')}</p>
      ) : null}
      {rows.map((row, index) => {
        const number = index + 1;
        const found = lineProblems(problems, index);
        const control = (part: SpecialPart) => ({
          id: `${id}-${index}-${part}`,
          'aria-invalid': problems[specialKey(index, part)] !== undefined,
          'aria-describedby':
            problems[specialKey(index, part)] === undefined ? undefined : `${id}-${index}-message`,
        });
        const label = (part: SpecialPart) => (
          <label className="special-hours__label" htmlFor={`${id}-${index}-${part}`}>
            {t(LABELS[part])}
          </label>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its line; its texts are the form's value.
          <fieldset key={index} className="special-hours__row">
            <legend className="visually-hidden">{t('field.specialHours.row', { number })}</legend>
            <div className="special-hours__part">
              {label('date')}
              <input
                {...control('date')}
                type="date"
                className="field__input special-hours__date"
                value={row.date}
                onChange={(event) => change(index, { date: event.target.value })}
              />
            </div>
            <div className="special-hours__part">
              {label('endDate')}
              <input
                {...control('endDate')}
                type="date"
                className="field__input"
                value={row.endDate}
                onChange={(event) => change(index, { endDate: event.target.value })}
              />
            </div>
            <div className="special-hours__part special-hours__part--check">
              <input
                {...control('closed')}
                type="checkbox"
                checked={row.closed}
                onChange={(event) => change(index, { closed: event.target.checked })}
              />
              {label('closed')}
            </div>
            <div className="special-hours__part">
              {label('periods')}
              <input
                {...control('periods')}
                type="text"
                className="field__input"
                placeholder="09:00-13:00, 14:00-18:00"
                value={row.periods}
                disabled={row.closed}
                onChange={(event) => change(index, { periods: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="button button--small special-hours__remove"
              aria-label={t('field.specialHours.removeNamed', { number })}
              onClick={() => remove(index)}
            >
              {t('field.specialHours.remove')}
            </button>
            {found.length === 0 ? null : (
              <ul id={`${id}-${index}-message`} className="field__message special-hours__message">
                {found.map(({ part, problem: partProblem }) => (
                  <li key={part}>
                    {t(LABELS[part])}: {problemText(t, partProblem)}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      })}
      {rows.length < SPECIAL_HOURS_MAX ? (
        <button type="button" className="button button--small special-hours__add" onClick={add}>
          {t('field.specialHours.add')}
        </button>
      ) : null}
      {problem ? (
        <p id={`${id}-message`} className="field__message">
          {problemText(t, problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
