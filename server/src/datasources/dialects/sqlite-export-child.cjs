'use strict';
// The process that reads one SQLite export (sqlite-export.ts starts it). Plain CommonJS so that plain Node runs it the
// same way from the sources and from server/dist. It steps the statement synchronously, without node-sqlite3's
// thread-pool round trip per row, and sends rows in batches, one batch per "more" the server sent: as arrays, or,
// when the server sent the file's column keys, as the CSV records the server would write of them (csv-cell.cjs).
const { DatabaseSync } = require('@photostructure/sqlite');
const { csvCell } = require('./csv-cell.cjs');

let credit = 0;
let wake = null;
/** The statement being read (see read()). */
const reading = new Set();

/** The error as node-sqlite3 shapes it (`code` SQLITE_…), so the server classifies it the same way. */
function failure(err) {
  const code = typeof err?.sqliteCodeName === 'string' ? err.sqliteCodeName : 'SQLITE_ERROR';
  return { message: `${code}: ${String(err?.message ?? err)}`, code, errno: err?.errcode };
}

/** node-sqlite3 reads integers as doubles; reading them as bigint first avoids node:sqlite's error above 2^53. */
function plain(row) {
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    if (typeof value === 'bigint') row[i] = Number(value);
    // node-sqlite3 gives a blob as a Buffer (the CSV writes it as 0x… hex).
    else if (value instanceof Uint8Array) row[i] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}

/**
 * Gathers one batch to send: `batchRows` rows as they are, or with `keys` their CSV records up to `batchChars`
 * characters (each key's cell, CRLF after each record), exactly as CsvRows writes row objects built of them.
 * `add` says when the batch is full.
 */
function batcher(names, { keys, batchRows, batchChars }) {
  if (!keys) {
    let rows = [];
    return {
      add: (row) => rows.push(row) >= batchRows,
      take: () => ({ rows: rows.splice(0) }),
    };
  }
  // A row object keeps the last of several columns of one name; a key the result lacks is an empty cell.
  const at = keys.map((key) => names.lastIndexOf(key));
  let text = '';
  return {
    add(row) {
      let line = csvCell(at[0] < 0 ? undefined : row[at[0]]);
      for (let i = 1; i < at.length; i++) line += `,${csvCell(at[i] < 0 ? undefined : row[at[i]])}`;
      text += `${line}\r\n`;
      return text.length >= batchChars;
    },
    take() {
      const csv = text;
      text = '';
      return { csv };
    },
  };
}

async function read({ file, sql, bindings, ...size }) {
  // Read-only open, no ATTACH, query_only: the same guarantees as the node-sqlite3 pool's setup (sqlite.ts).
  const db = new DatabaseSync(file, {
    readOnly: true,
    timeout: 5000,
    limits: { attach: 0 },
    // node-sqlite3's default, so a statement that runs in the page runs here too.
    enableDoubleQuotedStringLiterals: true,
  });
  // Closed at the end, which also keeps it referenced: a collected database finalizes its statements.
  try {
    db.exec('PRAGMA query_only = ON');
    const statement = db.prepare(sql);
    // Referenced until the end too: the iterator alone does not keep it, and a statement collected mid-read (more
    // likely the more garbage a batch makes) invalidates the iterator or crashes the process (SIGSEGV).
    reading.add(statement);
    statement.setReturnArrays(true);
    statement.setReadBigInts(true);
    const rows = statement.iterate(...bindings);
    const names = statement.columns().map((c) => c.name);
    const batch = batcher(names, size);
    process.send({ columns: names });
    for (;;) {
      if (credit === 0) await new Promise((resolve) => (wake = resolve));
      credit--;
      let done = false;
      for (;;) {
        const next = rows.next();
        if (next.done) {
          done = true;
          break;
        }
        if (batch.add(plain(next.value))) break;
      }
      if (done) return await new Promise((resolve) => process.send({ ...batch.take(), done }, resolve));
      process.send({ ...batch.take(), done });
    }
  } finally {
    reading.clear();
    db.close();
  }
}

process.on('message', (message) => {
  if (message === 'more') {
    credit++;
    const resume = wake;
    wake = null;
    resume?.();
    return;
  }
  read(message).then(
    () => process.disconnect(),
    (err) => process.send({ error: failure(err) }, () => process.disconnect()),
  );
});
