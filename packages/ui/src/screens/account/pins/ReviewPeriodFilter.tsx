import { type FormEvent, useId } from 'react';
import { useNavigate } from '../../../provider/hooks';
import { type ListQuery, listUrl } from '../list-url';
import { PeriodFields } from '../statistics/PeriodFields';
import { useLocationChoices } from '../statistics/use-series';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';

/** The reviews list's location and period filters: one form that puts locationId, from and to in the list's URL. */
export function ReviewPeriodFilter({
  path,
  query,
}: {
  readonly path: string;
  readonly query: ListQuery;
}) {
  const { t } = useText();
  const id = useId();
  const navigate = useNavigate();
  const { can } = useAccountPage();
  const choices = useLocationChoices(can('Locations/list'));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '') || undefined;
    navigate(
      listUrl(path, query, {
        locationId: value('locationId'),
        from: value('from'),
        to: value('to'),
      }),
    );
  };
  return (
    <form
      className="statistics-range"
      method="get"
      action={path}
      onSubmit={apply}
      aria-label={t('list.reviewPeriod')}
    >
      <PeriodFields
        id={id}
        from={query.from ?? ''}
        to={query.to ?? ''}
        locationId={query.locationId ?? ''}
        choices={choices}
      />
      <button type="submit" className="button">
        {t('stats.apply')}
      </button>
    </form>
  );
}
