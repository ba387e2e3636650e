import { addDays, isoTime, utcDate } from '../http/calendar';
import type { LocalPost } from '../v4-types';
import { DEMO_LOCATION_NAMES } from './demo-locations';

const DAY_MS = 86_400_000;
const GROUP = 'accounts/114857620339281765002';

/** The demo's local posts: live STANDARD and EVENT posts in Kyiv, a live OFFER in Lviv. */
export function demoPosts(now: number): Record<string, LocalPost[]> {
  const today = utcDate(now);
  const written = (daysAgo: number) => ({
    createTime: isoTime(now - daysAgo * DAY_MS),
    updateTime: isoTime(now - daysAgo * DAY_MS),
    state: 'LIVE' as const,
  });
  return {
    [DEMO_LOCATION_NAMES.kyiv]: [
      {
        name: `${GROUP}/${DEMO_LOCATION_NAMES.kyiv}/localPosts/1000000000000000001`,
        languageCode: 'uk',
        topicType: 'STANDARD',
        summary: 'Нова обсмажка: Ефіопія Йргачеф. Спробуйте як фільтр або еспресо.',
        callToAction: { actionType: 'LEARN_MORE', url: 'https://zerno.sandbox.test/kyiv/beans' },
        media: [
          { mediaFormat: 'PHOTO', sourceUrl: 'https://zerno.sandbox.test/images/ethiopia.jpg' },
        ],
        ...written(5),
      },
      {
        name: `${GROUP}/${DEMO_LOCATION_NAMES.kyiv}/localPosts/1000000000000000002`,
        languageCode: 'uk',
        topicType: 'EVENT',
        summary: 'Джазовий вечір із живою музикою. Вхід вільний.',
        event: {
          title: 'Джаз у «Зерні»',
          schedule: {
            startDate: addDays(today, 3),
            startTime: { hours: 19 },
            endDate: addDays(today, 3),
            endTime: { hours: 22 },
          },
        },
        callToAction: { actionType: 'CALL' },
        ...written(2),
      },
    ],
    [DEMO_LOCATION_NAMES.lviv]: [
      {
        name: `${GROUP}/${DEMO_LOCATION_NAMES.lviv}/localPosts/1000000000000000003`,
        languageCode: 'uk',
        topicType: 'OFFER',
        summary: 'Другий штрудель зі знижкою 50% щобудня до 12:00.',
        event: {
          title: 'Ранковий штрудель',
          schedule: { startDate: addDays(today, -1), endDate: addDays(today, 13) },
        },
        offer: {
          couponCode: 'STRUDEL50',
          redeemOnlineUrl: 'https://zerno.sandbox.test/lviv/offer',
          termsConditions: 'Одна знижка на замовлення.',
        },
        ...written(1),
      },
    ],
  };
}
