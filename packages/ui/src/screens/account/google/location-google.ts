import type { components } from '@agency/contracts';
import { OPEN_STATUSES } from '@agency/core';
import { hoursToTexts, WEEKDAYS } from '@agency/core/forms';
import type { IntlShape } from '@formatjs/intl';
import { formatDay } from '../format';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import { formToSpecialHours, SPECIAL_HOURS, specialHoursToForm } from '../pins/special-hours';
import type { Text } from '../use-text';

/** How a location stands with its Google listing: the contract's LocationGoogleLink. */
export type LocationGoogleLink = components['schemas']['LocationGoogleLink'];

/** A field a location and its Google listing both hold. */
export type LinkedLocationField = components['schemas']['LinkedLocationField'];

/** A change made on Google's side that waits for the merchant. */
export type GoogleFieldChange = components['schemas']['GoogleFieldChange'];

const STATES: readonly LocationGoogleLink['state'][] = ['inStep', 'waiting', 'failed', 'unlinked'];

/** The label of each linked field in the account's words (the form's labels). */
export const LINKED_FIELD_LABELS: Readonly<Record<LinkedLocationField, AccountMessageKey>> = {
  name: 'field.name',
  storeCode: 'field.storeCode',
  addressLines: 'field.addressLines',
  locality: 'field.locality',
  administrativeArea: 'field.administrativeArea',
  postalCode: 'field.postalCode',
  country: 'field.country',
  phone: 'field.phone',
  additionalPhones: 'field.additionalPhones',
  website: 'field.website',
  primaryCategory: 'field.primaryCategory',
  additionalCategories: 'field.additionalCategories',
  hours: 'field.hours',
  specialHours: 'field.specialHours',
  latitude: 'field.latitude',
  longitude: 'field.longitude',
  description: 'field.description',
  openStatus: 'field.openStatus',
};

/** Whether a value names a linked field. */
export function isLinkedField(value: unknown): value is LinkedLocationField {
  return typeof value === 'string' && Object.hasOwn(LINKED_FIELD_LABELS, value);
}

/** A location's Google link, or null when it has none (or it is malformed). */
export function readGoogleLink(item: PinRecord): LocationGoogleLink | null {
  const link = item.google;
  if (typeof link !== 'object' || link === null) return null;
  const { name, via, state, message, syncedAt, googleChanges } = link as Record<string, unknown>;
  if (typeof name !== 'string' || !STATES.includes(state as LocationGoogleLink['state']))
    return null;
  const changes = Array.isArray(googleChanges)
    ? googleChanges.filter(
        (change): change is GoogleFieldChange =>
          typeof change === 'object' && change !== null && isLinkedField(change.field),
      )
    : [];
  return {
    name,
    via: via === 'agency' ? 'agency' : 'customer',
    state: state as LocationGoogleLink['state'],
    message: typeof message === 'string' && message !== '' ? message : null,
    syncedAt: typeof syncedAt === 'string' ? syncedAt : null,
    googleChanges: changes,
  };
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((part): part is string => typeof part === 'string') : [];

/**
 * A linked field's value as one line of text in the page's language, for either side (ours or
 * Google's, both in the contract's shape of the field): lists joined, hours per day, special
 * hours per date, the open status worded; empty values as `none`.
 */
export function formatLinkedValue(
  field: LinkedLocationField,
  value: unknown,
  t: Text,
  intl: IntlShape<AccountMessageKey>,
): string {
  const none = t('form.none');
  switch (field) {
    case 'addressLines':
    case 'additionalPhones':
    case 'additionalCategories':
      return texts(value).join(', ') || none;
    case 'hours': {
      const week = hoursToTexts(value);
      const days = WEEKDAYS.filter((day) => week[day] !== '').map(
        (day) => `${t(`day.${day}`)} ${week[day]}`,
      );
      return days.join('; ') || t('field.hours.closed');
    }
    case 'specialHours': {
      const days = formToSpecialHours({ [SPECIAL_HOURS]: specialHoursToForm(value) }).map((day) => {
        const dates =
          day.endDate === null
            ? formatDay(intl, day.date)
            : `${formatDay(intl, day.date)} – ${formatDay(intl, day.endDate)}`;
        const hours = day.closed
          ? t('field.specialHours.closed')
          : day.periods.map((period) => `${period.open}-${period.close}`).join(', ');
        return `${dates}: ${hours}`;
      });
      return days.join('; ') || none;
    }
    case 'openStatus':
      return (OPEN_STATUSES as readonly unknown[]).includes(value)
        ? t(`option.openStatus.${value}` as AccountMessageKey)
        : t('option.openStatus.none');
    default:
      if (typeof value === 'string') return value === '' ? none : value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return none;
  }
}
