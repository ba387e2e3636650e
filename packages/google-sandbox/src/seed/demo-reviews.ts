import { isoTime } from '../http/calendar';
import type { Review, StarRating } from '../v4-types';
import { DEMO_LOCATION_NAMES } from './demo-locations';

const DAY_MS = 86_400_000;

interface ReviewLine {
  id: string;
  author: string | undefined;
  stars: StarRating;
  comment?: string;
  daysAgo: number;
  editedDaysAgo?: number;
  reply?: { comment: string; daysAgo: number };
}

function review(now: number, line: ReviewLine): Review {
  const reviewer = line.author
    ? {
        displayName: line.author,
        profilePhotoUrl: `https://lh3.googleusercontent.com/a/sandbox-${line.id.toLowerCase()}=s120-c`,
        isAnonymous: false,
      }
    : { displayName: 'A Google User', isAnonymous: true };
  return {
    reviewId: `AbFvOq${line.id}`,
    reviewer,
    starRating: line.stars,
    ...(line.comment !== undefined ? { comment: line.comment } : {}),
    createTime: isoTime(now - line.daysAgo * DAY_MS),
    updateTime: isoTime(now - (line.editedDaysAgo ?? line.daysAgo) * DAY_MS),
    ...(line.reply
      ? {
          reviewReply: {
            comment: line.reply.comment,
            updateTime: isoTime(now - line.reply.daysAgo * DAY_MS),
          },
        }
      : {}),
  };
}

/** The demo's reviews by location: mixed languages, a rating-only and an anonymous one, some replied to. */
export function demoReviews(now: number): Record<string, Review[]> {
  const at = (lines: ReviewLine[]) => lines.map((line) => review(now, line));
  return {
    [DEMO_LOCATION_NAMES.kyiv]: at([
      {
        id: 'KYIV01',
        author: 'Олена Коваль',
        stars: 'FIVE',
        comment: 'Найкращий флет-вайт на Хрещатику, і круасани ще теплі.',
        daysAgo: 2,
        reply: { comment: 'Дякуємо, Олено! Чекаємо знову.', daysAgo: 1 },
      },
      {
        id: 'KYIV02',
        author: 'Dmitry Sokolov',
        stars: 'FOUR',
        comment: 'Вкусный кофе, но в субботу вечером очень шумно.',
        daysAgo: 6,
      },
      {
        id: 'KYIV03',
        author: 'Emma Brown',
        stars: 'FIVE',
        comment: 'Great coffee and friendly staff, open late on Fridays.',
        daysAgo: 11,
        reply: { comment: 'Thank you, Emma! See you on Friday.', daysAgo: 10 },
      },
      { id: 'KYIV04', author: undefined, stars: 'THREE', daysAgo: 15 },
      {
        id: 'KYIV05',
        author: 'Andrii Melnyk',
        stars: 'TWO',
        comment: 'Чекав замовлення 20 хвилин. Кава добра, але сервіс повільний.',
        daysAgo: 23,
        editedDaysAgo: 20,
      },
    ]),
    [DEMO_LOCATION_NAMES.kharkiv]: at([
      {
        id: 'KHAR01',
        author: 'Ірина Бондар',
        stars: 'FIVE',
        comment: 'Тихо, затишно, є розетки. Ідеально для роботи.',
        daysAgo: 3,
      },
      {
        id: 'KHAR02',
        author: 'Piotr Nowak',
        stars: 'FOUR',
        comment: 'Dobra kawa i szybkie Wi-Fi. Polecam.',
        daysAgo: 9,
        reply: { comment: 'Dziękujemy, Piotrze!', daysAgo: 8 },
      },
      {
        id: 'KHAR03',
        author: 'Сергей Ткаченко',
        stars: 'ONE',
        comment: 'Закрыто в рабочее время, хотя на карте открыто.',
        daysAgo: 30,
      },
      {
        id: 'KHAR04',
        author: 'Laura Fischer',
        stars: 'FIVE',
        comment: 'Bester Kaffee in Charkiw!',
        daysAgo: 41,
      },
    ]),
    [DEMO_LOCATION_NAMES.lviv]: at([
      {
        id: 'LVIV01',
        author: 'Марта Гнатів',
        stars: 'FIVE',
        comment: 'Штрудель як у бабусі, а кава — своя обсмажка.',
        daysAgo: 1,
      },
      {
        id: 'LVIV02',
        author: 'John Smith',
        stars: 'FOUR',
        comment: 'Lovely spot on the square, a bit pricey.',
        daysAgo: 5,
        reply: {
          comment: 'Thanks, John! Try our filter coffee of the day, it is cheaper.',
          daysAgo: 4,
        },
      },
      {
        id: 'LVIV03',
        author: 'Ana García',
        stars: 'FIVE',
        comment: 'El mejor café de Leópolis.',
        daysAgo: 17,
      },
    ]),
    [DEMO_LOCATION_NAMES.odesa]: at([
      {
        id: 'ODES01',
        author: 'Наталья Иванова',
        stars: 'FIVE',
        comment: 'Лечили зуб без боли, спасибо доктору!',
        daysAgo: 4,
      },
      {
        id: 'ODES02',
        author: 'Mark Lee',
        stars: 'FOUR',
        comment: 'Professional, but booking by phone only.',
        daysAgo: 12,
      },
    ]),
    [DEMO_LOCATION_NAMES.dnipro]: at([
      {
        id: 'DNIP01',
        author: 'Oleh Shevchenko',
        stars: 'FIVE',
        comment: 'Open at night, which is exactly what I need.',
        daysAgo: 7,
      },
    ]),
  };
}
