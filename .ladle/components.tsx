import { LANGUAGES } from '@agency/core';
import type { GlobalProvider } from '@ladle/react';
import { StoryLanguage } from '../packages/ui/src/stories/story-language';
import '../packages/ui/src/document.css';
import '../packages/ui/src/styles.css';

/** The language control every story shares: ru, en, ua, es. */
export const argTypes = {
  lang: {
    options: [...LANGUAGES],
    control: { type: 'inline-radio' },
    defaultValue: 'ru',
  },
};

/**
 * Hands the chosen language to the stories' `StorySite`, inside the root `.site` that the
 * library's styles are scoped under (stories of a single component have no `App` around them).
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const value = globalState.control?.lang?.value;
  return (
    <StoryLanguage.Provider value={typeof value === 'string' ? value : 'ru'}>
      <div className="site" data-theme="white">
        {children}
      </div>
    </StoryLanguage.Provider>
  );
};
