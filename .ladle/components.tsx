import { LANGUAGES } from '@agency/core';
import type { GlobalProvider } from '@ladle/react';
import { StoryLanguage } from '../packages/ui/src/stories/story-language';
import '../packages/ui/src/styles.css';

/** The language control every story shares: ru, en, ua, es. */
export const argTypes = {
  lang: {
    options: [...LANGUAGES],
    control: { type: 'inline-radio' },
    defaultValue: 'ru',
  },
};

/** Hands the chosen language to the stories' `StorySite`. */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const value = globalState.control?.lang?.value;
  return (
    <StoryLanguage.Provider value={typeof value === 'string' ? value : 'ru'}>
      {children}
    </StoryLanguage.Provider>
  );
};
