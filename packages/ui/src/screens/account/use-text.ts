import { type AreaTextValues, areaText } from '../../components/area-intl';
import { createAccountIntl } from './i18n/account-intl';
import type { AccountMessageKey } from './i18n/en';

/** Values an account message takes. */
export type TextValues = AreaTextValues;

/** Formats an account message in the page's language. */
export type Text = (id: AccountMessageKey, values?: TextValues) => string;

/** The account area's intl and a shorthand formatter, in the page's language. */
export const useText = areaText(createAccountIntl);
