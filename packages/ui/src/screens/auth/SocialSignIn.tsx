import { enabledSocialProviders, socialProblemOf, socialStartPath } from '@agency/core';
import { socialMessage } from '@agency/core/sign-in';
import { useIntl, useSiteConfig } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';

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
  if (providers.length === 0 && problem === null) return null;
  return (
    <div className="social-sign-in">
      {problem === null ? null : (
        <p className="form__message" role="alert">
          {socialMessage(problem, lang)}
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
