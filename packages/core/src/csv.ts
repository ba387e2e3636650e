// Exported data must not execute on the person who opens the file: a spreadsheet runs a cell that
// starts with =, +, -, @ (and some also after a leading tab or CR) as a formula, so such a cell gets an
// apostrophe in front, unless it is a plain number (-5, +380441234567, 1.5e3), which no spreadsheet runs.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The text a spreadsheet cannot run as a formula: an apostrophe before a formula-starting cell that is not a plain number. */
export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One CSV field per RFC 4180 (quoted when it holds a comma, quote or line break; quotes doubled), formulas defused. */
export function csvField(value: string): string {
  const safe = defuseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV text per RFC 4180: fields joined by commas, every record ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
