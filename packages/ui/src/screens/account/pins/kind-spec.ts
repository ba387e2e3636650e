import type { Language } from '@agency/core';
import type { FieldRuleProblem } from '@agency/core/forms';
import type { IntlShape } from '@formatjs/intl';
import type { FieldDescription, FormValues } from '../../../components/forms/field-description';
import type { ColumnDescription } from '../../../components/lists/column-description';
import type { AccountMessageKey } from '../i18n/en';
import type { PinController } from '../kind-routes';
import type { PinKindName, PinRecord } from '../page-data';
import type { Text } from '../use-text';

/** One field of an account form: the forms' one field description in the account's words. */
export type FieldSpec = FieldDescription<AccountMessageKey>;

/** What a table cell needs to format values. */
export interface CellFormat {
  readonly t: Text;
  readonly intl: IntlShape<AccountMessageKey>;
}

/** A link of a table row: its visible text, its accessible name (with the record's name) and target. */
export interface RowLink {
  readonly text: AccountMessageKey;
  readonly label: AccountMessageKey;
  readonly to: string;
}

/** One column of a kind's table: the lists' one column description in the account's words. */
export type ColumnSpec<R extends PinRecord = PinRecord> = ColumnDescription<
  R,
  AccountMessageKey,
  CellFormat
>;

/**
 * A pin kind as the generic list and form draw it: columns, sorts, fields and its rules; `R` is
 * the contract's record of the kind (the record methods are bivariant: a kind's description
 * serves the generic list of `PinRecord`s).
 */
export interface PinKindSpec<R extends PinRecord = PinRecord> {
  readonly kind: PinKindName;
  readonly controller: PinController;
  /** The search box's placeholder: what the list's search matches. */
  readonly searchHint: AccountMessageKey;
  /** The order the server lists in when the URL names none (web-api: locations by name, else newest change first). */
  readonly defaultSort: string;
  /** Sort keys the list offers (each also with a leading - for descending). */
  readonly sorts: readonly string[];
  readonly columns: readonly ColumnSpec<R>[];
  /** Links a row offers besides its buttons (a location's statistics). */
  rowLinks?(item: R, lang: Language): readonly RowLink[];
  readonly fields: readonly FieldSpec[];
  /** The form field of a server field error's payload path (default: the item's top-level field). */
  readonly serverField?: (path: string) => string;
  /** Records linked to a Google Business Profile listing (locations): the edit form shows the link and Google's changes. */
  readonly googleLinked?: boolean;
  /** A record whose only editable part is the merchant's reply (a review from Google): its edit is the reply form. */
  replyOnly?(item: R): boolean;
  /** Records published to Google listings (publications): a saved one's form offers where it goes on Google. */
  readonly googlePosts?: boolean;
  /** Filters of reviews: only unanswered ones, and a number of stars. */
  readonly reviewFilters?: boolean;
  /** Records read or unread (notifications): a read filter, a read column and mark read/unread buttons. */
  readonly readState?: boolean;
  /** The values of a new record's form. */
  readonly blank: FormValues<string>;
  /** The form values of a record. */
  toForm(item: R): FormValues<string>;
  /** The client-side problems of a form's values (core's rules), by field name. */
  readonly check: (values: FormValues<string>) => Readonly<Record<string, FieldRuleProblem>>;
  /** The contract's `item` payload of a form's values. */
  readonly toItem: (values: FormValues<string>) => Record<string, unknown>;
}
