import { contract } from '@agency/contracts';
import { ADMIN_FILTER_MAX_LENGTH } from '@agency/core/admin';
import {
  BODY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isOneTimeCode,
  isPhone,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from '@agency/core/forms';
import { describe, expect, it } from 'vitest';

interface FieldSchema {
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
}

// Every string rule of the contract's payloads and records, by field name (array items count under
// their array's name). An answer's own fields are no form: Google's consent page URL of
// Google/connectStart may be longer than any address a person types.
function fieldRules(): Map<string, FieldSchema[]> {
  const found = new Map<string, FieldSchema[]>();
  const walk = (node: unknown, name: string | null): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, name);
      return;
    }
    const schema = node as FieldSchema & Record<string, unknown>;
    if (name !== null && (schema.maxLength ?? schema.minLength ?? schema.pattern) !== undefined) {
      found.set(name, [...(found.get(name) ?? []), schema]);
    }
    const properties = schema.properties as Record<string, unknown> | undefined;
    for (const [field, value] of Object.entries(properties ?? {})) walk(value, field);
    for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) walk(schema[key], name);
  };
  for (const [name, schema] of Object.entries(contract.components.schemas))
    if (!name.endsWith('Response')) walk(schema, null);
  return found;
}

const rules = fieldRules();

function limits(field: string, keyword: 'maxLength' | 'minLength'): number[] {
  return [...new Set((rules.get(field) ?? []).map((rule) => rule[keyword]))].filter(
    (value): value is number => value !== undefined,
  );
}

describe("the client's form limits (core) and the contract's", () => {
  it.each([
    ['body', BODY_MAX_LENGTH],
    ['text', BODY_MAX_LENGTH],
    ['reply', BODY_MAX_LENGTH],
    ['notes', BODY_MAX_LENGTH],
    ['terms', BODY_MAX_LENGTH],
    ['website', URL_MAX_LENGTH],
    ['googleMapsUrl', URL_MAX_LENGTH],
    ['url', URL_MAX_LENGTH],
    ['redeemUrl', URL_MAX_LENGTH],
    ['email', EMAIL_MAX_LENGTH],
    ['name', NAME_MAX_LENGTH],
    ['contactName', NAME_MAX_LENGTH],
    ['filter', ADMIN_FILTER_MAX_LENGTH],
  ])('every %s in the contract has maxLength %i', (field, limit) => {
    expect(limits(field, 'maxLength'), field).toEqual([limit]);
  });

  it('a new password has the minimum length core checks', () => {
    expect(limits('newPassword', 'minLength')).toEqual([PASSWORD_MIN_LENGTH]);
    // Sign-in takes any non-empty password; creating one (admin Users/create) asks for the minimum.
    expect(limits('password', 'minLength')).toEqual([1, PASSWORD_MIN_LENGTH]);
  });

  it('a phone is accepted by core exactly when the contract accepts it', () => {
    const phoneRules = [...(rules.get('phone') ?? []), ...(rules.get('additionalPhones') ?? [])];
    expect(phoneRules.length).toBeGreaterThan(0);
    const samples = ['+3', '+38', '+380 44 123-45-67', '(044) 123', '1'.repeat(40), '1'.repeat(41)];
    const unusual = ['+380a441234567', '380_44', '+380.44.123', ''];
    for (const rule of phoneRules) {
      const pattern = new RegExp(rule.pattern ?? '');
      const accepts = (text: string) =>
        text.length >= (rule.minLength ?? 0) &&
        text.length <= (rule.maxLength ?? Number.POSITIVE_INFINITY) &&
        pattern.test(text);
      for (const text of [...samples, ...unusual]) expect(isPhone(text), text).toBe(accepts(text));
    }
  });

  it('a one-time code is accepted by core exactly when the contract accepts it', () => {
    const codeRules = (rules.get('code') ?? []).filter((rule) => rule.pattern !== undefined);
    expect(codeRules.length).toBeGreaterThan(0);
    const samples = ['123456', '000000', '12345', '1234567', '12 456', 'abcdef', '١٢٣٤٥٦', ''];
    for (const rule of codeRules) {
      const pattern = new RegExp(rule.pattern ?? '', 'u');
      for (const text of samples) expect(isOneTimeCode(text), text).toBe(pattern.test(text));
    }
  });
});
