#!/usr/bin/env node
/* The `tessera` command. The CLI is TypeScript run through tsx, so no build step stands between a change and CI. */
'use strict';
require('tsx/cjs');
const { main } = require('./main.ts');

try {
  process.exitCode = main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
  });
} catch (err) {
  process.stderr.write(`tessera: ${err && err.stack ? err.stack : err}\n`);
  process.exitCode = 2;
}
