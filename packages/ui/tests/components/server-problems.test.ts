import { toWebError } from '@agency/core';
import { describe, expect, it } from 'vitest';
import {
  type FormWording,
  readServerProblems,
  refusedFormat,
} from '../../src/components/forms/server-problems';

// Words that show which branch of the reader answered.
const WORDING: FormWording<string> = {
  toField: (path) => (path.startsWith('item.') ? path.slice('item.'.length) : null),
  field: (error, field) => `${field}:${error.code}`,
  withFields: 'fix the fields',
  own: (error) => (error.statusCode === 409 ? 'conflict' : null),
  message: (messageId) => `message ${messageId}`,
  text: (text) => `text ${text}`,
  unexplained: () => 'unexplained',
};

const refused = (fields: { field: string; code: string; message: string }[]) =>
  toWebError(400, { code: 'VALIDATION_FAILED', message: 'Invalid', data: { fields } });

describe('readServerProblems, the one reader of a refused call for a form', () => {
  it('puts field errors beside their fields and says so for the form', () => {
    const read = readServerProblems(
      refused([{ field: 'item.name', code: 'required', message: 'Name?' }]),
      WORDING,
    );
    expect(read).toEqual({ fields: { name: 'name:required' }, form: 'fix the fields' });
  });

  it('gives the form the messages of field errors of no form field', () => {
    const read = readServerProblems(
      refused([
        { field: 'item.name', code: 'required', message: 'Name?' },
        { field: 'owner', code: 'invalid', message: 'Unknown owner' },
        { field: 'team', code: 'invalid', message: 'Unknown team' },
      ]),
      WORDING,
    );
    expect(read).toEqual({
      fields: { name: 'name:required' },
      form: 'text Unknown owner. Unknown team',
    });
  });

  it('asks the area first, then core’s error catalogue, for a refusal without field errors', () => {
    expect(readServerProblems(toWebError(409, { message: 'Taken' }), WORDING).form).toBe(
      'conflict',
    );
    expect(readServerProblems(toWebError(400, { message: 'Name is taken' }), WORDING).form).toBe(
      'text Name is taken',
    );
    expect(readServerProblems(toWebError(410, null), WORDING).form).toBe(
      'message error.permissionDenied',
    );
  });

  it('leaves to the area what is no WebError', () => {
    expect(readServerProblems(new Error('offline'), WORDING)).toEqual({
      fields: {},
      form: 'unexplained',
    });
  });
});

describe('refusedFormat', () => {
  const format = { field: 'website', code: 'format', message: 'Not a URL' };
  it('is the core format of a known field, when the area words it', () => {
    expect(refusedFormat(format, 'website', ['url'])).toEqual({ code: 'format', format: 'url' });
    expect(refusedFormat({ ...format, code: 'pattern' }, 'email', ['email'])).toEqual({
      code: 'format',
      format: 'email',
    });
  });

  it('is null for another code, an unknown field or a format the area does not word', () => {
    expect(refusedFormat({ ...format, code: 'required' }, 'website', ['url'])).toBeNull();
    expect(refusedFormat(format, 'nickname', ['url'])).toBeNull();
    expect(refusedFormat(format, 'country', ['email', 'phone', 'url'])).toBeNull();
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'a field named like an object property (%s) has no format',
    (field) => {
      expect(refusedFormat(format, field, ['url', 'email', 'phone'])).toBeNull();
    },
  );
});
