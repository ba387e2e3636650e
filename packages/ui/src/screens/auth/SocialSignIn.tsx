import { enabledSocialProviders, socialProblemOf, socialStartPath } from '@agency/core';
import { useIntl, useSiteConfig } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';
import { socialProblemText } from './social-problem-text';

/**
 * "Continue with Google" and "Continue with Facebook" for the configured providers (none without
 * ids), as plain links that work without JavaScript, and why the last social sign-in was refused.
 */
export function SocialSignIn() {
  const intl = useIntl();
  const lang = useLang();
  const site = useSiteConfig();
  const { query } = usePageLocation();
  const providers = enabledSocialProviders(site);
  const problem = socialProblemOf(query);
  // The group's preload loaded the words before the server's render and the browser's hydration.
  const problemText = problem === null ? null : socialProblemText(problem, lang);
  if (providers.length === 0 && problemText === null) return null;
  return (
    <div className="social-sign-in">
      {problemText === null ? null : (
        <p className="form__message" role="alert">
          {problemText}
        </p>
      )}
      {providers.length === 0 ? null : (
        <ul className="social-sign-in__list" aria-label={intl.formatMessage({ id: 'auth.social' })}>
          {providers.map((provider) => (
            <li key={provider}>
              <a
                className={`button social-sign-in__button social-sign-in__button--${provider}`}
                href={socialStartPath(provider, lang)}
              >
                {intl.formatMessage({ id: `auth.social.${provider}` })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
