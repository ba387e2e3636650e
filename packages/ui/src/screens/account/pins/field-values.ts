import { parseDecimal } from '@agency/core/forms';
import type { PinRecord } from '../page-data';

/** A record's field as form text: strings as they are, numbers written out, anything else empty. */
export function textOf(item: PinRecord, field: string): string {
  const value = item[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A form text as an optional payload value: trimmed, null when empty. */
export function nullable(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** A form text as an optional number: null when empty (the form's check refused anything else). */
export function nullableNumber(value: string | undefined): number | null {
  return parseDecimal(value ?? '');
}

/** An instant as a `datetime-local` value in UTC (YYYY-MM-DDTHH:mm), or empty. */
export function instantToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC to an ISO instant, or null when empty or invalid. */
export function inputToInstant(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const date = new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
