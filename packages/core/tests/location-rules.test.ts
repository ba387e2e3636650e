import { describe, expect, it } from 'vitest';
import {
  checkCurrency,
  checkDay,
  checkDayHours,
  checkDayOrder,
  checkEmail,
  checkLocation,
  checkNumber,
  checkPhone,
  checkText,
  checkWebUrl,
  type LocationDraft,
  parseDecimal,
  WEEKDAYS,
} from '../src/entries/forms';

const CLOSED = Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as LocationDraft['hours'];

function draft(changes: Partial<LocationDraft> = {}): LocationDraft {
  return {
    name: 'Coffee Point',
    storeCode: '',
    addressLines: '',
    locality: '',
    administrativeArea: '',
    postalCode: '',
    country: '',
    phone: '',
    website: '',
    primaryCategory: '',
    hours: CLOSED,
    latitude: '',
    longitude: '',
    ...changes,
  };
}

describe('field rules (limits of the /web contract)', () => {
  it('a required text must not be blank and keeps to its maximum length', () => {
    expect(checkText('  ', { required: true, max: 5 })).toEqual({ code: 'required' });
    expect(checkText('', { max: 5 })).toBeNull();
    expect(checkText('abcdef', { max: 5 })).toEqual({ code: 'tooLong', max: 5 });
    expect(checkText(' abcde ', { max: 5 })).toBeNull();
  });

  it('a phone has digits, spaces, +, ( ) and -, 3 to 40 characters', () => {
    expect(checkPhone('+380 (44) 123-45-67')).toBeNull();
    expect(checkPhone('')).toBeNull();
    expect(checkPhone('', true)).toEqual({ code: 'required' });
    expect(checkPhone('12')).toEqual({ code: 'format', format: 'phone' });
    expect(checkPhone('call me')).toEqual({ code: 'format', format: 'phone' });
  });

  it('a website is an absolute http or https address', () => {
    expect(checkWebUrl('https://coffee.example/kyiv')).toBeNull();
    expect(checkWebUrl('http://localhost:8080')).toBeNull();
    expect(checkWebUrl('coffee.example')).toEqual({ code: 'format', format: 'url' });
    expect(checkWebUrl('javascript:alert(1)')).toEqual({ code: 'format', format: 'url' });
    expect(checkWebUrl('https://a b.example')).toEqual({ code: 'format', format: 'url' });
    expect(checkWebUrl(`https://x.example/${'a'.repeat(2000)}`)).toEqual({
      code: 'tooLong',
      max: 2000,
    });
  });

  it('an e-mail has one @ and a dotted domain', () => {
    expect(checkEmail('demo@agency.test')).toBeNull();
    expect(checkEmail('demo@agency', true)).toEqual({ code: 'format', format: 'email' });
    expect(checkEmail('', true)).toEqual({ code: 'required' });
  });

  it('a currency is three capital letters', () => {
    expect(checkCurrency('USD')).toBeNull();
    expect(checkCurrency('usd')).toEqual({ code: 'format', format: 'currency' });
    expect(checkCurrency('')).toEqual({ code: 'required' });
  });

  it('numbers accept a decimal comma and keep to their range', () => {
    expect(parseDecimal('50,45')).toBe(50.45);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('1E-05', { exponent: true })).toBe(0.00001);
    expect(parseDecimal('-2,5e1', { exponent: true })).toBe(-25);
    expect(parseDecimal('e5', { exponent: true })).toBeNull();
    expect(checkNumber('91', { min: -90, max: 90 })).toEqual({ code: 'range', min: -90, max: 90 });
    expect(checkNumber('4.5', { min: 1, max: 5, integer: true })).toEqual({
      code: 'format',
      format: 'number',
    });
    expect(checkNumber('', { min: 0, max: 1, required: true })).toEqual({ code: 'required' });
  });

  it('a day exists in the calendar and an end day is not before its start', () => {
    expect(checkDay('2026-02-28')).toBeNull();
    expect(checkDay('2026-02-30')).toEqual({ code: 'format', format: 'date' });
    expect(checkDayOrder('2026-10-02', '2026-10-01')).toEqual({ code: 'order' });
    expect(checkDayOrder('2026-10-01', '2026-10-01')).toBeNull();
    expect(checkDayOrder('', '2026-10-01')).toBeNull();
  });
});

describe('location rules', () => {
  it('a location needs a name of at most 200 characters', () => {
    expect(checkLocation(draft({ name: ' ' }))).toEqual({ name: { code: 'required' } });
    expect(checkLocation(draft({ name: 'a'.repeat(201) }))).toEqual({
      name: { code: 'tooLong', max: 200 },
    });
    expect(checkLocation(draft())).toEqual({});
  });

  it("opening hours: the import's periods, several a day, overnight, 24:00 only as a closing time", () => {
    expect(checkDayHours('09:00-13:00, 14:00-19:00')).toBeNull();
    expect(checkDayHours('18:00-02:00')).toBeNull();
    expect(checkDayHours('00:00-24:00')).toBeNull();
    expect(checkDayHours('')).toBeNull();
    expect(checkDayHours('9am-6pm')).toEqual({ code: 'format', format: 'hours' });
    expect(checkDayHours('24:00-10:00')).toEqual({ code: 'format', format: 'hours' });
    expect(checkDayHours('09:00-09:00')).toEqual({ code: 'order' });
    expect(checkDayHours('09:00-13:00, 12:00-19:00')).toEqual({ code: 'order' });
    const hours = { ...CLOSED, friday: '09:00-13:00, 12:00-19:00' };
    expect(checkLocation(draft({ hours }))).toEqual({ 'hours.friday': { code: 'order' } });
  });

  it('coordinates: latitude -90..90 and longitude -180..180, given together', () => {
    expect(checkLocation(draft({ latitude: '50.45', longitude: '30.52' }))).toEqual({});
    expect(checkLocation(draft({ latitude: '50.45' }))).toEqual({ longitude: { code: 'pair' } });
    expect(checkLocation(draft({ longitude: '200', latitude: '1' }))).toEqual({
      longitude: { code: 'range', min: -180, max: 180 },
    });
  });

  it('country is two capital letters; phone and website keep their formats', () => {
    expect(checkLocation(draft({ country: 'ua', phone: 'x', website: 'ftp://a' }))).toEqual({
      country: { code: 'format', format: 'country' },
      phone: { code: 'format', format: 'phone' },
      website: { code: 'format', format: 'url' },
    });
  });
});
