import type { components } from '@agency/contracts';
import type { Language, Query, RouteName } from '@agency/core';
import type { AdminListQuery } from '@agency/core/admin';
import type { ComponentType } from 'react';
import type { FieldDescription, FormValues } from '../../../components/forms/field-description';
import type { FormProblem, FormProblems } from '../../../components/forms/form-problem';
import type { ColumnDescription } from '../../../components/lists/column-description';
import type { AdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';

/** A record of an admin list as the /web contract sends it. */
export type AdminRecord = Readonly<Record<string, unknown>> & { readonly id: string };

/** The contract's records of the back office's lists. */
export type AdminRecords = {
  readonly Users: Schemas['User'];
  readonly Roles: Schemas['Role'];
  readonly Permissions: Schemas['Permission'];
  readonly Controllers: Schemas['Controller'];
  readonly Navigations: Schemas['Navigation'];
  readonly Subactions: Schemas['Subaction'];
  readonly Pages: Schemas['ContentPage'];
  readonly Clients: Schemas['Client'];
};

/** A field's problem in the back office's words (the forms' one vocabulary). */
export type FieldProblem = FormProblem<AdminMessageKey>;

/** Problems per field name (client rules or the server's field errors). */
export type FieldProblems = FormProblems<AdminMessageKey>;

type Schemas = components['schemas'];

/** The /web controllers of the back-office resources. */
export const ADMIN_CONTROLLERS = [
  'Users',
  'Roles',
  'Permissions',
  'Controllers',
  'Navigations',
  'Subactions',
  'Pages',
  'Clients',
] as const;

/** The /web controller of a back-office resource. */
export type AdminController = (typeof ADMIN_CONTROLLERS)[number];

/** Whether a name is a back-office resource's controller. */
export function isAdminController(name: string): name is AdminController {
  return (ADMIN_CONTROLLERS as readonly string[]).includes(name);
}

/** Choices of a field from the records of another back-office list (the back office's own source of choices). */
export interface RecordOptions {
  readonly kind: 'records';
  /** The controller whose list gives the options. */
  readonly controller: AdminController;
  /** The option value of a record (e.g. the role's name). */
  readonly value: (record: AdminRecord) => string;
  /** Keep only the records that fit the form's current values (e.g. the chosen controller). */
  readonly when?: (record: AdminRecord, values: FormValues) => boolean;
}

/** One field of a resource's form: the forms' one field description, and a page content's preview. */
export interface ResourceField extends FieldDescription<AdminMessageKey, RecordOptions> {
  /**
   * Page content (Markdown) in `lang`: the form offers the page with it before saving (Pages/preview,
   * shown by the site's own screens for the record's `route`).
   */
  readonly preview?: { readonly lang: Language };
}

/** What the back office's cells format with: its texts and its date format. */
export interface AdminCellFormat {
  readonly t: AdminText;
  readonly formatDate: (iso: string) => string;
}

/** One column of a resource's list (and of its CSV export): the lists' one column description, its cells text. */
export type ResourceColumn<R extends AdminRecord = AdminRecord> = ColumnDescription<
  R,
  AdminMessageKey,
  AdminCellFormat,
  string
>;

/** A list's filters beyond its text filter, as `<Controller>/list` takes them (e.g. spam: true). */
export type ListFilterValues = Readonly<Record<string, string | boolean>>;

/** Props of a list's filter controls: the filters in the address and the move to new ones. */
export interface ListFilterControlsProps {
  readonly filters: ListFilterValues;
  readonly query: AdminListQuery;
  readonly onFilters: (filters: ListFilterValues) => void;
}

/** A list's own filters: read from the address, and the controls that change them. */
export interface ListFilters {
  readonly read: (query: Query) => ListFilterValues;
  readonly Controls: ComponentType<ListFilterControlsProps>;
}

/** A row's own action, offered while the list's filters say so (a suspected spam's "Not spam"). */
export interface RowAction {
  readonly label: AdminMessageKey;
  /** The notification once done ({name}: the record's label). */
  readonly done: AdminMessageKey;
  readonly when: (filters: ListFilterValues) => boolean;
  /** The `<Controller>/update` item it sends. */
  readonly changes: Readonly<Record<string, unknown>>;
}

/** A link from each row to another screen about the record (a role's permission grid). */
export interface RowLink<R extends AdminRecord = AdminRecord> {
  readonly label: AdminMessageKey;
  /** The pair the other screen needs (`Controller/subaction`): without it the link is not drawn. */
  readonly pair: string;
  /** The link's path without a language prefix, and its query. */
  to(record: R): { readonly path: string; readonly query: Query };
}

/**
 * A call of its own on one record (a won lead's "Invite to an account", Clients/invite): offered on
 * the rows it applies to, and asked at once when a save makes it apply (the lead just marked won).
 */
export interface RecordCall<R extends AdminRecord = AdminRecord> {
  readonly subaction: 'invite';
  readonly label: AdminMessageKey;
  /** The question once a save makes it apply ({name}: the record's label). */
  readonly question: AdminMessageKey;
  /** The notification once done, by the call's answer ({name}: the record's label). */
  readonly done: (answer: Readonly<Record<string, unknown>>) => AdminMessageKey;
  applies(record: R): boolean;
}

/**
 * A back-office resource: its route, controller, list columns, sort keys and form; `R` is the
 * contract's record of its list (the record methods are bivariant: a resource's description serves
 * the generic list of `AdminRecord`s).
 */
export interface ResourceDescription<R extends AdminRecord = AdminRecord> {
  readonly route: RouteName;
  readonly controller: AdminController;
  readonly title: AdminMessageKey;
  readonly singular: AdminMessageKey;
  /** The list's sort keys (the contract's enum without the '-' variants). */
  readonly sorts: readonly string[];
  readonly columns: readonly ResourceColumn<R>[];
  readonly fields: readonly ResourceField[];
  /** How a person names a record (row selection labels, edit titles, delete reports). */
  label(record: R): string;
  /** Extra checks across fields, after each field's own rules. */
  readonly check?: (values: FormValues) => FieldProblems;
  /** Reshapes the item built from the fields before it is sent. */
  readonly finish?: (item: Record<string, unknown>) => Record<string, unknown>;
  /** Filters of its own beyond the text filter, kept in the address (the clients' lead filters). */
  readonly listFilters?: ListFilters;
  /** A row action through `<Controller>/update` (needs the update permission). */
  readonly rowAction?: RowAction;
  /** A link from each row to another screen about the record. */
  readonly rowLink?: RowLink<R>;
  /** A call of its own on a record (needs its own permission). */
  readonly recordCall?: RecordCall<R>;
}
