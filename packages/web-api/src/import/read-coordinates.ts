import { parseDecimal } from '@agency/core';
import { cleanText } from './field-rules';
import type { FailField } from './read-weekly-hours';

/** Reads latitude (-90..90) and longitude (-180..180) cells; both or neither must be given. */
export function readCoordinates(
  latitudeText: string,
  longitudeText: string,
  fail: FailField,
): { latitude: number | null; longitude: number | null } {
  const read = (field: string, label: string, raw: string, bound: number): number | null => {
    const value = cleanText(raw);
    if (value === '') return null;
    // A spreadsheet writes a coordinate near zero as 1E-05; a decimal comma as Excel writes it in many locales.
    const number = parseDecimal(value, { exponent: true });
    if (number === null) {
      fail(field, 'not_a_number', `${label} "${value}" is not a decimal number such as 48.8584`);
      return null;
    }
    if (number < -bound || number > bound) {
      fail(field, 'out_of_range', `${label} ${value} is outside -${bound}..${bound}`);
      return null;
    }
    return number;
  };
  const latitude = read('latitude', 'Latitude', latitudeText, 90);
  const longitude = read('longitude', 'Longitude', longitudeText, 180);
  const latitudeGiven = cleanText(latitudeText) !== '';
  const longitudeGiven = cleanText(longitudeText) !== '';
  if (latitudeGiven && !longitudeGiven) {
    fail(
      'longitude',
      'coordinates_incomplete',
      'Longitude is missing; give both latitude and longitude or neither',
    );
  }
  if (longitudeGiven && !latitudeGiven) {
    fail(
      'latitude',
      'coordinates_incomplete',
      'Latitude is missing; give both latitude and longitude or neither',
    );
  }
  return { latitude, longitude };
}
