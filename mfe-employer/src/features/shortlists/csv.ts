// A shortlist as a CSV file that Excel opens correctly: RFC 4180 quoting, CRLF line ends, and a UTF-8
// byte-order mark, without which Excel reads UTF-8 as the system code page and Arabic names turn into
// mojibake.

const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). Notes are the
 * company's own, but names come from applicants, so every text cell starting so gets a leading
 * apostrophe, which Excel and LibreOffice show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text: a header row, then one row per record, each cell quoted where it needs to be. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name from the list's name, without characters a file system refuses. */
export function csvFileName(listName: string): string {
  const cleaned = listName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${cleaned === '' ? 'shortlist' : cleaned}.csv`;
}
