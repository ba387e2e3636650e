/**
 * Saves `csv` as a file in the browser: a Blob (UTF-8 with a byte-order mark, so spreadsheet
 * programs read Cyrillic right) behind an object URL, clicked through a temporary download link.
 */
export function downloadCsv(csv: string, filename: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
