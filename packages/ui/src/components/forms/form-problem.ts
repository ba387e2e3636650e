import type { MessageId } from '@agency/core';
import type { FieldFormat, FieldRuleProblem } from '@agency/core/forms';
import type { FieldError } from '../field-errors';
import { refusedFormat } from './server-problems';

/** Values a catalog text takes. */
export type ProblemValues = Readonly<Record<string, string | number>>;

/**
 * A problem beside a field, in every form's one vocabulary: a broken core rule, a text of the
 * area's catalog (`K`), or the server's own words (web-api words every refusal in the page's language).
 */
export type FormProblem<K extends string> =
  | FieldRuleProblem
  | { readonly key: K; readonly values?: ProblemValues }
  | { readonly text: string };

/** A problem of a whole form: a field-style problem, or a text of the site's error catalogue (R8). */
export type FormAlert<K extends string> = FormProblem<K> | { readonly messageId: MessageId };

/** Problems by form field. */
export type FormProblems<K extends string> = Readonly<Record<string, FormProblem<K>>>;

/** How an area words core's rule problems: the catalog key of each, and its values. */
export type RuleWording<K extends string> = (
  problem: FieldRuleProblem,
) => readonly [K, ProblemValues?];

/** What an area words a problem with: its texts, its words for core's rules, and the site's catalogue. */
export interface ProblemWords<K extends string> {
  readonly t: (key: K, values?: ProblemValues) => string;
  readonly rule: RuleWording<K>;
  /** A text of the site's error catalogue (a whole form's problem). */
  readonly site?: (messageId: MessageId) => string;
}

/** The words of a problem in the area's language. */
export function problemText<K extends string>(
  problem: FormAlert<K>,
  words: ProblemWords<K>,
): string {
  if ('text' in problem) return problem.text;
  if ('messageId' in problem) return words.site?.(problem.messageId) ?? problem.messageId;
  if ('key' in problem) return words.t(problem.key, problem.values);
  const [key, values] = words.rule(problem);
  return words.t(key, values);
}

/** The server's codes an area words itself, beside `required` (core's `required` in every area). */
export interface ServerCodeWording<K extends string> {
  /** The formats the area words as core's format problem (the contract's formats of its fields). */
  readonly formats: readonly FieldFormat[];
  /** Codes that are core's rule problems of the same name (`order`, `pair`). */
  readonly rules?: readonly ('order' | 'pair')[];
  /** The catalog key of a code (`duplicate`, `common`, `passwordMatch`), and of a wrong current password. */
  readonly keys: Readonly<
    Partial<Record<'duplicate' | 'common' | 'passwordMatch' | 'wrongPassword', K>>
  >;
}

/**
 * The one reader of a server field error for a form field (the stable codes of FieldError.code):
 * the area's own words where it has them, else the server's own text.
 */
export function fieldErrorProblem<K extends string>(
  error: FieldError,
  field: string,
  wording: ServerCodeWording<K>,
): FormProblem<K> {
  const { code } = error;
  if (code === 'required') return { code: 'required' };
  if ((code === 'order' || code === 'pair') && wording.rules?.includes(code) === true)
    return { code };
  const format = refusedFormat(error, field, wording.formats);
  if (format !== null) return format;
  const key =
    code === 'invalid' && field === 'currentPassword'
      ? wording.keys.wrongPassword
      : code === 'duplicate' || code === 'common' || code === 'passwordMatch'
        ? wording.keys[code]
        : undefined;
  return key === undefined ? { text: error.message } : { key };
}
