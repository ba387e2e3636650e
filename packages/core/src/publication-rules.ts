import {
  BODY_MAX_LENGTH,
  checkDay,
  checkDayOrder,
  checkText,
  checkWebUrl,
  type FieldRuleProblem,
  NAME_MAX_LENGTH,
} from './field-rules';

/** The kinds of post, as Google Business Profile posts. */
export const POST_TYPES = ['standard', 'event', 'offer'] as const;

/** A kind of post. */
export type PostType = (typeof POST_TYPES)[number];

/** The buttons a post may carry; `call` dials the listing's phone and has no address. */
export const CALL_TO_ACTION_TYPES = [
  'book',
  'order',
  'shop',
  'learn_more',
  'sign_up',
  'call',
] as const;

/** A call-to-action button type. */
export type CallToActionType = (typeof CALL_TO_ACTION_TYPES)[number];

/** Longest coupon code of an offer. */
export const COUPON_MAX_LENGTH = 60;

/** The post-type parts of a publication as the contract carries them (instants ISO, days YYYY-MM-DD). */
export interface PublicationDraft {
  readonly postType: string;
  readonly callToAction: { readonly type: string; readonly url: string | null } | null;
  readonly event: {
    readonly title: string;
    readonly startsAt: string;
    readonly endsAt: string;
  } | null;
  readonly offer: {
    readonly title: string;
    readonly startsOn: string;
    readonly endsOn: string;
    readonly couponCode: string | null;
    readonly redeemUrl: string | null;
    readonly terms: string | null;
  } | null;
}

/** The field of a publication draft a problem belongs to, as a path of the contract's item. */
export type PublicationField =
  | 'postType'
  | 'callToAction.type'
  | 'callToAction.url'
  | 'event'
  | 'event.title'
  | 'event.startsAt'
  | 'event.endsAt'
  | 'offer'
  | 'offer.title'
  | 'offer.startsOn'
  | 'offer.endsOn'
  | 'offer.couponCode'
  | 'offer.redeemUrl'
  | 'offer.terms';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function instantMs(value: string): number | null {
  if (!ISO_INSTANT.test(value.trim())) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : ms;
}

function checkInstant(value: string): FieldRuleProblem | null {
  if (value.trim() === '') return { code: 'required' };
  return instantMs(value) === null ? { code: 'format', format: 'date' } : null;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Every problem of a publication's post-type parts by field: the post type is standard, event or
 * offer; a call-to-action is book, order, shop, learn_more, sign_up or call, with an http(s) URL
 * required for all but call; an event post has an event with a title and an end after its start; an
 * offer post has an offer with a title, start and end days (end on or after start), an optional
 * coupon code, http(s) redeem URL and terms. Parts of other post types are ignored (see
 * `publicationParts`).
 */
export function checkPublication(
  draft: PublicationDraft,
): Partial<Record<PublicationField, FieldRuleProblem>> {
  const found: Partial<Record<PublicationField, FieldRuleProblem>> = {};
  const add = (field: PublicationField, problem: FieldRuleProblem | null) => {
    if (problem !== null && found[field] === undefined) found[field] = problem;
  };
  if (!isOneOf(POST_TYPES, draft.postType)) add('postType', { code: 'required' });
  const cta = draft.callToAction;
  if (cta !== null) {
    if (!isOneOf(CALL_TO_ACTION_TYPES, cta.type)) add('callToAction.type', { code: 'required' });
    else if (cta.type !== 'call') add('callToAction.url', checkWebUrl(cta.url ?? '', true));
  }
  if (draft.postType === 'event') {
    const event = draft.event;
    if (event === null) add('event', { code: 'required' });
    else {
      add('event.title', checkText(event.title, { required: true, max: NAME_MAX_LENGTH }));
      add('event.startsAt', checkInstant(event.startsAt));
      add('event.endsAt', checkInstant(event.endsAt));
      const start = instantMs(event.startsAt);
      const end = instantMs(event.endsAt);
      if (start !== null && end !== null && end <= start) add('event.endsAt', { code: 'order' });
    }
  }
  if (draft.postType === 'offer') {
    const offer = draft.offer;
    if (offer === null) add('offer', { code: 'required' });
    else {
      add('offer.title', checkText(offer.title, { required: true, max: NAME_MAX_LENGTH }));
      add('offer.startsOn', checkDay(offer.startsOn, true));
      add('offer.endsOn', checkDay(offer.endsOn, true));
      add('offer.endsOn', checkDayOrder(offer.startsOn, offer.endsOn));
      add('offer.couponCode', checkText(offer.couponCode ?? '', { max: COUPON_MAX_LENGTH }));
      add('offer.redeemUrl', checkWebUrl(offer.redeemUrl ?? ''));
      add('offer.terms', checkText(offer.terms ?? '', { max: BODY_MAX_LENGTH }));
    }
  }
  return found;
}

/**
 * The parts a publication keeps for its post type: the event only on event posts, the offer only on
 * offer posts, and no URL on a call button (it dials the listing's phone).
 */
export function publicationParts(draft: PublicationDraft): PublicationDraft {
  const cta = draft.callToAction;
  return {
    postType: draft.postType,
    callToAction:
      cta === null ? null : { type: cta.type, url: cta.type === 'call' ? null : cta.url },
    event: draft.postType === 'event' ? draft.event : null,
    offer: draft.postType === 'offer' ? draft.offer : null,
  };
}
