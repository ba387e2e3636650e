import { LANDING_SECTIONS } from '@agency/core';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';

/** What a 404 adds to the error page: "Page not found" in words and the site's main sections. */
export function NotFoundHelp() {
  const intl = useIntl();
  return (
    <>
      <p className="error-screen__lead">{intl.formatMessage({ id: 'error.pageNotFound' })}</p>
      <nav
        className="error-screen__sections"
        aria-label={intl.formatMessage({ id: 'error.sections' })}
      >
        <ul>
          {/* Core's sections, not the header's module: that one stays in the landing's own code. */}
          {LANDING_SECTIONS.map((el) => (
            <li key={el}>
              <Link to={`/?el=${el}`}>{intl.formatMessage({ id: `header.nav.${el}` })}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
