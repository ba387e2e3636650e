// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../src/components/field-errors';
import {
  type FormAlert,
  fieldErrorProblem,
  type ProblemWords,
  problemText,
  type ServerCodeWording,
} from '../../src/components/forms/form-problem';

const WORDS: ProblemWords<string> = {
  t: (key, values) => (values === undefined ? key : `${key} ${JSON.stringify(values)}`),
  rule: (problem) =>
    problem.code === 'tooLong'
      ? ['rule.tooLong', { limit: problem.max }]
      : [`rule.${problem.code}`],
  site: (messageId) => `site ${messageId}`,
};

const error = (field: string, code: string): FieldError => ({
  field,
  code,
  message: `server ${code}`,
});

describe('problemText: a problem in the area’s words', () => {
  it('a core rule through the area’s wording, a catalog key with its values, the server’s text, the site’s catalogue', () => {
    const cases: [FormAlert<string>, string][] = [
      [{ code: 'tooLong', max: 200 }, 'rule.tooLong {"limit":200}'],
      [{ code: 'required' }, 'rule.required'],
      [{ key: 'problem.duplicate' }, 'problem.duplicate'],
      [{ key: 'retry', values: { seconds: 3 } }, 'retry {"seconds":3}'],
      [{ text: 'Не длиннее 200 символов' }, 'Не длиннее 200 символов'],
      [{ messageId: 'error.network' }, 'site error.network'],
    ];
    for (const [problem, text] of cases) expect(problemText(problem, WORDS)).toBe(text);
  });
});

describe('fieldErrorProblem: the one reader of a server field error, in the area’s words', () => {
  const account: ServerCodeWording<string> = {
    formats: ['email', 'phone'],
    rules: ['order'],
    keys: { duplicate: 'dup', common: 'common', wrongPassword: 'wrong' },
  };
  const admin: ServerCodeWording<string> = { formats: ['email'], keys: { duplicate: 'dup' } };

  it('words the codes the area names, and shows the server’s text for the rest', () => {
    expect(fieldErrorProblem(error('name', 'required'), 'name', admin)).toEqual({
      code: 'required',
    });
    expect(fieldErrorProblem(error('email', 'format'), 'email', admin)).toEqual({
      code: 'format',
      format: 'email',
    });
    expect(fieldErrorProblem(error('phone', 'pattern'), 'phone', account)).toEqual({
      code: 'format',
      format: 'phone',
    });
    expect(fieldErrorProblem(error('phone', 'pattern'), 'phone', admin)).toEqual({
      text: 'server pattern',
    });
    expect(fieldErrorProblem(error('endsOn', 'order'), 'endsOn', account)).toEqual({
      code: 'order',
    });
    expect(fieldErrorProblem(error('endsOn', 'order'), 'endsOn', admin)).toEqual({
      text: 'server order',
    });
    expect(fieldErrorProblem(error('name', 'duplicate'), 'name', admin)).toEqual({ key: 'dup' });
    expect(
      fieldErrorProblem(error('currentPassword', 'invalid'), 'currentPassword', account),
    ).toEqual({ key: 'wrong' });
    expect(fieldErrorProblem(error('code', 'invalid'), 'code', account)).toEqual({
      text: 'server invalid',
    });
    expect(fieldErrorProblem(error('password', 'common'), 'password', admin)).toEqual({
      text: 'server common',
    });
  });
});
