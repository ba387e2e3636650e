import {
  CALL_TO_ACTION_TYPES,
  checkPublication,
  POST_TYPES,
  type PublicationDraft,
  type PublicationField,
} from '@agency/core/forms';
import { formatDay, formatInstant } from '../format';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import type { Problem } from '../problems';
import { checkFields } from './check-fields';
import { inputToInstant, instantToInput, nullable, textOf } from './field-values';
import { GooglePostsCell } from './GooglePostsCell';
import type { CellFormat, FieldSpec, FormValues, PinKindSpec } from './kind-spec';

const status = (value: string) => `option.status.${value}` as AccountMessageKey;
const postType = (value: string) => `option.postType.${value}` as AccountMessageKey;
const cta = (value: string) => `option.cta.${value}` as AccountMessageKey;

const isType = (type: string) => (values: FormValues) => values.postType === type;
const hasLink = (values: FormValues) =>
  values['callToAction.type'] !== 'none' && values['callToAction.type'] !== 'call';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'postType',
    label: 'field.postType',
    kind: 'select',
    required: true,
    options: POST_TYPES,
    optionLabel: postType,
  },
  { name: 'name', label: 'field.name', kind: 'text', required: true, input: { maxLength: 200 } },
  { name: 'body', label: 'field.body', kind: 'textarea', input: { maxLength: 5000 } },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    options: ['draft', 'scheduled', 'published'],
    optionLabel: status,
  },
  { name: 'publishAt', label: 'field.publishAt', kind: 'datetime' },
  {
    name: 'event.title',
    label: 'field.eventTitle',
    kind: 'text',
    required: true,
    input: { maxLength: 200 },
    shownWhen: isType('event'),
  },
  {
    name: 'event.startsAt',
    label: 'field.eventStartsAt',
    kind: 'datetime',
    required: true,
    shownWhen: isType('event'),
  },
  {
    name: 'event.endsAt',
    label: 'field.eventEndsAt',
    kind: 'datetime',
    required: true,
    shownWhen: isType('event'),
  },
  {
    name: 'offer.title',
    label: 'field.offerTitle',
    kind: 'text',
    required: true,
    input: { maxLength: 200 },
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.startsOn',
    label: 'field.offerStartsOn',
    kind: 'date',
    required: true,
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.endsOn',
    label: 'field.offerEndsOn',
    kind: 'date',
    required: true,
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.couponCode',
    label: 'field.couponCode',
    kind: 'text',
    input: { maxLength: 60 },
    shownWhen: isType('offer'),
  },
  { name: 'offer.redeemUrl', label: 'field.redeemUrl', kind: 'url', shownWhen: isType('offer') },
  {
    name: 'offer.terms',
    label: 'field.terms',
    kind: 'textarea',
    input: { maxLength: 5000 },
    shownWhen: isType('offer'),
  },
  {
    name: 'callToAction.type',
    label: 'field.callToAction',
    kind: 'select',
    required: true,
    options: ['none', ...CALL_TO_ACTION_TYPES],
    optionLabel: cta,
  },
  {
    name: 'callToAction.url',
    label: 'field.callToActionUrl',
    kind: 'url',
    required: true,
    shownWhen: hasLink,
  },
];

function part(item: PinRecord, key: string): PinRecord {
  const value = item[key];
  return (typeof value === 'object' && value !== null ? value : {}) as PinRecord;
}

// The contract's post-type parts of the form's values; only the parts of the chosen type are filled.
function draftOf(values: FormValues): PublicationDraft {
  const text = (name: string) => (values[name] ?? '').trim();
  const ctaType = text('callToAction.type');
  return {
    postType: text('postType'),
    callToAction:
      ctaType === 'none' || ctaType === ''
        ? null
        : { type: ctaType, url: ctaType === 'call' ? null : nullable(values['callToAction.url']) },
    event:
      values.postType === 'event'
        ? {
            title: text('event.title'),
            startsAt: inputToInstant(values['event.startsAt']) ?? text('event.startsAt'),
            endsAt: inputToInstant(values['event.endsAt']) ?? text('event.endsAt'),
          }
        : null,
    offer:
      values.postType === 'offer'
        ? {
            title: text('offer.title'),
            startsOn: text('offer.startsOn'),
            endsOn: text('offer.endsOn'),
            couponCode: nullable(values['offer.couponCode']),
            redeemUrl: nullable(values['offer.redeemUrl']),
            terms: nullable(values['offer.terms']),
          }
        : null,
  };
}

function whenCell(item: PinRecord, { t, intl }: CellFormat): string {
  const event = part(item, 'event');
  const offer = part(item, 'offer');
  if (item.postType === 'event' && typeof event.startsAt === 'string')
    return `${formatInstant(intl, event.startsAt)} – ${formatInstant(intl, String(event.endsAt))}`;
  if (item.postType === 'offer' && typeof offer.startsOn === 'string')
    return `${formatDay(intl, offer.startsOn)} – ${formatDay(intl, String(offer.endsOn))}`;
  return typeof item.publishAt === 'string' ? formatInstant(intl, item.publishAt) : t('form.none');
}

/**
 * Posts shown on the maps listing, as Google Business Profile posts: a standard update, an event
 * (title, start and end) or an offer (title, days, coupon, redeem link, terms), each with an
 * optional call-to-action button; the form shows the fields of the chosen post type. Each row says
 * where the post is on Google (its state and Google's link); a saved post is published from its form.
 */
export const PUBLICATIONS: PinKindSpec = {
  kind: 'publications',
  controller: 'Publications',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'publishAt'],
  columns: [
    { label: 'field.name', cell: (item) => item.name },
    {
      label: 'field.postType',
      cell: (item, { t }) =>
        t(postType(typeof item.postType === 'string' ? item.postType : 'standard')),
    },
    {
      label: 'field.status',
      cell: (item, { t }) => (typeof item.status === 'string' ? t(status(item.status)) : ''),
    },
    { label: 'field.when', cell: whenCell },
    {
      label: 'field.callToAction',
      cell: (item, { t }) => {
        const type = part(item, 'callToAction').type;
        return t(cta(typeof type === 'string' ? type : 'none'));
      },
    },
    { label: 'field.onGoogle', cell: (item, { t }) => <GooglePostsCell item={item} t={t} /> },
  ],
  googlePosts: true,
  fields: FIELDS,
  // The post-type rules name nested fields (item.event.endsAt): the form's fields carry that path.
  serverField: (path) => path.replace(/^\/?item[./]/, '').replaceAll('/', '.'),
  blank: {
    postType: 'standard',
    name: '',
    body: '',
    status: 'draft',
    publishAt: '',
    'event.title': '',
    'event.startsAt': '',
    'event.endsAt': '',
    'offer.title': '',
    'offer.startsOn': '',
    'offer.endsOn': '',
    'offer.couponCode': '',
    'offer.redeemUrl': '',
    'offer.terms': '',
    'callToAction.type': 'none',
    'callToAction.url': '',
  },
  toForm: (item) => {
    const event = part(item, 'event');
    const offer = part(item, 'offer');
    const button = part(item, 'callToAction');
    return {
      postType: typeof item.postType === 'string' ? item.postType : 'standard',
      name: item.name,
      body: textOf(item, 'body'),
      status: textOf(item, 'status'),
      publishAt: instantToInput(item.publishAt),
      'event.title': textOf(event, 'title'),
      'event.startsAt': instantToInput(event.startsAt),
      'event.endsAt': instantToInput(event.endsAt),
      'offer.title': textOf(offer, 'title'),
      'offer.startsOn': textOf(offer, 'startsOn'),
      'offer.endsOn': textOf(offer, 'endsOn'),
      'offer.couponCode': textOf(offer, 'couponCode'),
      'offer.redeemUrl': textOf(offer, 'redeemUrl'),
      'offer.terms': textOf(offer, 'terms'),
      'callToAction.type': typeof button.type === 'string' ? button.type : 'none',
      'callToAction.url': textOf(button, 'url'),
    };
  },
  check: (values) => {
    const found: Record<string, Problem> = { ...checkFields(FIELDS, values) };
    const rules = checkPublication(draftOf(values));
    for (const [field, problem] of Object.entries(rules)) {
      // A missing part (`event`, `offer`) is reported by its required fields above.
      if (problem !== undefined && !(field in found) && field.includes('.'))
        found[field as PublicationField] = problem;
    }
    return found;
  },
  toItem: (values) => ({
    name: (values.name ?? '').trim(),
    body: values.body ?? '',
    status: values.status,
    publishAt: inputToInstant(values.publishAt),
    ...draftOf(values),
  }),
};
