import { ALL_DAY, parseDayHours, WEEKDAYS } from '@agency/core/forms';
import { useId } from 'react';
import type { FormValues } from '../../../components/forms/field-description';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import { hoursKey } from './location-kind';

type DayMode = 'closed' | 'allDay' | 'open';

// A day's text decides its mode: the select only rewrites the text, so nothing is held twice.
function modeOf(text: string): DayMode {
  const result = parseDayHours(text);
  if (result.kind === 'unspecified' || result.kind === 'closed') return 'closed';
  if (result.kind === 'open' && result.periods.length === 1) {
    const [only] = result.periods;
    if (only && `${only.open}-${only.close}` === ALL_DAY) return 'allDay';
  }
  return 'open';
}

const MODE_TEXT: Record<DayMode, string> = { closed: '', allDay: ALL_DAY, open: '09:00-18:00' };

/**
 * Opening hours: per weekday closed, open 24 hours, or any number of periods typed as the import
 * reads them (`09:00-13:00, 14:00-19:00`). The text is what the form sends; the select fills it in.
 * A closed day shows an empty text (no example that could pass for data); any day's hours can be
 * copied to every day.
 */
export function HoursField({
  values,
  problems,
  onValue,
}: {
  readonly values: FormValues<string>;
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
        const text = values[hoursKey(day)] ?? '';
        const mode = modeOf(text);
        return (
          <div key={day} className="hours__day">
            <span className="hours__name" aria-hidden="true">
              {dayName}
            </span>
            <select
              className="field__input"
              aria-label={t('field.hours.mode', { day: dayName })}
              value={mode}
              onChange={(event) => {
                const next = event.target.value as DayMode;
                if (next !== mode) onValue(hoursKey(day), MODE_TEXT[next]);
              }}
            >
              <option value="closed">{t('field.hours.closed')}</option>
              <option value="allDay">{t('field.hours.allDay')}</option>
              <option value="open">{t('field.hours.open')}</option>
            </select>
            <input
              type="text"
              className="field__input"
              name={hoursKey(day)}
              aria-label={t('field.hours.periods', { day: dayName })}
              value={text}
              aria-invalid={dayProblem !== undefined}
              aria-describedby={dayProblem ? dayMessage : undefined}
              onChange={(event) => onValue(hoursKey(day), event.target.value)}
            />
            <button
              type="button"
              className="hours__copy"
              aria-label={t('field.hours.copyDay', { day: dayName })}
              onClick={() => {
                for (const other of WEEKDAYS) if (other !== day) onValue(hoursKey(other), text);
              }}
            >
              {t('field.hours.copy')}
            </button>
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
