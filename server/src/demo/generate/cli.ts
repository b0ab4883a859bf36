/**
 * Command line: npx tsx server/src/demo/generate/cli.ts --url <sqlite:path | mysql://… | postgres://…>
 *   [--users 5000] [--days 120] [--seed 42] [--today YYYY-MM-DD] [--hour 0-23] [--reset]
 * Prints progress about once a second and the rows and rows/s at the end.
 */
import { DEMO_DEFAULTS, generateDemoData, knexFromUrl, type DemoProgress } from './index';

function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`unexpected argument: ${argv[i]}`);
    if (m[2] !== undefined) args.set(m[1], m[2]);
    else if (m[1] === 'reset') args.set('reset', '1');
    else args.set(m[1], argv[++i] ?? '');
  }
  return args;
}

function intArg(args: Map<string, string>, name: string, fallback: number | undefined): number | undefined {
  const text = args.get(name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be an integer, got ${text}`);
  return n;
}

const total = (p: DemoProgress) => Object.values(p.rows).reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const url = args.get('url');
  if (!url)
    throw new Error(
      'usage: cli.ts --url <sqlite:path | mysql://… | postgres://…> [--users N] [--days N] [--seed N] [--today YYYY-MM-DD] [--hour H] [--reset]',
    );
  const knex = knexFromUrl(url);
  let lastPrint = 0;
  try {
    const result = await generateDemoData({
      knex,
      users: intArg(args, 'users', DEMO_DEFAULTS.users) ?? DEMO_DEFAULTS.users,
      days: intArg(args, 'days', DEMO_DEFAULTS.days) ?? DEMO_DEFAULTS.days,
      seed: intArg(args, 'seed', DEMO_DEFAULTS.seed),
      today: args.get('today'),
      hour: intArg(args, 'hour', undefined),
      reset: args.has('reset'),
      onProgress: (p) => {
        if (p.phase === 'load' && p.elapsedMs - lastPrint < 1000) return;
        lastPrint = p.elapsedMs;
        const pct = Math.round((100 * p.usersDone) / p.users);
        console.log(
          `${(p.elapsedMs / 1000).toFixed(1)}s ${p.phase}: ${total(p).toLocaleString('en')} rows, users ${pct}%`,
        );
      },
    });
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    for (const [table, n] of Object.entries(result.rows))
      console.log(`  ${table.padEnd(24)} ${n.toLocaleString('en')}`);
    const secs = result.elapsedMs / 1000;
    console.log(
      `${rows.toLocaleString('en')} rows in ${secs.toFixed(2)} s (${Math.round(rows / secs).toLocaleString('en')} rows/s), today ${result.today} up to ${result.hour}:00`,
    );
  } finally {
    await knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
