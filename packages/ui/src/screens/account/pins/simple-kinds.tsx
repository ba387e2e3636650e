import {
  checkCurrency,
  checkDayOrder,
  checkWebUrl,
  day,
  maxLength,
  numberBetween,
  url,
} from '@agency/core/forms';
import { checkFields } from '../../../components/forms/check-fields';
import { fixedOptions } from '../../../components/forms/field-description';
import { itemFromValues, textOf } from '../../../components/forms/record-values';
import { formatDay, formatInstant } from '../format';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord, PinRecords } from '../page-data';
import type { CellFormat, ColumnSpec, FieldSpec, PinKindSpec } from './kind-spec';
import { pinValues } from './pin-values';

const channel = (value: string) => `option.channel.${value}` as AccountMessageKey;
const status = (value: string) => `option.status.${value}` as AccountMessageKey;

function dayCell(item: PinRecord, field: string, { t, intl }: CellFormat): string {
  const value = item[field];
  return typeof value === 'string' ? formatDay(intl, value) : t('form.none');
}

function instantCell(item: PinRecord, field: string, { t, intl }: CellFormat): string {
  const value = item[field];
  return typeof value === 'string' ? formatInstant(intl, value) : t('form.none');
}

function optionCell(
  item: PinRecord,
  field: string,
  label: (v: string) => AccountMessageKey,
  { t }: CellFormat,
) {
  const value = item[field];
  return typeof value === 'string' ? t(label(value)) : t('form.none');
}

const nameColumn = {
  key: 'name',
  label: 'field.name',
  cell: (item: PinRecord) => item.name,
} as const;

const channelColumn: ColumnSpec = {
  key: 'channel',
  label: 'field.channel',
  cell: (item, f) => optionCell(item, 'channel', channel, f),
};

const statusColumn: ColumnSpec = {
  key: 'status',
  label: 'field.status',
  cell: (item, f) => optionCell(item, 'status', status, f),
};

// The name of every kind but reviews: required, at most 200 characters.
const NAME: FieldSpec = {
  name: 'name',
  label: 'field.name',
  kind: 'text',
  required: true,
  rules: [maxLength(200)],
};

const ADVERTISING_FIELDS: readonly FieldSpec[] = [
  NAME,
  {
    name: 'channel',
    label: 'field.channel',
    kind: 'select',
    required: true,
    initial: 'search',
    options: fixedOptions(['search', 'maps', 'social', 'display'], channel),
  },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    initial: 'draft',
    options: fixedOptions(['draft', 'active', 'paused', 'ended'], status),
  },
  {
    name: 'dailyBudget',
    label: 'field.dailyBudget',
    kind: 'decimal',
    required: true,
    rules: [numberBetween(0, 1000000)],
  },
  {
    name: 'currency',
    label: 'field.currency',
    kind: 'text',
    required: true,
    initial: 'USD',
    rules: [maxLength(3)],
  },
  { name: 'startsOn', label: 'field.startsOn', kind: 'date', nullable: true, rules: [day] },
  { name: 'endsOn', label: 'field.endsOn', kind: 'date', nullable: true, rules: [day] },
];

/** Paid campaigns: channel, status, daily budget in a currency, start and end days. */
export const ADVERTISING: PinKindSpec<PinRecords['advertising']> = {
  kind: 'advertising',
  controller: 'Advertising',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'startsOn'],
  columns: [
    nameColumn,
    channelColumn,
    statusColumn,
    {
      key: 'dailyBudget',
      label: 'field.dailyBudget',
      cell: (item, { intl }) =>
        typeof item.dailyBudget === 'number' && typeof item.currency === 'string'
          ? intl.formatNumber(item.dailyBudget, { style: 'currency', currency: item.currency })
          : '',
    },
    { key: 'startsOn', label: 'field.startsOn', cell: (item, f) => dayCell(item, 'startsOn', f) },
    { key: 'endsOn', label: 'field.endsOn', cell: (item, f) => dayCell(item, 'endsOn', f) },
  ],
  fields: ADVERTISING_FIELDS,
  blank: pinValues(ADVERTISING_FIELDS, null),
  toForm: (item) => pinValues(ADVERTISING_FIELDS, item),
  check: (values) => {
    const found = { ...checkFields(ADVERTISING_FIELDS, values) };
    const currency = checkCurrency(values.currency ?? '');
    if (currency !== null && !('currency' in found)) found.currency = currency;
    const order = checkDayOrder(values.startsOn ?? '', values.endsOn ?? '');
    if (order !== null && !('endsOn' in found)) found.endsOn = order;
    return found;
  },
  toItem: (values) => itemFromValues(ADVERTISING_FIELDS, values),
};

// A long text: a notification's or publication's body, a review's text and reply.
const BODY_RULES = [maxLength(5000)];

const NOTIFICATION_FIELDS: readonly FieldSpec[] = [
  NAME,
  { name: 'body', label: 'field.body', kind: 'textarea', rules: BODY_RULES },
  {
    name: 'channel',
    label: 'field.channel',
    kind: 'select',
    required: true,
    initial: 'email',
    options: fixedOptions(['email', 'sms', 'push'], channel),
  },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    initial: 'draft',
    options: fixedOptions(['draft', 'scheduled', 'sent'], status),
  },
  { name: 'sendAt', label: 'field.sendAt', kind: 'datetime' },
];

/** Messages to customers by e-mail, SMS or push: channel, status, when they are sent, read or unread. */
export const NOTIFICATIONS: PinKindSpec<PinRecords['notifications']> = {
  kind: 'notifications',
  controller: 'Notifications',
  readState: true,
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'sendAt'],
  columns: [
    nameColumn,
    channelColumn,
    statusColumn,
    { key: 'sendAt', label: 'field.sendAt', cell: (item, f) => instantCell(item, 'sendAt', f) },
    {
      key: 'read',
      label: 'field.read',
      cell: (item, { t }) =>
        typeof item.readAt === 'string' ? t('read.yes') : <strong>{t('read.no')}</strong>,
    },
  ],
  fields: NOTIFICATION_FIELDS,
  blank: pinValues(NOTIFICATION_FIELDS, null),
  toForm: (item) => pinValues(NOTIFICATION_FIELDS, item),
  check: (values) => checkFields(NOTIFICATION_FIELDS, values),
  toItem: (values) => itemFromValues(NOTIFICATION_FIELDS, values),
};

/** The Google part of a review pulled from Google (the contract's ReviewGoogle), or null for one typed by hand. */
function fromGoogle(
  item: PinRecord,
): { readonly replyState: string; readonly replyMessage: string | null } | null {
  const google = item.google;
  if (typeof google !== 'object' || google === null) return null;
  const { replyState, replyMessage } = google as Record<string, unknown>;
  return typeof replyState === 'string'
    ? { replyState, replyMessage: typeof replyMessage === 'string' ? replyMessage : null }
    : null;
}

const REVIEW_FIELDS: readonly FieldSpec[] = [
  { ...NAME, label: 'field.reviewer' },
  {
    name: 'rating',
    label: 'field.rating',
    kind: 'decimal',
    required: true,
    initial: '5',
    rules: [numberBetween(1, 5, { integer: true })],
  },
  { name: 'text', label: 'field.text', kind: 'textarea', rules: BODY_RULES },
  { name: 'reply', label: 'field.reply', kind: 'textarea', nullable: true, rules: BODY_RULES },
];

/** Customer reviews: reviewer, rating 1-5, text and the business's reply. */
export const REVIEWS: PinKindSpec<PinRecords['reviews']> = {
  kind: 'reviews',
  controller: 'Reviews',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'rating'],
  columns: [
    {
      key: 'reviewer',
      label: 'field.reviewer',
      cell: (item, { t }) =>
        fromGoogle(item) === null ? (
          item.name
        ) : (
          <>
            {item.name} <span className="account-screen__tag">{t('review.google')}</span>
          </>
        ),
    },
    {
      key: 'rating',
      label: 'field.rating',
      cell: (item, { t }) => {
        const rating = typeof item.rating === 'number' ? item.rating : 0;
        return (
          <span className="rating" role="img" aria-label={t('rating.value', { rating })}>
            {'★'.repeat(rating)}
            {'☆'.repeat(Math.max(0, 5 - rating))}
          </span>
        );
      },
    },
    { key: 'text', label: 'field.text', cell: (item) => textOf(item.text) },
    {
      key: 'reply',
      label: 'field.reply',
      cell: (item, { t }) => {
        const reply =
          typeof item.reply === 'string' && item.reply !== '' ? item.reply : t('reply.none');
        const google = fromGoogle(item);
        if (google === null || google.replyState === 'inStep') return reply;
        return (
          <>
            {reply}{' '}
            <span
              className={google.replyState === 'failed' ? 'form__message' : 'account-screen__tag'}
            >
              {google.replyState === 'failed'
                ? t('review.replyFailed', { message: google.replyMessage ?? '' })
                : t('review.replyWaiting')}
            </span>
          </>
        );
      },
    },
  ],
  reviewFilters: true,
  // A review from Google: its author changes it; the merchant writes only the reply.
  replyOnly: (item) => fromGoogle(item) !== null,
  fields: REVIEW_FIELDS,
  blank: pinValues(REVIEW_FIELDS, null),
  toForm: (item) => pinValues(REVIEW_FIELDS, item),
  check: (values) => checkFields(REVIEW_FIELDS, values),
  toItem: (values) => itemFromValues(REVIEW_FIELDS, values),
};

const SITE_FIELDS: readonly FieldSpec[] = [
  NAME,
  { name: 'url', label: 'field.url', kind: 'url', required: true, rules: [url] },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    initial: 'draft',
    options: fixedOptions(['draft', 'live'], status),
  },
];

/** Websites and landing pages of the business. */
export const SITES: PinKindSpec<PinRecords['sites']> = {
  kind: 'sites',
  controller: 'Sites',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'url'],
  columns: [
    nameColumn,
    {
      key: 'url',
      label: 'field.url',
      // Only http(s) addresses become links: a stored javascript: URL stays text.
      cell: (item) =>
        checkWebUrl(textOf(item.url)) === null ? (
          <a href={textOf(item.url)} rel="noopener noreferrer" target="_blank">
            {textOf(item.url)}
          </a>
        ) : (
          textOf(item.url)
        ),
    },
    statusColumn,
  ],
  fields: SITE_FIELDS,
  blank: pinValues(SITE_FIELDS, null),
  toForm: (item) => pinValues(SITE_FIELDS, item),
  check: (values) => checkFields(SITE_FIELDS, values),
  toItem: (values) => itemFromValues(SITE_FIELDS, values),
};
