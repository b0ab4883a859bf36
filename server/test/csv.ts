/** A strict CSV reader for tests of the export: what a spreadsheet would read, and nothing looser. */

/** RFC 4180: fields separated by commas, records by CRLF, `"` quoted with `""` inside. Strict about line ends. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      const end = () => {
        for (let j = i + 1; j < text.length; j++) {
          if (text[j] !== '"') continue;
          if (text[j + 1] === '"') {
            j++;
            continue;
          }
          return j;
        }
        throw new Error(`unterminated quote at ${i}`);
      };
      const close = end();
      field = text.slice(i + 1, close).replace(/""/g, '"');
      i = close + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (c === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (c === '\n') {
      throw new Error(`bare LF at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}
