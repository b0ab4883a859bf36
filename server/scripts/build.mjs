// `npm run build -w @tessera/server`: one CommonJS file, server/dist/main.cjs, that `npm start` runs with plain
// Node. Production then skips tsx's transpiling and its source maps, which made every Sequelize query pay for a
// mapped stack trace. Packages from node_modules stay outside the bundle; the workspace packages (@tessera/schema)
// are TypeScript sources and go in.
import { build } from 'esbuild';
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: join(server, 'dist/main.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});

// Plain Node runs it in a process of its own (src/datasources/dialects/sqlite-export.ts looks for it beside the bundle),
// with the CSV cell rules it requires beside it.
for (const file of ['sqlite-export-child.cjs', 'csv-cell.cjs'])
  await copyFile(join(server, 'src/datasources/dialects', file), join(server, 'dist', file));
