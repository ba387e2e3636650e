// A cell a spreadsheet would run as a formula (=, @, or +/- not starting a number) is prefixed
// with an apostrophe: exported data must not execute on the person who opens the file.
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d. ]))/;

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV text per RFC 4180: fields joined by commas, every record ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
