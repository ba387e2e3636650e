import type { Language } from '@agency/core';
import { dayDate, LISTING_TIME_ZONE, type LocalPostDraft, wallClock } from '@agency/core/forms';
import type { FieldMask } from './business-calls';
import type { ActionType, LocalPost, LocalPostTopicType } from './v4-types';

/** The fields of a local post a publication writes: an edit sends them all (a field left out is cleared). */
export const LOCAL_POST_MASK: FieldMask = [
  'languageCode',
  'summary',
  'callToAction',
  'event',
  'offer',
  'topicType',
];

const TOPIC: Record<string, LocalPostTopicType> = {
  standard: 'STANDARD',
  event: 'EVENT',
  offer: 'OFFER',
};

// Google's languageCode is BCP 47: Ukrainian is `uk`.
const LANGUAGE: Record<Language, string> = { ru: 'ru', ua: 'uk', en: 'en', es: 'es' };

/**
 * A publication (checked by core's `checkLocalPost`) as Google's LocalPost: its text is the summary;
 * an event post's event has its title and its start and end on the listing's wall clock; an offer
 * post has Google's event (the offer's title, its days as the schedule) and its coupon, redeem link
 * and terms; the button's type in Google's capitals, with no url for CALL.
 */
export function localPostOf(publication: LocalPostDraft, lang: Language): LocalPost {
  const post: LocalPost = {
    languageCode: LANGUAGE[lang],
    topicType: TOPIC[publication.postType] ?? 'STANDARD',
  };
  const summary = publication.body.trim();
  if (summary !== '') post.summary = summary;
  const cta = publication.callToAction;
  if (cta !== null) {
    post.callToAction = { actionType: cta.type.toUpperCase() as ActionType };
    if (cta.type !== 'call' && cta.url) post.callToAction.url = cta.url.trim();
  }
  const event = publication.event;
  if (publication.postType === 'event' && event !== null) {
    const start = wallClock(event.startsAt, LISTING_TIME_ZONE);
    const end = wallClock(event.endsAt, LISTING_TIME_ZONE);
    post.event = {
      title: event.title.trim(),
      schedule: {
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
      },
    };
  }
  const offer = publication.offer;
  if (publication.postType === 'offer' && offer !== null) {
    post.event = {
      title: offer.title.trim(),
      schedule: { startDate: dayDate(offer.startsOn), endDate: dayDate(offer.endsOn) },
    };
    const terms = {
      ...(offer.couponCode?.trim() ? { couponCode: offer.couponCode.trim() } : {}),
      ...(offer.redeemUrl?.trim() ? { redeemOnlineUrl: offer.redeemUrl.trim() } : {}),
      ...(offer.terms?.trim() ? { termsConditions: offer.terms.trim() } : {}),
    };
    if (Object.keys(terms).length > 0) post.offer = terms;
  }
  return post;
}
