import { formatPhone } from '@agency/core/forms';
import type { FixedOptions } from '../../../components/forms/field-description';
import { textOf } from '../../../components/forms/record-values';
import type { AdminMessageKey } from '../i18n/en';
import type { AdminRecord, RecordOptions, ResourceColumn } from './resource';

/** A record's field as text ('' when absent, null or not a plain value): the forms' `textOf`. */
export const str = (record: AdminRecord, key: string): string => textOf(record[key]);

/** A column showing a field as it is, sortable by `sort` when given. */
export const plain = (key: string, label: AdminMessageKey, sort?: string): ResourceColumn => ({
  key,
  label,
  ...(sort === undefined ? {} : { sort }),
  cell: (record) => str(record, key),
});

/** A column of a phone: in international format on screen (+380 44 123 4567), E.164 in the CSV. */
export const phoneColumn = (key: string, label: AdminMessageKey): ResourceColumn => ({
  key,
  label,
  cell: (record) => formatPhone(str(record, key), 'international'),
  csv: (record) => str(record, key),
});

/** A column of an instant: formatted on screen, ISO 8601 in the CSV. */
export const stamp = (key: string, label: AdminMessageKey, sort?: string): ResourceColumn => ({
  key,
  label,
  ...(sort === undefined ? {} : { sort }),
  cell: (record, { formatDate }) => (str(record, key) === '' ? '' : formatDate(str(record, key))),
  csv: (record) => str(record, key),
});

/** The languages a person may prefer. */
export const LANG_OPTIONS: FixedOptions<AdminMessageKey> = {
  kind: 'fixed',
  values: [
    { value: 'ru', label: 'lang.ru' },
    { value: 'en', label: 'lang.en' },
    { value: 'ua', label: 'lang.ua' },
    { value: 'es', label: 'lang.es' },
  ],
};

/** A choice among the role names of Roles/list. */
export const ROLE_OPTIONS: RecordOptions = {
  kind: 'records',
  controller: 'Roles',
  value: (record) => str(record, 'name'),
};
