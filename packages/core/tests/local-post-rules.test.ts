import { describe, expect, it } from 'vitest';
import {
  checkLocalPost,
  dayDate,
  LISTING_TIME_ZONE,
  LOCAL_POST_SUMMARY_MAX,
  type LocalPostDraft,
  wallClock,
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

function draft(changes: Partial<LocalPostDraft> = {}): LocalPostDraft {
  return {
    postType: 'standard',
    body: 'Pumpkin latte is back.',
    callToAction: null,
    event: null,
    offer: null,
    ...changes,
  };
}

describe('checkLocalPost', () => {
  it('accepts a standard post with text, an event post and an offer post', () => {
    expect(checkLocalPost(draft())).toEqual({});
    expect(checkLocalPost(draft({ postType: 'event', body: '', event: EVENT }))).toEqual({});
    expect(checkLocalPost(draft({ postType: 'offer', body: '', offer: OFFER }))).toEqual({});
  });

  it('"a standard post needs its text": Google takes a summary or a photo, and a publication has no photo', () => {
    expect(checkLocalPost(draft({ body: '  \n ' }))).toEqual({ body: { code: 'required' } });
  });

  it('"the text is at most 1500 characters", counted as characters (Cyrillic is one each)', () => {
    expect(checkLocalPost(draft({ body: 'ж'.repeat(LOCAL_POST_SUMMARY_MAX) }))).toEqual({});
    expect(checkLocalPost(draft({ body: 'ж'.repeat(LOCAL_POST_SUMMARY_MAX + 1) }))).toEqual({
      body: { code: 'tooLong', max: 1500 },
    });
    expect(
      checkLocalPost(draft({ postType: 'event', event: EVENT, body: 'x'.repeat(1501) })),
    ).toEqual({ body: { code: 'tooLong', max: 1500 } });
  });

  it('"an event needs its title, and its end after its start"', () => {
    expect(
      checkLocalPost(
        draft({ postType: 'event', event: { ...EVENT, title: ' ', endsAt: EVENT.startsAt } }),
      ),
    ).toEqual({ 'event.title': { code: 'required' }, 'event.endsAt': { code: 'order' } });
    expect(checkLocalPost(draft({ postType: 'event', event: null }))).toEqual({
      event: { code: 'required' },
    });
  });

  it('"an offer is given Google\'s event schedule": its start and end days are required, the end not before the start', () => {
    expect(
      checkLocalPost(draft({ postType: 'offer', offer: { ...OFFER, startsOn: '', endsOn: '' } })),
    ).toEqual({ 'offer.startsOn': { code: 'required' }, 'offer.endsOn': { code: 'required' } });
    expect(
      checkLocalPost(draft({ postType: 'offer', offer: { ...OFFER, endsOn: '2026-11-30' } })),
    ).toEqual({ 'offer.endsOn': { code: 'order' } });
  });

  it('"a URL is an http(s) address": the call to action (but call) and the redeem link', () => {
    expect(
      checkLocalPost(
        draft({
          postType: 'offer',
          offer: { ...OFFER, redeemUrl: 'javascript:alert(1)' },
          callToAction: { type: 'book', url: 'ftp://example.com' },
        }),
      ),
    ).toEqual({
      'callToAction.url': { code: 'format', format: 'url' },
      'offer.redeemUrl': { code: 'format', format: 'url' },
    });
    expect(checkLocalPost(draft({ callToAction: { type: 'call', url: null } }))).toEqual({});
    expect(checkLocalPost(draft({ callToAction: { type: 'book', url: null } }))).toEqual({
      'callToAction.url': { code: 'required' },
    });
  });
});

describe('wallClock', () => {
  it('"an event is on the listing\'s wall clock": an instant is Kyiv time, summer and winter', () => {
    expect(wallClock('2026-12-05T17:00:00.000Z', LISTING_TIME_ZONE)).toEqual({
      date: { year: 2026, month: 12, day: 5 },
      time: { hours: 19, minutes: 0 },
    });
    expect(wallClock('2026-07-31T22:30:00.000Z', LISTING_TIME_ZONE)).toEqual({
      date: { year: 2026, month: 8, day: 1 },
      time: { hours: 1, minutes: 30 },
    });
  });

  it("a day is Google's Date", () => {
    expect(dayDate('2026-02-09')).toEqual({ year: 2026, month: 2, day: 9 });
  });
});
