import { routePath } from '@agency/core';
import { Link } from '../../components/Link';
import { useLang } from '../../provider/use-lang';
import { KIND_ROUTES } from './kind-routes';
import { PIN_KIND_NAMES, type Summary } from './page-data';
import { useText } from './use-text';

/** One card per pin kind the summary counts, with its count, linking to the kind's list (its archive when `archived`). */
export function SummaryCards({
  summary,
  archived,
}: {
  readonly summary: Summary;
  readonly archived: boolean;
}) {
  const { t } = useText();
  const lang = useLang();
  return (
    <ul className="account-cards">
      {PIN_KIND_NAMES.filter((kind) => summary[kind] !== undefined).map((kind) => (
        <li key={kind} className="account-card">
          <Link
            to={routePath(KIND_ROUTES[kind], lang, {}, archived ? { archived: 'true' } : {})}
            keep={['archived']}
            className="count-card"
          >
            <span className="count-card__label">{t(`kind.${kind}`)}</span>
            <span className="count-card__count">
              {t(archived ? 'index.archivedCount' : 'index.count', { count: summary[kind] ?? 0 })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
