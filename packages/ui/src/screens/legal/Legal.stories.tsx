import { createStore, initialState, LANGUAGES, type Language, reducer } from '@agency/core';
import { type ReactNode, useMemo } from 'react';
import { defaultSiteConfig } from '../../config/site-config';
import { createSiteIntl } from '../../i18n/create-site-intl';
import { SiteProvider } from '../../provider/SiteProvider';
import type { Story, StoryDefault } from '../../stories/story-types';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
import { TermsOfServiceScreen } from './TermsOfServiceScreen';
import './legal.css';

interface LegalStoryArgs {
  readonly lang: Language;
  readonly brand: string;
  readonly legalEntity: string;
  readonly email: string;
}

const context = {
  protocol: 'http',
  hostname: 'localhost',
  headers: {},
  cookies: {},
  ip: '127.0.0.1',
  statusCode: 200,
} as const;

const noop = () => {};

/** A provider for one language, with the configuration's details replaced by the story's args. */
function StorySite({
  lang,
  brand,
  legalEntity,
  email,
  children,
}: LegalStoryArgs & { children: ReactNode }) {
  const store = useMemo(() => createStore(reducer, initialState(context, lang)), [lang]);
  const config = useMemo(
    () => ({ ...defaultSiteConfig, brand, legalEntity, email }),
    [brand, legalEntity, email],
  );
  return (
    <SiteProvider
      store={store}
      intl={createSiteIntl(lang)}
      navigate={noop}
      api={{ call: () => Promise.reject(new Error('Stories make no calls')) }}
      config={config}
      analytics={{ pageView: noop, event: noop }}
    >
      {children}
    </SiteProvider>
  );
}

export default {
  title: 'Screens / Legal',
  args: {
    brand: defaultSiteConfig.brand,
    legalEntity: defaultSiteConfig.legalEntity,
    email: defaultSiteConfig.email,
  },
  argTypes: {
    lang: { options: [...LANGUAGES], control: { type: 'inline-radio' }, defaultValue: 'ru' },
  },
} satisfies StoryDefault<LegalStoryArgs>;

// Stories have no backend: the pages show the notice of decision 0042, as an embedder without one does.

/** The privacy policy without a backend; switch the language and edit the agency's details in the controls. */
export const PrivacyPolicy: Story<LegalStoryArgs> = (args) => (
  <StorySite {...args}>
    <PrivacyPolicyScreen />
  </StorySite>
);

/** The terms of service without a backend; switch the language and edit the agency's details in the controls. */
export const TermsOfService: Story<LegalStoryArgs> = (args) => (
  <StorySite {...args}>
    <TermsOfServiceScreen />
  </StorySite>
);
