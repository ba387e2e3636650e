import { Link } from '../../components/Link';
import { NAV_LINKS } from '../../layout/nav-links';
import { useIntl } from '../../provider/hooks';

/** Props of `ErrorScreen`: the error code shown (400-404; default 404). */
export interface ErrorScreenProps {
  readonly code?: string;
}

/**
 * The error page: the code, 'Oops. Something went wrong' and a 'Go home' link to /; a 404 also says
 * "Page not found" in words and links to the site's main sections.
 */
export function ErrorScreen({ code = '404' }: ErrorScreenProps) {
  const intl = useIntl();
  const notFound = code === '404';
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code">{intl.formatMessage({ id: 'error.code' }, { code })}</p>
      <h1 id="error-title">{intl.formatMessage({ id: 'error.text' })}</h1>
      {notFound ? (
        <p className="error-screen__lead">{intl.formatMessage({ id: 'error.pageNotFound' })}</p>
      ) : null}
      <Link to="/" className="button button--primary">
        {intl.formatMessage({ id: 'error.goHome' })}
      </Link>
      {notFound ? (
        <nav
          className="error-screen__sections"
          aria-label={intl.formatMessage({ id: 'error.sections' })}
        >
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.el}>
                <Link to={`/?el=${encodeURIComponent(link.el)}`}>
                  {intl.formatMessage({ id: link.text })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
