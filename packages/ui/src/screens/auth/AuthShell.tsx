import { routePath } from '@agency/core';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';

/** Props of `AuthShell`: the child screen's title, whether to offer the way back, and the child. */
export interface AuthShellProps {
  readonly title: string;
  readonly back?: boolean;
  readonly children?: ReactNode;
}

/** The authorization shell around the sign-in, confirmation and recovery screens. */
export function AuthShell({ title, back = false, children }: AuthShellProps) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <section className="auth container" aria-labelledby="auth-title">
      <div className="auth__card">
        <h1 id="auth-title">{title}</h1>
        {children}
        {back ? (
          <Link className="auth__back" to={routePath('sign-in', lang)}>
            {intl.formatMessage({ id: 'auth.backToSignIn' })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
