import type { Language } from '@agency/core';
import { useStore } from './hooks';
import { selectLang } from './selectors';

/** The page's current language from the store. */
export function useLang(): Language {
  return useStore(selectLang);
}
