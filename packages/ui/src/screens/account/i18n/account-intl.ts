import type { Language } from '@agency/core';
import type { IntlShape } from '@formatjs/intl';
import { type AreaLanguage, areaIntl, areaLanguage } from '../../../components/area-intl';
import type { AccountMessageKey } from './en';

/** An account catalog: every account message key with its ICU text. */
export type AccountCatalog = Readonly<Record<AccountMessageKey, string>>;

// One dynamic import per language: an account page loads only its own language's texts, not the
// three catalogs (issue 30: the account chunk evaluated 116 KB of compiled messages at load).
const LOADERS: Readonly<Record<AreaLanguage, () => Promise<AccountCatalog>>> = {
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  ua: () => import('./ua').then((module) => module.ua),
};

// Filled language by language as the catalogs load; areaIntl reads a language's entry when its intl is made.
const catalogs: Partial<Record<AreaLanguage, AccountCatalog>> = {};
const loading = new Map<AreaLanguage, Promise<void>>();

/** Whether the account texts of a language are loaded (es reads English). */
export function accountMessagesLoaded(lang: Language): boolean {
  return catalogs[areaLanguage(lang)] !== undefined;
}

/** Loads the account texts of a language once (again after a failed load); es reads English. */
export function loadAccountMessages(lang: Language): Promise<void> {
  const area = areaLanguage(lang);
  if (catalogs[area] !== undefined) return Promise.resolve();
  let pending = loading.get(area);
  if (pending === undefined) {
    pending = LOADERS[area]().then(
      (catalog) => {
        catalogs[area] = catalog;
      },
      (error: unknown) => {
        loading.delete(area);
        throw error;
      },
    );
    loading.set(area, pending);
  }
  return pending;
}

const intlOf = areaIntl(catalogs as Readonly<Record<AreaLanguage, AccountCatalog>>);
// The languages whose intl prepareAccountIntl has made.
const intls = new Set<AreaLanguage>();

/**
 * The account area's intl of a language whose texts are loaded (`loadAccountMessages`, which the
 * group's preload runs before any account page is drawn); es (never routed here) falls back to en.
 */
export function createAccountIntl(lang: Language): IntlShape<AccountMessageKey> {
  if (!accountMessagesLoaded(lang))
    throw new Error(`the account texts in ${lang} are not loaded (loadAccountMessages)`);
  return intlOf(lang);
}

// A macrotask: what follows runs in a task of its own, after the browser had its turn.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the account texts of a language and, in the browser, makes their intl in a task of its own
 * before the first account render: the first Intl.NumberFormat a page makes sets up ICU's data
 * (~15 ms on a desktop core, four times that on a phone), which would otherwise fall inside hydration's
 * task (issue 30). The server only loads the texts.
 */
export async function prepareAccountIntl(lang: Language): Promise<void> {
  const made = accountMessagesLoaded(lang) && intls.has(areaLanguage(lang));
  await loadAccountMessages(lang);
  if (typeof window === 'undefined' || made) return;
  await nextTask();
  createAccountIntl(lang);
  intls.add(areaLanguage(lang));
  await nextTask();
}
