import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIntl } from '../../provider/hooks';
import { AuthShell } from './AuthShell';
import { EmailSignInForm } from './EmailSignInForm';
import { PhoneSignInForm } from './PhoneSignInForm';

const METHODS = ['email', 'phone'] as const;
type Method = (typeof METHODS)[number];

/** The sign-in screen: tabs for e-mail + password and for phone sign-in. */
export function SignInScreen() {
  const intl = useIntl();
  const id = useId();
  const [method, setMethod] = useState<Method>('email');
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ email: null, phone: null });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = method === 'email' ? 'phone' : 'email';
    setMethod(next);
    tabs.current[next]?.focus();
  };
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.title' })}>
      <div
        className="tabs"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'auth.tabs' })}
        onKeyDown={onKeyDown}
      >
        {METHODS.map((item) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item}-tab`}
            aria-selected={method === item}
            aria-controls={`${id}-${item}-panel`}
            tabIndex={method === item ? 0 : -1}
            onClick={() => setMethod(item)}
          >
            {intl.formatMessage({ id: `auth.tab.${item}` })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${method}-panel`} aria-labelledby={`${id}-${method}-tab`}>
        {method === 'email' ? <EmailSignInForm /> : <PhoneSignInForm />}
      </div>
    </AuthShell>
  );
}
