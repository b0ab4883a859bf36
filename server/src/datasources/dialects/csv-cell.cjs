'use strict';
// An export's CSV cell, in one place for the server (domains/export: csv.ts, csv-rows.ts) and the SQLite reader
// process (sqlite-export-child.cjs), which writes the CSV itself. Plain CommonJS: that process runs plain Node from
// the sources and from server/dist (the build copies this file beside it).

/**
 * First characters a spreadsheet reads as the start of a formula or a control (OWASP "CSV Injection"), plus their
 * full-width forms, which Apple Numbers normalises to the ASCII ones.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
/** A cell that is entirely a number (`-5`, `+3`, `-1.5e3`, `.5`): spreadsheets read it as that number, not a formula. */
const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
/** A number as the table shows it (`-1,234.50`, `-12.30%`): digits, separators and a sign only, never a formula. */
const SHOWN_NUMBER_TEXT = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?%?$/;
/** RFC 4180: a cell holding a quote, the delimiter, CR or LF is quoted (csv-stringify's rule with our options). */
const NEEDS_QUOTES = /[",\r\n]/;

/** OWASP neutralisation: a leading single quote makes a formula-like cell text; numbers stay numbers. */
function neutralise(text) {
  if (text === '' || !FORMULA_START.has(text[0]) || NUMBER_TEXT.test(text) || SHOWN_NUMBER_TEXT.test(text)) return text;
  return `'${text}`;
}

const quoted = (text) => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * One cell as csvWriter (csv-stringify with its casts) writes it: text neutralised then quoted when needed, numbers
 * as JavaScript prints them, null and undefined empty, a Date as ISO text, bigint as digits, booleans as
 * true/false, bytes as 0x… hex, anything else as JSON.
 */
function csvCell(value) {
  switch (typeof value) {
    case 'string':
      return value === '' ? '' : quoted(neutralise(value));
    case 'number':
      return String(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return '';
    case 'object':
      if (value === null) return '';
      if (value instanceof Date) return quoted(value.toISOString());
      return quoted(neutralise(Buffer.isBuffer(value) ? `0x${value.toString('hex')}` : JSON.stringify(value)));
    default:
      return quoted(neutralise(String(value)));
  }
}

module.exports = { neutralise, csvCell };
