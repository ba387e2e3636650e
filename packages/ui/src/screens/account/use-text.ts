import type { IntlShape } from '@formatjs/intl';
import { useMemo } from 'react';
import { useLang } from '../../provider/use-lang';
import { createAccountIntl } from './i18n/account-intl';
import type { AccountMessageKey } from './i18n/en';

/** Values an account message takes. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Formats an account message in the page's language. */
export type Text = (id: AccountMessageKey, values?: TextValues) => string;

/** The account area's intl and a shorthand formatter, in the page's language. */
export function useText(): { readonly t: Text; readonly intl: IntlShape<AccountMessageKey> } {
  const intl = createAccountIntl(useLang());
  return useMemo(
    () => ({
      t: (id: AccountMessageKey, values?: TextValues) => intl.formatMessage({ id }, values),
      intl,
    }),
    [intl],
  );
}
