// CSV per RFC 4180 (CRLF line ends, fields with a comma, quote or line break
// quoted, quotes doubled), with spreadsheet formula injection neutralised: a
// cell a spreadsheet would evaluate (starting with = + - @, a tab or a
// carriage return) is prefixed with an apostrophe, which shows as text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
