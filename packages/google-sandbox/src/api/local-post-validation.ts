import { dateMs, isValidDate, parseTimestamp } from '../http/calendar';
import { isJsonObject, type JsonObject } from '../http/json-object';
import { timeOfDayMinutes } from './hours-validation';
import type { FieldProblem } from './validation-error';

/** The longest post text Google's post form takes, in characters (the API reference gives none). */
export const MAX_SUMMARY_CHARACTERS = 1500;

const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER', 'ALERT'];
const ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'];

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function callToActionProblems(cta: unknown): FieldProblem[] {
  if (!isJsonObject(cta)) return [];
  const actionType = cta.actionType;
  if (actionType === 'GET_OFFER') {
    return [
      {
        code: 'UNSUPPORTED_VALUE',
        field: 'callToAction.actionType',
        message: 'GET_OFFER is deprecated: create an OFFER post instead.',
      },
    ];
  }
  if (typeof actionType !== 'string' || !ACTION_TYPES.includes(actionType)) {
    return [
      {
        code: 'INVALID_VALUE',
        field: 'callToAction.actionType',
        message: 'A call to action needs an action type.',
      },
    ];
  }
  if (actionType === 'CALL') {
    return cta.url === undefined
      ? []
      : [
          {
            code: 'INVALID_VALUE',
            field: 'callToAction.url',
            message: 'url must be left unset for a CALL action.',
          },
        ];
  }
  if (cta.url === undefined) {
    return [
      {
        code: 'MISSING_VALUE',
        field: 'callToAction.url',
        message: `A ${actionType} action needs a url.`,
      },
    ];
  }
  return isHttpUrl(cta.url)
    ? []
    : [
        {
          code: 'INVALID_VALUE',
          field: 'callToAction.url',
          message: 'url must be an http or https URL.',
        },
      ];
}

function eventProblems(event: unknown): FieldProblem[] {
  if (!isJsonObject(event)) {
    return [
      { code: 'MISSING_VALUE', field: 'event', message: 'EVENT and OFFER posts need an event.' },
    ];
  }
  const problems: FieldProblem[] = [];
  if (typeof event.title !== 'string' || event.title.trim() === '') {
    problems.push({
      code: 'MISSING_VALUE',
      field: 'event.title',
      message: 'The event needs a title.',
    });
  }
  const schedule = event.schedule;
  if (!isJsonObject(schedule)) {
    problems.push({
      code: 'MISSING_VALUE',
      field: 'event.schedule',
      message: 'The event needs a schedule.',
    });
    return problems;
  }
  const { startDate, endDate, startTime, endTime } = schedule;
  const startOk = isJsonObject(startDate) && isValidDate(startDate);
  const endOk = isJsonObject(endDate) && isValidDate(endDate);
  if (!startOk)
    problems.push({
      code: 'MISSING_VALUE',
      field: 'event.schedule.startDate',
      message: 'A valid start date is required.',
    });
  if (!endOk)
    problems.push({
      code: 'MISSING_VALUE',
      field: 'event.schedule.endDate',
      message: 'A valid end date is required.',
    });
  if ((startTime === undefined) !== (endTime === undefined)) {
    problems.push({
      code: 'MISSING_DEPENDENT_FIELD',
      field: 'event.schedule',
      message: 'Give both a start and an end time, or neither.',
    });
    return problems;
  }
  const start = startTime === undefined ? 0 : timeOfDayMinutes(startTime);
  const end = endTime === undefined ? 24 * 60 : timeOfDayMinutes(endTime);
  if (start === undefined)
    problems.push({
      code: 'INVALID_VALUE',
      field: 'event.schedule.startTime',
      message: 'Invalid time.',
    });
  if (end === undefined)
    problems.push({
      code: 'INVALID_VALUE',
      field: 'event.schedule.endTime',
      message: 'Invalid time.',
    });
  if (startOk && endOk && start !== undefined && end !== undefined) {
    const from = dateMs(startDate) + start * 60_000;
    const to = dateMs(endDate) + end * 60_000;
    if (to <= from) {
      problems.push({
        code: 'INVERTED_RANGE',
        field: 'event.schedule',
        message: 'The event must end after it starts.',
      });
    }
  }
  return problems;
}

/**
 * Problems with a local post, by what the reference requires of each topic type: a topic type;
 * EVENT and OFFER need an event with a title and a schedule; `offer` only on OFFER; ALERT takes an
 * alert type, a summary and a call to action only; a CALL action has no url, other actions need one;
 * the summary is at most 1500 characters.
 */
export function localPostProblems(post: JsonObject): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const topicType = post.topicType;
  if (typeof topicType !== 'string' || !TOPIC_TYPES.includes(topicType)) {
    return [
      {
        code: 'MISSING_VALUE',
        field: 'topicType',
        message: 'topic_type must be STANDARD, EVENT, OFFER or ALERT.',
      },
    ];
  }
  const summary = typeof post.summary === 'string' ? post.summary : '';
  if ([...summary].length > MAX_SUMMARY_CHARACTERS) {
    problems.push({
      code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
      field: 'summary',
      message: `The summary is longer than ${MAX_SUMMARY_CHARACTERS} characters.`,
    });
  }
  const hasMedia = Array.isArray(post.media) && post.media.length > 0;
  if (
    (topicType === 'STANDARD' && summary.trim() === '' && !hasMedia) ||
    (topicType === 'ALERT' && summary.trim() === '')
  ) {
    problems.push({
      code: 'MISSING_VALUE',
      field: 'summary',
      message: `A ${topicType} post needs a summary.`,
    });
  }
  problems.push(...callToActionProblems(post.callToAction));
  if (topicType === 'EVENT' || topicType === 'OFFER') {
    problems.push(...eventProblems(post.event));
  } else if (post.event !== undefined) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'event',
      message: 'event is only for EVENT and OFFER posts.',
    });
  }
  if (post.offer !== undefined) {
    if (topicType !== 'OFFER') {
      problems.push({
        code: 'INVALID_VALUE',
        field: 'offer',
        message: 'offer is only for OFFER posts.',
      });
    } else if (
      isJsonObject(post.offer) &&
      post.offer.redeemOnlineUrl !== undefined &&
      !isHttpUrl(post.offer.redeemOnlineUrl)
    ) {
      problems.push({
        code: 'INVALID_VALUE',
        field: 'offer.redeemOnlineUrl',
        message: 'redeem_online_url must be an http or https URL.',
      });
    }
  }
  if (topicType === 'ALERT') {
    if (post.alertType !== 'COVID_19') {
      problems.push({
        code: 'MISSING_VALUE',
        field: 'alertType',
        message: 'An ALERT post needs alert_type COVID_19.',
      });
    }
    if (hasMedia)
      problems.push({
        code: 'INVALID_VALUE',
        field: 'media',
        message: 'ALERT posts take only a summary and a call to action.',
      });
  } else if (post.alertType !== undefined) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'alertType',
      message: 'alert_type is only for ALERT posts.',
    });
  }
  if (Array.isArray(post.media)) {
    post.media.forEach((item: unknown, index) => {
      const ok =
        isJsonObject(item) &&
        (item.mediaFormat === 'PHOTO' || item.mediaFormat === 'VIDEO') &&
        isHttpUrl(item.sourceUrl);
      if (!ok)
        problems.push({
          code: 'INVALID_VALUE',
          field: `media[${index}]`,
          message:
            'A media item needs media_format PHOTO or VIDEO and an http or https source_url.',
        });
    });
  }
  if (post.scheduledTime !== undefined && parseTimestamp(post.scheduledTime) === undefined) {
    problems.push({
      code: 'INVALID_VALUE',
      field: 'scheduledTime',
      message: 'scheduled_time must be an RFC 3339 timestamp.',
    });
  }
  return problems;
}
