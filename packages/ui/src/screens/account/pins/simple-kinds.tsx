import { checkCurrency, checkDayOrder, checkWebUrl } from '@agency/core/forms';
import { formatDay, formatInstant } from '../format';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import { checkFields } from './check-fields';
import { inputToInstant, instantToInput, nullable, nullableNumber, textOf } from './field-values';
import type { CellFormat, FieldSpec, FormValues, PinKindSpec } from './kind-spec';

const channel = (value: string) => `option.channel.${value}` as AccountMessageKey;
const status = (value: string) => `option.status.${value}` as AccountMessageKey;

function formOf(fields: readonly FieldSpec[], item: PinRecord): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, textOf(item, field.name)]));
}

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

const nameColumn = { label: 'field.name', cell: (item: PinRecord) => item.name } as const;

const ADVERTISING_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'field.name', kind: 'text', required: true, input: { maxLength: 200 } },
  {
    name: 'channel',
    label: 'field.channel',
    kind: 'select',
    required: true,
    options: ['search', 'maps', 'social', 'display'],
    optionLabel: channel,
  },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    options: ['draft', 'active', 'paused', 'ended'],
    optionLabel: status,
  },
  {
    name: 'dailyBudget',
    label: 'field.dailyBudget',
    kind: 'number',
    required: true,
    input: { min: 0, max: 1000000, step: 0.01 },
  },
  {
    name: 'currency',
    label: 'field.currency',
    kind: 'text',
    required: true,
    input: { maxLength: 3 },
  },
  { name: 'startsOn', label: 'field.startsOn', kind: 'date' },
  { name: 'endsOn', label: 'field.endsOn', kind: 'date' },
];

/** Paid campaigns: channel, status, daily budget in a currency, start and end days. */
export const ADVERTISING: PinKindSpec = {
  kind: 'advertising',
  controller: 'Advertising',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'startsOn'],
  columns: [
    nameColumn,
    { label: 'field.channel', cell: (item, f) => optionCell(item, 'channel', channel, f) },
    { label: 'field.status', cell: (item, f) => optionCell(item, 'status', status, f) },
    {
      label: 'field.dailyBudget',
      cell: (item, { intl }) =>
        typeof item.dailyBudget === 'number' && typeof item.currency === 'string'
          ? intl.formatNumber(item.dailyBudget, { style: 'currency', currency: item.currency })
          : '',
    },
    { label: 'field.startsOn', cell: (item, f) => dayCell(item, 'startsOn', f) },
    { label: 'field.endsOn', cell: (item, f) => dayCell(item, 'endsOn', f) },
  ],
  fields: ADVERTISING_FIELDS,
  blank: {
    name: '',
    channel: 'search',
    status: 'draft',
    dailyBudget: '',
    currency: 'USD',
    startsOn: '',
    endsOn: '',
  },
  toForm: (item) => formOf(ADVERTISING_FIELDS, item),
  check: (values) => {
    const found = { ...checkFields(ADVERTISING_FIELDS, values) };
    const currency = checkCurrency(values.currency ?? '');
    if (currency !== null && !('currency' in found)) found.currency = currency;
    const order = checkDayOrder(values.startsOn ?? '', values.endsOn ?? '');
    if (order !== null && !('endsOn' in found)) found.endsOn = order;
    return found;
  },
  toItem: (values) => ({
    name: (values.name ?? '').trim(),
    channel: values.channel,
    status: values.status,
    dailyBudget: nullableNumber(values.dailyBudget) ?? 0,
    currency: (values.currency ?? '').trim(),
    startsOn: nullable(values.startsOn),
    endsOn: nullable(values.endsOn),
  }),
};

const NOTIFICATION_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'field.name', kind: 'text', required: true, input: { maxLength: 200 } },
  { name: 'body', label: 'field.body', kind: 'textarea', input: { maxLength: 5000 } },
  {
    name: 'channel',
    label: 'field.channel',
    kind: 'select',
    required: true,
    options: ['email', 'sms', 'push'],
    optionLabel: channel,
  },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    options: ['draft', 'scheduled', 'sent'],
    optionLabel: status,
  },
  { name: 'sendAt', label: 'field.sendAt', kind: 'datetime' },
];

/** Messages to customers by e-mail, SMS or push: channel, status, when they are sent, read or unread. */
export const NOTIFICATIONS: PinKindSpec = {
  kind: 'notifications',
  controller: 'Notifications',
  readState: true,
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'sendAt'],
  columns: [
    nameColumn,
    { label: 'field.channel', cell: (item, f) => optionCell(item, 'channel', channel, f) },
    { label: 'field.status', cell: (item, f) => optionCell(item, 'status', status, f) },
    { label: 'field.sendAt', cell: (item, f) => instantCell(item, 'sendAt', f) },
    {
      label: 'field.read',
      cell: (item, { t }) =>
        typeof item.readAt === 'string' ? t('read.yes') : <strong>{t('read.no')}</strong>,
    },
  ],
  fields: NOTIFICATION_FIELDS,
  blank: { name: '', body: '', channel: 'email', status: 'draft', sendAt: '' },
  toForm: (item) => ({ ...formOf(NOTIFICATION_FIELDS, item), sendAt: instantToInput(item.sendAt) }),
  check: (values) => checkFields(NOTIFICATION_FIELDS, values),
  toItem: (values) => ({
    name: (values.name ?? '').trim(),
    body: values.body ?? '',
    channel: values.channel,
    status: values.status,
    sendAt: inputToInstant(values.sendAt),
  }),
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
  {
    name: 'name',
    label: 'field.reviewer',
    kind: 'text',
    required: true,
    input: { maxLength: 200 },
  },
  {
    name: 'rating',
    label: 'field.rating',
    kind: 'number',
    required: true,
    input: { min: 1, max: 5, step: 1 },
  },
  { name: 'text', label: 'field.text', kind: 'textarea', input: { maxLength: 5000 } },
  { name: 'reply', label: 'field.reply', kind: 'textarea', input: { maxLength: 5000 } },
];

/** Customer reviews: reviewer, rating 1-5, text and the business's reply. */
export const REVIEWS: PinKindSpec = {
  kind: 'reviews',
  controller: 'Reviews',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'rating'],
  columns: [
    {
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
    { label: 'field.text', cell: (item) => textOf(item, 'text') },
    {
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
  blank: { name: '', rating: '5', text: '', reply: '' },
  toForm: (item) => formOf(REVIEW_FIELDS, item),
  check: (values) => checkFields(REVIEW_FIELDS, values),
  toItem: (values) => ({
    name: (values.name ?? '').trim(),
    rating: nullableNumber(values.rating) ?? 0,
    text: values.text ?? '',
    reply: nullable(values.reply),
  }),
};

const SITE_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'field.name', kind: 'text', required: true, input: { maxLength: 200 } },
  { name: 'url', label: 'field.url', kind: 'url', required: true },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    options: ['draft', 'live'],
    optionLabel: status,
  },
];

/** Websites and landing pages of the business. */
export const SITES: PinKindSpec = {
  kind: 'sites',
  controller: 'Sites',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'url'],
  columns: [
    nameColumn,
    {
      label: 'field.url',
      // Only http(s) addresses become links: a stored javascript: URL stays text.
      cell: (item) =>
        checkWebUrl(textOf(item, 'url')) === null ? (
          <a href={textOf(item, 'url')} rel="noopener noreferrer" target="_blank">
            {textOf(item, 'url')}
          </a>
        ) : (
          textOf(item, 'url')
        ),
    },
    { label: 'field.status', cell: (item, f) => optionCell(item, 'status', status, f) },
  ],
  fields: SITE_FIELDS,
  blank: { name: '', url: '', status: 'draft' },
  toForm: (item) => formOf(SITE_FIELDS, item),
  check: (values) => checkFields(SITE_FIELDS, values),
  toItem: (values) => ({
    name: (values.name ?? '').trim(),
    url: (values.url ?? '').trim(),
    status: values.status,
  }),
};
