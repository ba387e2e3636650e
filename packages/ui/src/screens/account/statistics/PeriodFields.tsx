import { useText } from '../use-text';
import type { LocationChoice } from './use-series';

/** Props of `PeriodFields`: the ids' prefix, the values shown, the locations to choose from and the id of a problem that names these fields. */
export interface PeriodFieldsProps {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly locationId: string;
  readonly choices: readonly LocationChoice[];
  /** The id of the message saying what is wrong with the dates, when something is. */
  readonly problemId?: string | null;
}

/**
 * The period and location of a filter (`from`, `to`, `locationId`), as the statistics and the
 * reviews list ask for them: two dates and one location, or all of them.
 */
export function PeriodFields({
  id,
  from,
  to,
  locationId,
  choices,
  problemId = null,
}: PeriodFieldsProps) {
  const { t } = useText();
  const invalid = problemId !== null;
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <div className="field" key={name}>
          <label className="field__label" htmlFor={`${id}-${name}`}>
            {t(name === 'from' ? 'stats.from' : 'stats.to')}
          </label>
          <input
            id={`${id}-${name}`}
            className="field__input"
            type="date"
            name={name}
            defaultValue={name === 'from' ? from : to}
            aria-invalid={invalid}
            aria-describedby={problemId ?? undefined}
          />
        </div>
      ))}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-location`}>
          {t('stats.location')}
        </label>
        <select
          id={`${id}-location`}
          className="field__input"
          name="locationId"
          defaultValue={locationId}
          key={choices.length}
        >
          <option value="">{t('stats.allLocations')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
