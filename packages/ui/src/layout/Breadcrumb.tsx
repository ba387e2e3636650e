import { BREADCRUMB_KEPT_QUERY } from '@agency/core';
import { Icon } from '../components/Icon';
import { Link } from '../components/Link';
import { useIntl, useStore } from '../provider/hooks';
import { selectWay } from '../provider/selectors';

/** The breadcrumb: a home icon, then the page's trail (links keep only p); nothing on an empty trail. */
export function Breadcrumb() {
  const intl = useIntl();
  const way = useStore(selectWay);
  if (way.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'breadcrumb.label' })}>
      <ol>
        <li>
          <Link to="/" aria-label={intl.formatMessage({ id: 'breadcrumb.home' })}>
            <Icon name="home" size={18} />
          </Link>
        </li>
        {way.map((item, index) => (
          <li key={`${item.to}-${item.label}`}>
            <Link
              to={item.to}
              keep={BREADCRUMB_KEPT_QUERY}
              aria-current={index === way.length - 1 ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
