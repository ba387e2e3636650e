import { areaLanguage, routePath } from '@agency/core';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import { AuthShell } from './AuthShell';
import { EmailSignInForm } from './EmailSignInForm';
import { PhoneSignInForm } from './PhoneSignInForm';
import { SocialSignIn } from './SocialSignIn';

const METHODS = ['email', 'phone'] as const;
type Method = (typeof METHODS)[number];

// Without JavaScript a tab is a link to the page showing that method (`?tab=phone`).
const TAB_QUERY = 'tab';

/** The sign-in screen: tabs for e-mail + password and for phone sign-in, then Google and Facebook when configured. */
export function SignInScreen() {
  const intl = useIntl();
  const id = useId();
  const lang = useLang();
  const { query } = usePageLocation();
  const phonePosted = usePostedForm('phoneSignIn') !== null;
  const [method, setMethod] = useState<Method>(
    phonePosted || query[TAB_QUERY] === 'phone' ? 'phone' : 'email',
  );
  const tabs = useRef<Record<Method, HTMLAnchorElement | null>>({ email: null, phone: null });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = method === 'email' ? 'phone' : 'email';
    setMethod(next);
    tabs.current[next]?.focus();
  };
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.title' })}>
      {/* A reader whose language the account does not speak is told where they continue. */}
      {areaLanguage(lang) !== lang ? (
        <p className="auth__note" lang={lang}>
          {intl.formatMessage({ id: 'auth.continuesInEnglish' })}
        </p>
      ) : null}
      <div
        className="tabs"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'auth.tabs' })}
        onKeyDown={onKeyDown}
      >
        {METHODS.map((item) => (
          <a
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            href={routePath('sign-in', lang, {}, item === 'email' ? {} : { [TAB_QUERY]: item })}
            role="tab"
            id={`${id}-${item}-tab`}
            aria-selected={method === item}
            aria-controls={`${id}-${item}-panel`}
            tabIndex={method === item ? 0 : -1}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              setMethod(item);
            }}
          >
            {intl.formatMessage({ id: `auth.tab.${item}` })}
          </a>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${method}-panel`} aria-labelledby={`${id}-${method}-tab`}>
        {method === 'email' ? <EmailSignInForm /> : <PhoneSignInForm />}
      </div>
      <SocialSignIn />
      <p className="auth__note">{intl.formatMessage({ id: 'auth.noAccount' })}</p>
    </AuthShell>
  );
}
