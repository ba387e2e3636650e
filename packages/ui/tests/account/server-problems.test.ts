// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAccountIntl } from '../../src/screens/account/i18n/account-intl';
import type { AccountMessageKey } from '../../src/screens/account/i18n/en';
import { payloadField, problemText, serverFieldProblems } from '../../src/screens/account/problems';
import type { Text } from '../../src/screens/account/use-text';
import { serverProblems } from '../../src/screens/admin/form/server-problems';
import { webError } from './account-fixture';

function textIn(lang: 'ru' | 'ua' | 'en'): Text {
  const intl = createAccountIntl(lang);
  return (id: AccountMessageKey, values) => intl.formatMessage({ id }, values);
}

// A refusal as web-api answers a ru page: messages already in Russian, each with its stable code.
const refusal = (fields: { field: string; code: string; message: string }[]) =>
  webError(400, 'VALIDATION_FAILED', fields[0]?.message ?? '', { fields });

describe('account forms word a server field code themselves, else show the server text as it is', () => {
  it('a wrong current password (code invalid) is the account’s own words in ru and ua', () => {
    const error = refusal([
      { field: 'currentPassword', code: 'invalid', message: 'Текущий пароль введён неверно' },
    ]);
    const problems = serverFieldProblems(error, payloadField);
    expect(problems).toEqual({ currentPassword: { key: 'problem.wrongPassword' } });
    const problem = problems.currentPassword;
    if (problem === undefined) throw new Error('no problem');
    expect(problemText(textIn('ru'), problem)).toBe('Текущий пароль неверен.');
    expect(problemText(textIn('ua'), problem)).not.toMatch(/current password/i);
  });

  it('a format code on a known field is the field’s own format text; the page never prefixes the server text', () => {
    const error = refusal([
      {
        field: 'email',
        code: 'format',
        message: 'Введите адрес электронной почты, например name@example.com',
      },
      { field: 'item.event.endsAt', code: 'order', message: 'Конец должен быть позже начала' },
      { field: 'item.hours.tuesday', code: 'hours_format', message: '«9-5» — не период работы' },
    ]);
    const problems = serverFieldProblems(error, payloadField);
    expect(problems).toEqual({
      email: { code: 'format', format: 'email' },
      event: { code: 'order' },
      hours: { text: '«9-5» — не период работы' },
    });
    const t = textIn('ru');
    expect(problemText(t, problems.email ?? { code: 'required' })).toBe(
      t('problem.email' as AccountMessageKey),
    );
    // A code the account has no words for shows the server's message, which web-api already wrote in Russian.
    expect(problemText(t, problems.hours ?? { code: 'required' })).toBe('«9-5» — не период работы');
    for (const problem of Object.values(problems))
      expect(problemText(t, problem)).not.toMatch(/Сервер не принял/);
  });
});

describe('admin forms word a server field code themselves', () => {
  it('a format error on e-mail in Russian is the back office’s own e-mail problem, by code and field', () => {
    const error = refusal([
      {
        field: 'item.email',
        code: 'format',
        message: 'Введите адрес электронной почты, например name@example.com',
      },
      { field: 'item.name', code: 'maxLength', message: 'Не длиннее 200 символов' },
    ]);
    const { fields } = serverProblems(error, ['email', 'name']);
    expect(fields).toEqual({
      email: { code: 'format', format: 'email' },
      name: { text: 'Не длиннее 200 символов' },
    });
  });
});
