import type { components } from '@agency/contracts';
import {
  enabledSocialProviders,
  isSocialProvider,
  type SocialProvider,
  socialProblemOf,
  socialStartPath,
} from '@agency/core';
// The refusal's words alone (4.8 KB), not the whole server catalog in four languages (70 KB): the
// account chunk evaluates what it imports on every account page's load (issue 30).
import { socialMessage } from '@agency/core/social-messages';
import { type FormEvent, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useSiteConfig } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { usePostedForm } from '../../../provider/posted-form';
import { useLang } from '../../../provider/use-lang';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';

/** One linked provider as the settings show it: the contract's LinkedProvider without its date. */
export type LinkedProvider = Pick<components['schemas']['LinkedProvider'], 'provider' | 'email'>;

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The linked providers of the page's settings (contract AccountSettings.linkedProviders); none when absent. */
export function readLinkedProviders(settings: unknown): LinkedProvider[] {
  const list = (settings as { linkedProviders?: unknown } | null)?.linkedProviders;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { provider?: unknown; email?: unknown }) =>
    isSocialProvider(item?.provider)
      ? [{ provider: item.provider, email: typeof item.email === 'string' ? item.email : null }]
      : [],
  );
}

/**
 * Settings' Google and Facebook section: the linked accounts, each with an unlink button (a form
 * that also posts without JavaScript; the backend keeps the last way to sign in), and a "connect"
 * link for each configured provider not linked yet.
 */
export function LinkedProviders({ linked }: { readonly linked: readonly LinkedProvider[] }) {
  const { t } = useText();
  const lang = useLang();
  const call = useAccountCall();
  const site = useSiteConfig();
  const { query } = usePageLocation();
  const posted = usePostedForm('unlinkProvider');
  // The list the last unlink answered, until the page brings its own.
  const [answered, setAnswered] = useState<{
    readonly source: readonly LinkedProvider[];
    readonly list: LinkedProvider[];
  } | null>(null);
  const list = answered !== null && answered.source === linked ? answered.list : linked;
  const unlink = async (event: FormEvent<HTMLFormElement>, provider: SocialProvider) => {
    event.preventDefault();
    const outcome = await call('Account/unlinkProvider', { provider });
    if (outcome.ok) setAnswered({ source: linked, list: readLinkedProviders(outcome.data) });
  };
  const problem = socialProblemOf(query);
  const connectable = enabledSocialProviders(site).filter(
    (provider) => !list.some((item) => item.provider === provider),
  );
  // Nothing linked on arrival and nothing to connect: the section has nothing to say.
  if (linked.length === 0 && connectable.length === 0 && problem === null) return null;
  return (
    <section className="settings-form" aria-labelledby="linked-providers">
      <h2 id="linked-providers">{t('settings.linked')}</h2>
      {problem === null ? null : (
        <p className="form__message" role="alert">
          {socialMessage(problem, lang)}
        </p>
      )}
      {posted?.error ? (
        <p className="form__message" role="alert">
          {posted.error.message}
        </p>
      ) : null}
      {list.length === 0 ? <p>{t('settings.linkedNone')}</p> : null}
      <ul className="linked-providers">
        {list.map((item) => (
          <li key={item.provider}>
            <PostForm
              formName="unlinkProvider"
              onSubmit={(event) => unlink(event, item.provider)}
              aria-label={t('settings.unlink', { provider: NAMES[item.provider] })}
            >
              <span>
                {NAMES[item.provider]}
                {item.email === null ? null : ` (${item.email})`}
              </span>{' '}
              <input type="hidden" name="provider" value={item.provider} />
              <button type="submit" className="button">
                {t('settings.unlink', { provider: NAMES[item.provider] })}
              </button>
            </PostForm>
          </li>
        ))}
        {connectable.map((provider) => (
          <li key={provider}>
            <a className="button" href={socialStartPath(provider, lang)}>
              {t('settings.connect', { provider: NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
