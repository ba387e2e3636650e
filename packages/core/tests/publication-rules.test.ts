import { describe, expect, it } from 'vitest';
import {
  CALL_TO_ACTION_TYPES,
  checkPublication,
  type PublicationDraft,
  publicationParts,
} from '../src/entries/forms';

const EVENT = {
  title: 'Latte art evening',
  startsAt: '2026-12-05T17:00:00.000Z',
  endsAt: '2026-12-05T20:00:00.000Z',
};
const OFFER = {
  title: 'Two coffees for one',
  startsOn: '2026-12-01',
  endsOn: '2026-12-14',
  couponCode: 'TWOFORONE',
  redeemUrl: 'https://example.com/offer',
  terms: 'One coupon per visit.',
};

function draft(changes: Partial<PublicationDraft> = {}): PublicationDraft {
  return { postType: 'standard', callToAction: null, event: null, offer: null, ...changes };
}

describe('checkPublication', () => {
  it('accepts a standard post without a button, an event post and an offer post', () => {
    expect(checkPublication(draft())).toEqual({});
    expect(checkPublication(draft({ postType: 'event', event: EVENT }))).toEqual({});
    expect(checkPublication(draft({ postType: 'offer', offer: OFFER }))).toEqual({});
  });

  it('"post type standard|event|offer": any other post type is refused', () => {
    expect(checkPublication(draft({ postType: 'story' }))).toEqual({
      postType: { code: 'required' },
    });
  });

  it('"call-to-action type book, order, shop, learn_more, sign_up, call"', () => {
    expect(CALL_TO_ACTION_TYPES).toEqual([
      'book',
      'order',
      'shop',
      'learn_more',
      'sign_up',
      'call',
    ]);
    expect(
      checkPublication(draft({ callToAction: { type: 'subscribe', url: 'https://example.com' } })),
    ).toEqual({ 'callToAction.type': { code: 'required' } });
  });

  it('"call-to-action URL required for all but call"', () => {
    for (const type of CALL_TO_ACTION_TYPES.filter((type) => type !== 'call')) {
      expect(checkPublication(draft({ callToAction: { type, url: null } })), type).toEqual({
        'callToAction.url': { code: 'required' },
      });
      expect(
        checkPublication(draft({ callToAction: { type, url: 'https://example.com/go' } })),
      ).toEqual({});
    }
    expect(checkPublication(draft({ callToAction: { type: 'call', url: null } }))).toEqual({});
    expect(
      checkPublication(draft({ callToAction: { type: 'book', url: 'javascript:alert(1)' } })),
    ).toEqual({ 'callToAction.url': { code: 'format', format: 'url' } });
  });

  it('"event: title, start and end date-time (end after start)"', () => {
    expect(checkPublication(draft({ postType: 'event' }))).toEqual({ event: { code: 'required' } });
    expect(
      checkPublication(
        draft({ postType: 'event', event: { title: ' ', startsAt: '', endsAt: 'soon' } }),
      ),
    ).toEqual({
      'event.title': { code: 'required' },
      'event.startsAt': { code: 'required' },
      'event.endsAt': { code: 'format', format: 'date' },
    });
    expect(
      checkPublication(draft({ postType: 'event', event: { ...EVENT, endsAt: EVENT.startsAt } })),
    ).toEqual({ 'event.endsAt': { code: 'order' } });
  });

  it('"offer: title, start/end dates, coupon code, redeem URL, terms" (end on or after start)', () => {
    expect(checkPublication(draft({ postType: 'offer' }))).toEqual({ offer: { code: 'required' } });
    expect(
      checkPublication(
        draft({
          postType: 'offer',
          offer: { ...OFFER, couponCode: null, redeemUrl: null, terms: null },
        }),
      ),
    ).toEqual({});
    expect(
      checkPublication(draft({ postType: 'offer', offer: { ...OFFER, endsOn: '2026-11-30' } })),
    ).toEqual({ 'offer.endsOn': { code: 'order' } });
    expect(
      checkPublication(
        draft({
          postType: 'offer',
          offer: {
            ...OFFER,
            title: '',
            startsOn: '2026-02-30',
            redeemUrl: 'ftp://x',
            couponCode: 'C'.repeat(61),
          },
        }),
      ),
    ).toEqual({
      'offer.title': { code: 'required' },
      'offer.startsOn': { code: 'format', format: 'date' },
      'offer.couponCode': { code: 'tooLong', max: 60 },
      'offer.redeemUrl': { code: 'format', format: 'url' },
    });
  });
});

describe('publicationParts', () => {
  it('keeps the event only on event posts, the offer only on offer posts and no URL on a call button', () => {
    expect(
      publicationParts(
        draft({
          postType: 'standard',
          event: EVENT,
          offer: OFFER,
          callToAction: { type: 'call', url: 'https://x.example' },
        }),
      ),
    ).toEqual(draft({ callToAction: { type: 'call', url: null } }));
    expect(publicationParts(draft({ postType: 'event', event: EVENT, offer: OFFER }))).toEqual(
      draft({ postType: 'event', event: EVENT }),
    );
    expect(publicationParts(draft({ postType: 'offer', event: EVENT, offer: OFFER }))).toEqual(
      draft({ postType: 'offer', offer: OFFER }),
    );
  });
});
