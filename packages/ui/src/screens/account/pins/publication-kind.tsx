import {
  CALL_TO_ACTION_TYPES,
  checkPublication,
  day,
  type FieldRuleProblem,
  maxLength,
  POST_TYPES,
  type PublicationDraft,
  type PublicationField,
  url,
} from '@agency/core/forms';
import { checkFields } from '../../../components/forms/check-fields';
import { type FormValues, fixedOptions } from '../../../components/forms/field-description';
import { inputToInstant, itemFromValues, nullable } from '../../../components/forms/record-values';
import { formatDay, formatInstant } from '../format';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord, PinRecords } from '../page-data';
import { GooglePostsCell } from './GooglePostsCell';
import type { CellFormat, FieldSpec, PinKindSpec } from './kind-spec';
import { pinValues } from './pin-values';

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
    initial: 'standard',
    options: fixedOptions(POST_TYPES, postType),
  },
  { name: 'name', label: 'field.name', kind: 'text', required: true, rules: [maxLength(200)] },
  { name: 'body', label: 'field.body', kind: 'textarea', rules: [maxLength(5000)] },
  {
    name: 'status',
    label: 'field.status',
    kind: 'select',
    required: true,
    initial: 'draft',
    options: fixedOptions(['draft', 'scheduled', 'published'], status),
  },
  { name: 'publishAt', label: 'field.publishAt', kind: 'datetime' },
  {
    name: 'event.title',
    label: 'field.eventTitle',
    kind: 'text',
    required: true,
    rules: [maxLength(200)],
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
    rules: [maxLength(200)],
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.startsOn',
    label: 'field.offerStartsOn',
    kind: 'date',
    required: true,
    rules: [day],
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.endsOn',
    label: 'field.offerEndsOn',
    kind: 'date',
    required: true,
    rules: [day],
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.couponCode',
    label: 'field.couponCode',
    kind: 'text',
    rules: [maxLength(60)],
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.redeemUrl',
    label: 'field.redeemUrl',
    kind: 'url',
    rules: [url],
    shownWhen: isType('offer'),
  },
  {
    name: 'offer.terms',
    label: 'field.terms',
    kind: 'textarea',
    rules: [maxLength(5000)],
    shownWhen: isType('offer'),
  },
  {
    name: 'callToAction.type',
    label: 'field.callToAction',
    kind: 'select',
    required: true,
    initial: 'none',
    options: fixedOptions(['none', ...CALL_TO_ACTION_TYPES], cta),
  },
  {
    name: 'callToAction.url',
    label: 'field.callToActionUrl',
    kind: 'url',
    required: true,
    rules: [url],
    shownWhen: hasLink,
  },
];

function part(item: PinRecord, key: string): Readonly<Record<string, unknown>> {
  const value = item[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

// The fields of every post type; the parts of the chosen type are sent as its draft says.
const COMMON_FIELDS = FIELDS.filter((field) => !field.name.includes('.'));

// The contract's post-type parts of the form's values; only the parts of the chosen type are filled.
function draftOf(values: FormValues<string>): PublicationDraft {
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
export const PUBLICATIONS: PinKindSpec<PinRecords['publications']> = {
  kind: 'publications',
  controller: 'Publications',
  searchHint: 'list.searchByName',
  defaultSort: '-updatedAt',
  sorts: ['name', 'createdAt', 'updatedAt', 'publishAt'],
  columns: [
    { key: 'name', label: 'field.name', cell: (item) => item.name },
    {
      key: 'postType',
      label: 'field.postType',
      cell: (item, { t }) =>
        t(postType(typeof item.postType === 'string' ? item.postType : 'standard')),
    },
    {
      key: 'status',
      label: 'field.status',
      cell: (item, { t }) => (typeof item.status === 'string' ? t(status(item.status)) : ''),
    },
    { key: 'when', label: 'field.when', cell: whenCell },
    {
      key: 'callToAction',
      label: 'field.callToAction',
      cell: (item, { t }) => {
        const type = part(item, 'callToAction').type;
        return t(cta(typeof type === 'string' ? type : 'none'));
      },
    },
    {
      key: 'onGoogle',
      label: 'field.onGoogle',
      cell: (item, { t }) => <GooglePostsCell item={item} t={t} />,
    },
  ],
  googlePosts: true,
  fields: FIELDS,
  // The post-type rules name nested fields (item.event.endsAt): the form's fields carry that path.
  serverField: (path) => path.replace(/^\/?item[./]/, '').replaceAll('/', '.'),
  blank: pinValues(FIELDS, null),
  toForm: (item) => pinValues(FIELDS, item),
  check: (values) => {
    const found: Record<string, FieldRuleProblem> = { ...checkFields(FIELDS, values) };
    const rules = checkPublication(draftOf(values));
    for (const [field, problem] of Object.entries(rules)) {
      // A missing part (`event`, `offer`) is reported by its required fields above.
      if (problem !== undefined && !(field in found) && field.includes('.'))
        found[field as PublicationField] = problem;
    }
    return found;
  },
  toItem: (values) => ({ ...itemFromValues(COMMON_FIELDS, values), ...draftOf(values) }),
};
