import { parseArgs } from 'node:util';
import { isDslKind, type DslKind } from '../src/dsl';
import { fmtCommand } from './commands/fmt';
import { migrateCommand } from './commands/migrate';
import { validateCommand } from './commands/validate';
import type { CommandContext } from './context';
import { COMMAND_HELP, MAIN_HELP } from './help';
import type { Io } from './io';
import { DEFAULT_LANG, LANGS, isLang } from './text';

const COMMANDS = { validate: validateCommand, migrate: migrateCommand, fmt: fmtCommand } as const;
type CommandName = keyof typeof COMMANDS;

/** Exit statuses: 0 fine, 1 a problem in some file, 2 the command line itself is wrong. */
const USAGE = 2;

function isCommand(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(COMMANDS, name);
}

function usage(io: Io, message: string, command?: CommandName): number {
  io.err(`tessera: ${message}`);
  io.err(`run "tessera ${command ? `${command} ` : ''}--help" for usage`);
  return USAGE;
}

/** Runs one command line (without "node tessera") and returns the exit status. */
export function main(argv: string[], io: Io): number {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err(MAIN_HELP);
    return USAGE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(MAIN_HELP);
    return 0;
  }
  if (!isCommand(name)) return usage(io, `unknown command "${name}"`);

  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(rest);
  } catch (err) {
    return usage(io, (err as Error).message, name);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(COMMAND_HELP[name]);
    return 0;
  }
  const lang = values.lang ?? DEFAULT_LANG;
  if (!isLang(lang)) return usage(io, `--lang must be one of ${LANGS.join(', ')} (got "${lang}")`, name);
  let kind: DslKind | undefined;
  if (values.kind !== undefined) {
    if (!isDslKind(values.kind)) return usage(io, `unknown --kind "${values.kind}"`, name);
    kind = values.kind;
  }
  if (values.check && name !== 'fmt') return usage(io, '--check belongs to "tessera fmt"', name);
  if (positionals.length === 0) return usage(io, 'no files given', name);

  const context: CommandContext = { files: positionals, lang, kind, check: values.check ?? false, io };
  return COMMANDS[name](context);
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      kind: { type: 'string' },
      check: { type: 'boolean' },
    },
  });
}
