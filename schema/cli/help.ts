import { DSL_KINDS, DSL_VERSION } from '../src/dsl';

export const MAIN_HELP = `tessera: check and maintain Tessera page documents and template bundles

Usage: tessera <command> [options] <files…>

Commands:
  validate <files…>   check files against the schema and the page rules (exit 1 on any error)
  migrate <files…>    upgrade files to DSL version ${DSL_VERSION} and write them in canonical format
  fmt <files…>        rewrite files in canonical format (--check: only report, exit 1 if any would change)

Options of every command:
  --lang zh|en        language of the problem lines; default zh (the product's default language)
  -h, --help          help of the command

Run "tessera <command> --help" for its options.`;

const LANG = "  --lang zh|en     language of the problem lines (default zh, the product's default language)";
const KIND = `  --kind <kind>    document kind instead of detecting it (template: has "pages", page: has "sections");
                   one of ${DSL_KINDS.join(', ')}`;

export const COMMAND_HELP: Record<'validate' | 'migrate' | 'fmt', string> = {
  validate: `Usage: tessera validate [--kind <kind>] [--lang zh|en] <files…>

Checks each file structurally (JSON Schema) and, when that passes, against the page rules (chart-type data,
drag zones, unique keys, operators, references). Prints one line per problem on stderr:
  file:pointer: message            an error
  file:pointer: warning: message   a warning (does not fail)
Exit status: 0 no errors, 1 an error in some file (or an unreadable file), 2 wrong usage.
A document of an older version is reported once: run "tessera migrate" on it first.

Options:
${KIND}
${LANG}
  -h, --help       show this help`,
  migrate: `Usage: tessera migrate [--lang zh|en] <files…>

Upgrades each page document or template bundle to DSL version ${DSL_VERSION} (a file without "version" is
version 1) and rewrites it in canonical format. Prints "file: 1 → ${DSL_VERSION}" per upgraded file and
"file: ${DSL_VERSION} (current)" for current ones. A version newer than ${DSL_VERSION} is an error (exit 1).
It does not validate: run "tessera validate" afterwards.

Options:
  --kind page|template   kind instead of detecting it
${LANG}
  -h, --help       show this help`,
  fmt: `Usage: tessera fmt [--check] [--kind <kind>] [--lang zh|en] <files…>

Rewrites each file in canonical format: keys in schema order ("$schema" and "version" first, free-form keys
sorted), 2-space indentation, a final newline. Prints the name of each file it changed. Content is not changed.

Options:
  --check          write nothing; print the files that would change and exit 1 if there are any
${KIND}
${LANG}
  -h, --help       show this help`,
};
