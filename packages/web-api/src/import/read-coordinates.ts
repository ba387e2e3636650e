import { parseDecimal } from '@agency/core/forms';
import { cleanText } from './field-rules';
import type { FailField } from './read-weekly-hours';

/** Reads latitude (-90..90) and longitude (-180..180) cells; both or neither must be given. */
export function readCoordinates(
  latitudeText: string,
  longitudeText: string,
  fail: FailField,
): { latitude: number | null; longitude: number | null } {
  const read = (field: string, raw: string, bound: number): number | null => {
    const value = cleanText(raw);
    if (value === '') return null;
    // A spreadsheet writes a coordinate near zero as 1E-05; a decimal comma as Excel writes it in many locales.
    const number = parseDecimal(value, { exponent: true });
    if (number === null) {
      fail(field, 'not_a_number', { id: 'import.notANumber', params: { value } });
      return null;
    }
    if (number < -bound || number > bound) {
      fail(field, 'out_of_range', { id: 'import.outOfRange', params: { value, bound } });
      return null;
    }
    return number;
  };
  const latitude = read('latitude', latitudeText, 90);
  const longitude = read('longitude', longitudeText, 180);
  const latitudeGiven = cleanText(latitudeText) !== '';
  const longitudeGiven = cleanText(longitudeText) !== '';
  if (latitudeGiven && !longitudeGiven) {
    fail('longitude', 'coordinates_incomplete', { id: 'import.coordinateMissing' });
  }
  if (longitudeGiven && !latitudeGiven) {
    fail('latitude', 'coordinates_incomplete', { id: 'import.coordinateMissing' });
  }
  return { latitude, longitude };
}
