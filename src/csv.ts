// CSV cells and lines as a spreadsheet reads them (RFC 4180, decision 0068), for every file the server writes: quoted
// where needed, CRLF line ends, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) made inert
// with a leading apostrophe.

export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
