import { Link } from '../components/Link';
import { useIntl } from '../provider/hooks';
import { NAV_LINKS } from './nav-links';

/** Props of `MainNav`: called when a link is chosen (the mobile menu closes on it). */
export interface MainNavProps {
  readonly onChoose?: () => void;
}

/** The header's navigation links to the landing sections. */
export function MainNav({ onChoose }: MainNavProps) {
  const intl = useIntl();
  return (
    <nav className="main-nav" aria-label={intl.formatMessage({ id: 'header.nav' })}>
      <ul>
        {NAV_LINKS.map((link) => (
          <li key={link.el}>
            {/* A string target: its localized href is worked out once per language (core's localizeLink). */}
            <Link to={`/?el=${encodeURIComponent(link.el)}`} onClick={onChoose}>
              {intl.formatMessage({ id: link.text })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
