import { WEEKDAYS } from '@agency/core';
import { useId } from 'react';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import type { FormValues } from './kind-spec';
import { hoursKey } from './location-kind';

/** Opening hours: one row per weekday with opening and closing times; an empty day is closed. */
export function HoursField({
  values,
  problems,
  onValue,
}: {
  readonly values: FormValues;
  /** `hours` for the whole week (the server's), `hours.<day>` for one day. */
  readonly problems: Readonly<Record<string, Problem>>;
  readonly onValue: (name: string, value: string) => void;
}) {
  const { t } = useText();
  const id = useId();
  const problem = problems.hours;
  return (
    <fieldset
      className="field hours"
      aria-describedby={problem ? `${id}-message ${id}-hint` : `${id}-hint`}
      aria-invalid={problem !== undefined}
    >
      <legend className="field__label">{t('field.hours')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('field.hours.hint')}
      </p>
      {WEEKDAYS.map((day) => {
        const dayName = t(`day.${day}`);
        const dayProblem = problems[`hours.${day}`];
        const dayMessage = `${id}-${day}-message`;
        return (
          <div key={day} className="hours__day">
            <span className="hours__name" aria-hidden="true">
              {dayName}
            </span>
            {(['open', 'close'] as const).map((edge) => (
              <input
                key={edge}
                type="time"
                className="field__input"
                name={hoursKey(day, edge)}
                aria-label={t(edge === 'open' ? 'field.hours.open' : 'field.hours.close', {
                  day: dayName,
                })}
                value={values[hoursKey(day, edge)] ?? ''}
                aria-invalid={dayProblem !== undefined}
                aria-describedby={dayProblem ? dayMessage : undefined}
                onChange={(event) => onValue(hoursKey(day, edge), event.target.value)}
              />
            ))}
            {dayProblem ? (
              <p id={dayMessage} className="field__message hours__message">
                {dayName}: {problemText(t, dayProblem)}
              </p>
            ) : null}
          </div>
        );
      })}
      {problem ? (
        <p id={`${id}-message`} className="field__message">
          {problemText(t, problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
