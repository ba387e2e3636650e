import { createContext } from 'react';

/** The language chosen in Ladle's controls (the global `lang` control). */
export const StoryLanguage = createContext<string>('ru');
