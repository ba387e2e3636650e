import { useEffect, useId, useRef } from 'react';
import { useIsBrowser } from '../../../provider/use-is-browser';
import type { AccountMessageKey } from '../i18n/en';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import type { FormValues } from './kind-spec';
import {
  CLOSED_VALUE,
  isBlankRow,
  SPECIAL_HOURS,
  SPECIAL_HOURS_MAX,
  SPECIAL_PARTS,
  type SpecialPart,
  type SpecialRow,
  specialKey,
  specialRows,
  specialRowValues,
} from './special-hours';

/** Empty rows a form without JavaScript offers to fill in (it cannot add rows). */
const SPARE_ROWS = 2;

const EMPTY_ROW: SpecialRow = { date: '', endDate: '', closed: '', periods: '' };

const LABELS: Readonly<Record<SpecialPart, AccountMessageKey>> = {
  date: 'field.specialHours.date',
  endDate: 'field.specialHours.endDate',
  closed: 'field.specialHours.closed',
  periods: 'field.specialHours.periods',
};

// Without JavaScript: the rows and empty ones to fill in, SPARE_ROWS at the end at most.
function withSpareRows(rows: readonly SpecialRow[]): readonly SpecialRow[] {
  let trailing = 0;
  while (trailing < rows.length && isBlankRow(rows[rows.length - 1 - trailing] ?? EMPTY_ROW))
    trailing += 1;
  const spare = Math.min(Math.max(SPARE_ROWS - trailing, 0), SPECIAL_HOURS_MAX - rows.length);
  return [...rows, ...Array.from({ length: spare }, () => EMPTY_ROW)];
}

/**
 * Special hours: a list of dates (a holiday, an event), each a day or a range of days, closed or
 * open in its own periods typed as the weekly hours are (`09:00-13:00, 14:00-18:00`). With
 * JavaScript rows are added and removed; without it the form offers two empty rows more and posts
 * the row count in a hidden field.
 */
export function SpecialHoursField({
  values,
  problems,
  onValue,
}: {
  readonly values: FormValues;
  /** `specialHours` for the whole list (the server's), `specialHours.<row>.<part>` for one part. */
  readonly problems: Readonly<Record<string, Problem>>;
  readonly onValue: (name: string, value: string) => void;
}) {
  const { t } = useText();
  const id = useId();
  const browser = useIsBrowser();
  const rows = specialRows(values);
  const shown = browser ? rows : withSpareRows(rows);
  const problem = problems[SPECIAL_HOURS];
  const frame = useRef<HTMLFieldSetElement>(null);
  // After "add", the keyboard goes to the new row's first control.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const inputs = frame.current?.querySelectorAll<HTMLInputElement>('.special-hours__date');
    inputs?.[inputs.length - 1]?.focus();
  });

  // Every key of the list is written again, so the problems of rows that moved are cleared too.
  const write = (next: readonly SpecialRow[], previous: number) => {
    const written = specialRowValues(next);
    for (let row = next.length; row < previous; row += 1)
      for (const part of SPECIAL_PARTS) written[specialKey(row, part)] = '';
    for (const [key, value] of Object.entries(written)) onValue(key, value);
  };
  const add = () => {
    added.current = true;
    write([...rows, EMPTY_ROW], rows.length);
  };
  const remove = (index: number) => {
    write(
      rows.filter((_, row) => row !== index),
      rows.length,
    );
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
      <input type="hidden" name={SPECIAL_HOURS} value={String(shown.length)} />
      {shown.length === 0 ? (
        <p className="special-hours__none">{t('field.specialHours.none')}</p>
      ) : null}
      {shown.map((row, index) => {
        const number = index + 1;
        const rowProblems = SPECIAL_PARTS.flatMap((part) => {
          const found = problems[specialKey(index, part)];
          return found === undefined ? [] : [{ part, found }];
        });
        const control = (part: SpecialPart) => ({
          id: `${id}-${index}-${part}`,
          name: specialKey(index, part),
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; its texts are the form's values.
          <fieldset key={index} className="special-hours__row">
            <legend className="visually-hidden">{t('field.specialHours.row', { number })}</legend>
            <div className="special-hours__part">
              {label('date')}
              <input
                {...control('date')}
                type="date"
                className="field__input special-hours__date"
                value={row.date}
                onChange={(event) => onValue(specialKey(index, 'date'), event.target.value)}
              />
            </div>
            <div className="special-hours__part">
              {label('endDate')}
              <input
                {...control('endDate')}
                type="date"
                className="field__input"
                value={row.endDate}
                onChange={(event) => onValue(specialKey(index, 'endDate'), event.target.value)}
              />
            </div>
            <div className="special-hours__part special-hours__part--check">
              <input
                {...control('closed')}
                type="checkbox"
                value={CLOSED_VALUE}
                checked={row.closed === CLOSED_VALUE}
                onChange={(event) =>
                  onValue(specialKey(index, 'closed'), event.target.checked ? CLOSED_VALUE : '')
                }
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
                disabled={browser && row.closed === CLOSED_VALUE}
                onChange={(event) => onValue(specialKey(index, 'periods'), event.target.value)}
              />
            </div>
            {browser ? (
              <button
                type="button"
                className="button button--small special-hours__remove"
                aria-label={t('field.specialHours.removeNamed', { number })}
                onClick={() => remove(index)}
              >
                {t('field.specialHours.remove')}
              </button>
            ) : null}
            {rowProblems.length === 0 ? null : (
              <ul id={`${id}-${index}-message`} className="field__message special-hours__message">
                {rowProblems.map(({ part, found }) => (
                  <li key={part}>
                    {t(LABELS[part])}: {problemText(t, found)}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      })}
      {browser && rows.length < SPECIAL_HOURS_MAX ? (
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
