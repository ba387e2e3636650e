import { OPEN_STATUSES, routePath } from '@agency/core';
import {
  checkLocation,
  checkText,
  formatPhone,
  hoursToTexts,
  type LocationDraft,
  textsToHours,
  WEEKDAYS,
  type Weekday,
} from '@agency/core/forms';
import { GoogleSyncState } from '../google/GoogleSyncState';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import type { Problem } from '../problems';
import { nullable, nullableNumber, textOf } from './field-values';
import type { FieldSpec, FormValues, PinKindSpec } from './kind-spec';
import {
  checkSpecialHours,
  formToSpecialHours,
  SPECIAL_HOURS,
  SPECIAL_HOURS_TEXT_MAX,
  specialHoursToForm,
} from './special-hours';

/** The longest description Google shows (the contract's LocationInput.description). */
export const DESCRIPTION_MAX_LENGTH = 750;

// An open status is one of core's, or none (the select's empty choice).
const OPEN_STATUS_CHOICES = ['', ...OPEN_STATUSES];
type OpenStatus = (typeof OPEN_STATUSES)[number];
const isOpenStatus = (value: string): value is OpenStatus =>
  (OPEN_STATUSES as readonly string[]).includes(value);

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'field.name', kind: 'text', required: true, input: { maxLength: 200 } },
  { name: 'storeCode', label: 'field.storeCode', kind: 'text', input: { maxLength: 64 } },
  {
    name: 'primaryCategory',
    label: 'field.primaryCategory',
    kind: 'text',
    input: { maxLength: 120 },
  },
  {
    name: 'openStatus',
    label: 'field.openStatus',
    kind: 'select',
    options: OPEN_STATUS_CHOICES,
    optionLabel: (value) =>
      value === '' ? 'option.openStatus.none' : (`option.openStatus.${value}` as AccountMessageKey),
  },
  {
    name: 'description',
    label: 'field.description',
    kind: 'textarea',
    hint: 'field.description.hint',
    input: { maxLength: DESCRIPTION_MAX_LENGTH },
  },
  {
    name: 'addressLines',
    label: 'field.addressLines',
    kind: 'lines',
    hint: 'field.addressLines.hint',
  },
  { name: 'locality', label: 'field.locality', kind: 'text', input: { maxLength: 120 } },
  {
    name: 'administrativeArea',
    label: 'field.administrativeArea',
    kind: 'text',
    input: { maxLength: 120 },
  },
  { name: 'postalCode', label: 'field.postalCode', kind: 'text', input: { maxLength: 20 } },
  {
    name: 'country',
    label: 'field.country',
    kind: 'text',
    input: { maxLength: 2, autoComplete: 'country' },
  },
  { name: 'phone', label: 'field.phone', kind: 'tel', input: { autoComplete: 'tel' } },
  { name: 'website', label: 'field.website', kind: 'url', input: { autoComplete: 'url' } },
  { name: 'hours', label: 'field.hours', kind: 'hours', hint: 'field.hours.hint' },
  {
    name: SPECIAL_HOURS,
    label: 'field.specialHours',
    kind: 'specialHours',
    input: { maxLength: SPECIAL_HOURS_TEXT_MAX },
  },
  {
    name: 'latitude',
    label: 'field.latitude',
    kind: 'number',
    input: { min: -90, max: 90, step: 'any' },
  },
  {
    name: 'longitude',
    label: 'field.longitude',
    kind: 'number',
    input: { min: -180, max: 180, step: 'any' },
  },
  { name: 'placeId', label: 'field.placeId', kind: 'text', readOnly: true },
];

const TEXT_FIELDS = [
  'name',
  'storeCode',
  'primaryCategory',
  'locality',
  'administrativeArea',
  'postalCode',
  'country',
  'phone',
  'website',
  'latitude',
  'longitude',
  'description',
  'openStatus',
  'placeId',
] as const;

/** The form key of a day's hours text (`09:00-13:00, 14:00-19:00`, empty when closed). */
export const hoursKey = (day: Weekday) => `hours.${day}`;

function hoursOf(item: PinRecord): Record<string, string> {
  const texts = hoursToTexts(item.hours);
  return Object.fromEntries(WEEKDAYS.map((day) => [hoursKey(day), texts[day]]));
}

function draftOf(values: FormValues): LocationDraft {
  const text = (key: string) => values[key] ?? '';
  return {
    name: text('name'),
    storeCode: text('storeCode'),
    addressLines: text('addressLines'),
    locality: text('locality'),
    administrativeArea: text('administrativeArea'),
    postalCode: text('postalCode'),
    country: text('country'),
    phone: text('phone'),
    website: text('website'),
    primaryCategory: text('primaryCategory'),
    latitude: text('latitude'),
    longitude: text('longitude'),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, text(hoursKey(day))]),
    ) as LocationDraft['hours'],
  };
}

function address(item: PinRecord): string {
  const lines = Array.isArray(item.addressLines)
    ? item.addressLines.filter((l) => typeof l === 'string')
    : [];
  return [...lines, textOf(item, 'locality'), textOf(item, 'postalCode'), textOf(item, 'country')]
    .filter((part) => part !== '')
    .join(', ');
}

const BLANK: FormValues = {
  ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, ''])),
  addressLines: '',
  ...Object.fromEntries(WEEKDAYS.map((day) => [hoursKey(day), ''])),
  [SPECIAL_HOURS]: '',
};

/**
 * Points of sale shown on maps: name, code, category, open status, description, address, phone,
 * website, hours, special hours, coordinates, and Google's place id (read only).
 */
export const LOCATIONS: PinKindSpec = {
  kind: 'locations',
  controller: 'Locations',
  searchHint: 'list.searchPlaceholder',
  defaultSort: 'name',
  sorts: ['name', 'createdAt', 'updatedAt', 'locality'],
  columns: [
    { label: 'field.name', cell: (item) => item.name },
    {
      label: 'field.storeCode',
      cell: (item, { t }) => textOf(item, 'storeCode') || t('form.none'),
    },
    { label: 'field.address', cell: (item, { t }) => address(item) || t('form.none') },
    {
      label: 'field.phone',
      cell: (item, { t }) => formatPhone(textOf(item, 'phone'), 'international') || t('form.none'),
    },
    {
      label: 'field.source',
      cell: (item, { t }) =>
        t(`option.source.${textOf(item, 'source') || 'manual'}` as AccountMessageKey),
    },
    { label: 'field.google', cell: (item) => <GoogleSyncState item={item} /> },
  ],
  rowLinks: (item, lang) => [
    {
      text: 'kind.statistics',
      label: 'list.statisticsNamed',
      to: routePath('account-pins-statistics', lang, {}, { locationId: item.id }),
    },
  ],
  googleLinked: true,
  fields: FIELDS,
  blank: BLANK,
  toForm: (item) => ({
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, textOf(item, key)])),
    addressLines: Array.isArray(item.addressLines) ? item.addressLines.join('\n') : '',
    // Stored in E.164, edited as people read it; the server reads it back to E.164.
    phone: formatPhone(textOf(item, 'phone'), 'international'),
    ...hoursOf(item),
    [SPECIAL_HOURS]: specialHoursToForm(item.specialHours),
  }),
  check: (values) => {
    // A day's problem stays under `hours.<day>`, a special date's under `specialHours.<line>.<part>`:
    // the editors show each on its row.
    const found: Record<string, Problem> = {
      ...checkLocation(draftOf(values)),
      ...checkSpecialHours(values),
    };
    const description = checkText(values.description ?? '', { max: DESCRIPTION_MAX_LENGTH });
    if (description !== null) found.description = description;
    return found;
  },
  toItem: (values) => {
    const draft = draftOf(values);
    return {
      name: draft.name.trim(),
      storeCode: nullable(draft.storeCode),
      addressLines: draft.addressLines
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      locality: nullable(draft.locality),
      administrativeArea: nullable(draft.administrativeArea),
      postalCode: nullable(draft.postalCode),
      country: nullable(draft.country),
      phone: nullable(draft.phone),
      website: nullable(draft.website),
      primaryCategory: nullable(draft.primaryCategory),
      hours: textsToHours(draft.hours),
      latitude: nullableNumber(draft.latitude),
      longitude: nullableNumber(draft.longitude),
      description: nullable(values.description),
      openStatus: isOpenStatus(values.openStatus ?? '') ? values.openStatus : null,
      specialHours: formToSpecialHours(values),
    };
  },
};
