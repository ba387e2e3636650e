import { OPEN_STATUSES, routePath } from '@agency/core';
import {
  checkLocation,
  formatPhone,
  hoursToTexts,
  type LocationDraft,
  maxLength,
  textsToHours,
  WEEKDAYS,
  type Weekday,
} from '@agency/core/forms';
import { checkFields } from '../../../components/forms/check-fields';
import { type FormValues, fixedOptions } from '../../../components/forms/field-description';
import { itemFromValues, textOf } from '../../../components/forms/record-values';
import { GoogleSyncState } from '../google/GoogleSyncState';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord, PinRecords } from '../page-data';
import type { FieldSpec, PinKindSpec } from './kind-spec';
import { pinValues } from './pin-values';
import {
  checkSpecialHours,
  formToSpecialHours,
  SPECIAL_HOURS,
  specialHoursToForm,
} from './special-hours';

/** The longest description Google shows (the contract's LocationInput.description). */
export const DESCRIPTION_MAX_LENGTH = 750;

// An open status is one of core's, or none (the select's empty choice).
const OPEN_STATUS_CHOICES = ['', ...OPEN_STATUSES];

// Most of the location's rules are core's checkLocation (shared with the maps import), and the
// special hours' own; the fields say what is edited, how, and how it is sent.
const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'field.name', kind: 'text', required: true },
  { name: 'storeCode', label: 'field.storeCode', kind: 'text', nullable: true },
  { name: 'primaryCategory', label: 'field.primaryCategory', kind: 'text', nullable: true },
  {
    name: 'openStatus',
    label: 'field.openStatus',
    kind: 'select',
    nullable: true,
    options: fixedOptions(OPEN_STATUS_CHOICES, (value) =>
      value === '' ? 'option.openStatus.none' : (`option.openStatus.${value}` as AccountMessageKey),
    ),
  },
  {
    name: 'description',
    label: 'field.description',
    kind: 'textarea',
    hint: 'field.description.hint',
    nullable: true,
    rules: [maxLength(DESCRIPTION_MAX_LENGTH)],
  },
  {
    name: 'addressLines',
    label: 'field.addressLines',
    kind: 'lines',
    hint: 'field.addressLines.hint',
  },
  { name: 'locality', label: 'field.locality', kind: 'text', nullable: true },
  { name: 'administrativeArea', label: 'field.administrativeArea', kind: 'text', nullable: true },
  { name: 'postalCode', label: 'field.postalCode', kind: 'text', nullable: true },
  {
    name: 'country',
    label: 'field.country',
    kind: 'text',
    nullable: true,
    input: { autoComplete: 'country' },
  },
  {
    name: 'phone',
    label: 'field.phone',
    kind: 'tel',
    nullable: true,
    input: { autoComplete: 'tel' },
  },
  {
    name: 'website',
    label: 'field.website',
    kind: 'url',
    nullable: true,
    input: { autoComplete: 'url' },
  },
  { name: 'hours', label: 'field.hours', kind: 'hours', hint: 'field.hours.hint' },
  { name: SPECIAL_HOURS, label: 'field.specialHours', kind: 'specialHours' },
  { name: 'latitude', label: 'field.latitude', kind: 'decimal', nullable: true },
  { name: 'longitude', label: 'field.longitude', kind: 'decimal', nullable: true },
  { name: 'placeId', label: 'field.placeId', kind: 'text', readOnly: true },
];

/** The form key of a day's hours text (`09:00-13:00, 14:00-19:00`, empty when closed). */
export const hoursKey = (day: Weekday) => `hours.${day}`;

function hoursOf(item: PinRecord): Record<string, string> {
  const texts = hoursToTexts(item.hours);
  return Object.fromEntries(WEEKDAYS.map((day) => [hoursKey(day), texts[day]]));
}

function draftOf(values: FormValues<string>): LocationDraft {
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
  return [...lines, textOf(item.locality), textOf(item.postalCode), textOf(item.country)]
    .filter((part) => part !== '')
    .join(', ');
}

const BLANK: FormValues<string> = {
  ...pinValues(FIELDS, null),
  ...Object.fromEntries(WEEKDAYS.map((day) => [hoursKey(day), ''])),
  [SPECIAL_HOURS]: '',
};

/**
 * Points of sale shown on maps: name, code, category, open status, description, address, phone,
 * website, hours, special hours, coordinates, and Google's place id (read only).
 */
export const LOCATIONS: PinKindSpec<PinRecords['locations']> = {
  kind: 'locations',
  controller: 'Locations',
  searchHint: 'list.searchPlaceholder',
  defaultSort: 'name',
  sorts: ['name', 'createdAt', 'updatedAt', 'locality'],
  columns: [
    { key: 'name', label: 'field.name', cell: (item) => item.name },
    {
      key: 'storeCode',
      label: 'field.storeCode',
      cell: (item, { t }) => textOf(item.storeCode) || t('form.none'),
    },
    {
      key: 'address',
      label: 'field.address',
      cell: (item, { t }) => address(item) || t('form.none'),
    },
    {
      key: 'phone',
      label: 'field.phone',
      cell: (item, { t }) => formatPhone(textOf(item.phone), 'international') || t('form.none'),
    },
    {
      key: 'source',
      label: 'field.source',
      cell: (item, { t }) =>
        t(`option.source.${textOf(item.source) || 'manual'}` as AccountMessageKey),
    },
    { key: 'google', label: 'field.google', cell: (item) => <GoogleSyncState item={item} /> },
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
    ...pinValues(FIELDS, item),
    // Stored in E.164, edited as people read it; the server reads it back to E.164.
    phone: formatPhone(textOf(item.phone), 'international'),
    ...hoursOf(item),
    [SPECIAL_HOURS]: specialHoursToForm(item.specialHours),
  }),
  check: (values) => {
    // A day's problem stays under `hours.<day>`, a special date's under `specialHours.<line>.<part>`:
    // the editors show each on its row.
    return {
      ...checkFields(FIELDS, values),
      ...checkLocation(draftOf(values)),
      ...checkSpecialHours(values),
    };
  },
  toItem: (values) => ({
    ...itemFromValues(FIELDS, values),
    hours: textsToHours(draftOf(values).hours),
    specialHours: formToSpecialHours(values),
  }),
};
