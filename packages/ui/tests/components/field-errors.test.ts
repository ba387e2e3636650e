import { toWebError } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { readFieldErrors } from '../../src/components/field-errors';

const refused = toWebError(400, {
  code: 'VALIDATION_FAILED',
  message: 'Invalid',
  data: {
    fields: [
      { field: 'item.name', code: 'required', message: 'Name is required' },
      { field: 'item.name', code: 'maxLength', message: 'Name is too long' },
      { field: 'item.owner', code: 'invalid', message: 'Unknown owner' },
      { field: 'item.broken' },
    ],
  },
});

describe('readFieldErrors, the one reader of a refused call for a form', () => {
  it('puts the first error of each form field beside it and the others in rest', () => {
    const read = readFieldErrors(
      refused,
      (path) => (path === 'item.name' ? 'name' : null),
      (error, field) => `${field}: ${error.code}`,
    );
    expect(read.fields).toEqual({ name: 'name: required' });
    expect(read.rest.map((item) => item.field)).toEqual(['item.owner']);
  });

  it('reads nothing from an error that is no WebError', () => {
    expect(
      readFieldErrors(
        new Error('down'),
        (path) => path,
        () => 1,
      ),
    ).toEqual({
      fields: {},
      rest: [],
    });
  });
});
