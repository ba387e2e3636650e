import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';

/** Props of `ErrorScreen`: the error code shown (400-404; default 404) and what goes under the heading. */
export interface ErrorScreenProps {
  readonly code?: string;
  readonly children?: ReactNode;
}

/**
 * The error page: the code, 'Oops. Something went wrong', what the caller adds (a 404's words and
 * sections) and a 'Go home' link to /.
 */
export function ErrorScreen({ code = '404', children }: ErrorScreenProps) {
  const intl = useIntl();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code">{intl.formatMessage({ id: 'error.code' }, { code })}</p>
      <h1 id="error-title">{intl.formatMessage({ id: 'error.text' })}</h1>
      {children}
      <Link to="/" className="button button--primary">
        {intl.formatMessage({ id: 'error.goHome' })}
      </Link>
    </section>
  );
}
