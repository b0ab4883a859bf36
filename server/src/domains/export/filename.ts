/** What an export is saved as when the section title gives nothing usable (spec section 7: "an export csv"). */
const FALLBACK_FILE_NAME = 'export.csv';

/** Characters no file system accepts in a name, control characters, and the quote/backslash of a header value. */
const UNSAFE = /[\p{Cc}"*/:<>?\\|]+/gu;
const MAX_TITLE_CHARS = 80;

function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `<section title>_<YYYY-MM-DD>.csv` in the server's local date; unsafe characters become `_`. */
export function exportFileName(title: string | undefined, now: Date = new Date()): string {
  const clean = Array.from((title ?? '').replace(UNSAFE, '_').trim())
    .slice(0, MAX_TITLE_CHARS)
    .join('')
    .trim();
  return `${clean || 'export'}_${localDate(now)}.csv`;
}

/** RFC 5987 value-chars: encodeURIComponent leaves `'()*` alone, which attr-char does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: browsers take `filename*` (Chinese titles survive); old clients
 * read the plain `filename`, which is the name itself when it is plain ASCII and `export.csv` otherwise.
 */
export function contentDisposition(fileName: string): string {
  const ascii = /^[A-Za-z0-9 ._()-]+$/.test(fileName) ? fileName : FALLBACK_FILE_NAME;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
