// @vitest-environment node
import { maxLength, numberBetween, url } from '@agency/core/forms';
import { describe, expect, it } from 'vitest';
import { checkFields } from '../../src/components/forms/check-fields';
import type { FieldDescription } from '../../src/components/forms/field-description';
import { itemFromValues, valuesFromRecord } from '../../src/components/forms/record-values';

type Field = FieldDescription<string>;

// One field of each way a value travels between a record and a form.
const FIELDS: readonly Field[] = [
  { name: 'name', label: 'name', kind: 'text', required: true, rules: [maxLength(5)] },
  { name: 'notes', label: 'notes', kind: 'textarea', rules: [maxLength(5)] },
  { name: 'reply', label: 'reply', kind: 'textarea', nullable: true },
  { name: 'labels.en', label: 'en', kind: 'text', omitEmpty: true },
  { name: 'budget', label: 'budget', kind: 'decimal', rules: [numberBetween(0, 100)] },
  { name: 'latitude', label: 'latitude', kind: 'decimal', nullable: true },
  { name: 'position', label: 'position', kind: 'count' },
  { name: 'sendAt', label: 'sendAt', kind: 'datetime' },
  { name: 'addressLines', label: 'lines', kind: 'lines' },
  { name: 'roles', label: 'roles', kind: 'multiselect' },
  { name: 'status', label: 'status', kind: 'select', initial: 'draft' },
  { name: 'password', label: 'password', kind: 'password', omitEmpty: true, createOnly: true },
  { name: 'placeId', label: 'placeId', kind: 'text', readOnly: true },
  { name: 'hours', label: 'hours', kind: 'hours' },
];

describe('a record’s values in a form and back, by each field’s kind', () => {
  it('a new record’s form: empty texts, the initial choice, no choices; a record’s: its values as text', () => {
    expect(valuesFromRecord(FIELDS, null, 'create')).toEqual({
      name: '',
      notes: '',
      reply: '',
      'labels.en': '',
      budget: '',
      latitude: '',
      position: '',
      sendAt: '',
      addressLines: '',
      roles: [],
      status: 'draft',
      password: '',
      placeId: '',
    });
    const record = {
      id: 'r1',
      name: 'Shop',
      labels: { en: 'Menu' },
      budget: 12.5,
      latitude: null,
      position: 3,
      sendAt: '2026-12-05T18:00:30.000Z',
      addressLines: ['Line 1', 'Line 2'],
      roles: ['admin'],
      password: 'never shown',
      placeId: 'ChIJ',
    };
    expect(valuesFromRecord(FIELDS, record, 'edit')).toEqual({
      name: 'Shop',
      notes: '',
      reply: '',
      'labels.en': 'Menu',
      budget: '12.5',
      latitude: '',
      position: '3',
      sendAt: '2026-12-05T18:00',
      addressLines: 'Line 1\nLine 2',
      roles: ['admin'],
      // A record without a status shows the field's initial one.
      status: 'draft',
      placeId: 'ChIJ',
    });
  });

  it('the item: texts trimmed, a text area as typed (trimmed when nullable), numbers, instants, lines, paths', () => {
    const values = {
      name: ' Shop ',
      notes: ' as typed ',
      reply: '  ',
      'labels.en': '',
      budget: '12,5',
      latitude: '',
      position: '4',
      sendAt: '2026-12-05T18:00',
      addressLines: ' Line 1 \n\n Line 2',
      roles: ['admin', 'editor'],
      status: 'live',
      password: '',
      placeId: 'ChIJ',
      'hours.monday': '09:00-18:00',
    };
    expect(itemFromValues(FIELDS, values, 'create')).toEqual({
      name: 'Shop',
      notes: ' as typed ',
      reply: null,
      budget: 12.5,
      latitude: null,
      position: 4,
      sendAt: '2026-12-05T18:00:00.000Z',
      addressLines: ['Line 1', 'Line 2'],
      roles: ['admin', 'editor'],
      status: 'live',
    });
    expect(
      itemFromValues(FIELDS, { ...values, 'labels.en': 'Menu', password: 'x' }, 'edit'),
    ).toMatchObject({
      labels: { en: 'Menu' },
    });
    expect(itemFromValues(FIELDS, { ...values, password: 'secret' }, 'edit')).not.toHaveProperty(
      'password',
    );
  });
});

describe('checkFields: required, then the field’s core rules, on the value as the form sends it', () => {
  it('a text’s limit counts the trimmed text, a text area’s the text as typed; empty optional values pass', () => {
    const values = { name: '  Shop  ', notes: 'abc   ', budget: '', roles: ['x'] };
    expect(checkFields(FIELDS, values)).toEqual({ notes: { code: 'tooLong', max: 5 } });
    expect(checkFields(FIELDS, { name: '   ' })).toEqual({ name: { code: 'required' } });
    expect(checkFields(FIELDS, { name: 'Shop', budget: '101' })).toEqual({
      budget: { code: 'range', min: 0, max: 100 },
    });
  });

  it('a required password is one typed, blanks included; hidden and read-only fields are not checked', () => {
    const secret: Field = { name: 'secret', label: 'secret', kind: 'password', required: true };
    expect(checkFields([secret], { secret: '' })).toEqual({ secret: { code: 'required' } });
    expect(checkFields([secret], { secret: '   ' })).toEqual({});
    const link: Field = {
      name: 'link',
      label: 'link',
      kind: 'url',
      required: true,
      rules: [url],
      shownWhen: (values) => values.kind === 'link',
    };
    expect(checkFields([link], { kind: 'none', link: '' })).toEqual({});
    expect(checkFields([link], { kind: 'link', link: 'nope' })).toEqual({
      link: { code: 'format', format: 'url' },
    });
    const placeId: Field = {
      name: 'placeId',
      label: 'p',
      kind: 'text',
      readOnly: true,
      required: true,
    };
    expect(checkFields([placeId], { placeId: '' })).toEqual({});
  });
});
