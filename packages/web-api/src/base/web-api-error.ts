import type { components } from '@agency/contracts';
import type { Language } from '@agency/core';
import {
  type MessageParams,
  type MessageText,
  messageText,
  type ServerMessageCode,
} from '@agency/core/server-messages';

/** The error codes the backend answers with (contract schema ErrorCode). */
export type WebApiErrorCode = components['schemas']['ErrorCode'];

/** One field that broke a rule (contract schema FieldError). */
export type FieldError = components['schemas']['FieldError'];

/** The `data` of an error body (contract ErrorBody.data): field errors, import rows, seconds to wait or where to sign in. */
export type ErrorData = NonNullable<components['schemas']['ErrorBody']['data']>;

/** The contract's ErrorBody. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** A text of core's server catalog (the Google connection's among them), not yet worded. */
export interface AnswerText {
  readonly id: ServerMessageCode;
  readonly params?: MessageParams;
}

/** A message of the server catalogs: its code alone, or its code and placeholder values. */
export type ServerText = ServerMessageCode | MessageText | AnswerText;

/** The text in `lang` from core's catalog, its placeholders filled. */
export function wordText(text: AnswerText, lang: Language): string {
  return messageText(text.id, lang, text.params);
}

/** One field that broke a rule, its message not yet worded: the answer's language words it. */
export interface FieldProblem {
  readonly field: string;
  readonly code: string;
  readonly text: AnswerText;
}

/** The details of a refusal: the contract's `data`, its field errors as {@link FieldProblem}s. */
export type ErrorDetails = Omit<ErrorData, 'fields'> & { fields?: readonly FieldProblem[] };

/** A server text as code and placeholder values. */
export function textOf(text: ServerText): AnswerText {
  return typeof text === 'string' ? { id: text } : text;
}

/** A field problem: the field, the rule's stable code and the catalog text of its message. */
export function fieldProblem(field: string, code: string, text: ServerText): FieldProblem {
  return { field, code, text: textOf(text) };
}

/**
 * A refusal that becomes the contract's ErrorBody; headers go out with it (location, retry-after,
 * allow). Its texts are catalog codes, worded in the request's language when the answer is written;
 * `message` is the English wording, for logs.
 */
export class WebApiError extends Error {
  readonly status: number;
  readonly code: WebApiErrorCode;
  readonly text: AnswerText;
  readonly details: ErrorDetails | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: WebApiErrorCode,
    text: ServerText,
    details: ErrorDetails | null = null,
    headers: Record<string, string> = {},
  ) {
    const worded = textOf(text);
    super(wordText(worded, 'en'));
    this.status = status;
    this.code = code;
    this.text = worded;
    this.details = details;
    this.headers = headers;
  }

  /** The contract's ErrorBody, every message in `lang`. */
  body(lang: Language): ErrorBody {
    const { fields, ...rest } = this.details ?? {};
    const data: ErrorData | null =
      this.details === null
        ? null
        : {
            ...rest,
            ...(fields === undefined ? {} : { fields: fields.map((item) => worded(item, lang)) }),
          };
    return {
      statusCode: this.status,
      code: this.code,
      message: wordText(this.text, lang),
      data,
    };
  }
}

/** A field problem as the contract's FieldError, its message in `lang`. */
export function worded(problem: FieldProblem, lang: Language): FieldError {
  const { field, code, text } = problem;
  return { field, code, message: wordText(text, lang) };
}

/** 400 VALIDATION_FAILED with one field error, whose message is also the answer's. */
export function fieldError(field: string, code: string, text: ServerText): WebApiError {
  return new WebApiError(400, 'VALIDATION_FAILED', text, {
    fields: [fieldProblem(field, code, text)],
  });
}

/** What a 404 says is missing. */
export type MissingThing = 'record' | 'location' | 'user' | 'pin';

/** 404 NOT_FOUND for a record the caller cannot see. */
export function notFound(what: MissingThing = 'record'): WebApiError {
  return new WebApiError(404, 'NOT_FOUND', `notFound.${what}`);
}
