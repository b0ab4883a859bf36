import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './build/precompiledValidators';
import { precompressed } from './build/precompressed';

/**
 * Build identity: one id per production build (UTC timestamp plus a short random part). The code reads it
 * as `__BUILD_ID__`; `dist/build.json` carries the same id for the server's GET /api/version, so a browser
 * running an older build notices the update. The dev server uses the fixed id 'dev' (no update checks).
 */
function buildId(): Plugin {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  const id = `${stamp}-${random}`;
  let isBuild = false;
  return {
    name: 'tessera-build-id',
    config(_config, env) {
      isBuild = env.command === 'build';
      return { define: { __BUILD_ID__: JSON.stringify(isBuild ? id : 'dev') } };
    },
    generateBundle() {
      if (!isBuild) return;
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ build: id })}\n` });
    },
  };
}

/**
 * Monaco's chunks and workers carry "monaco" in their file names, whatever module names rolldown picks, so the
 * viewer checks (tests/bench/viewer.ts, tests/e2e/versions.spec.ts) can prove a report page never loads them.
 */
const isMonaco = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => id.includes('/node_modules/monaco-editor/') || id.includes('/web/src/lib/monaco/monaco'));
/** Likewise the designer's chunks (the designer package and its grid) carry "designer", for the same checks. */
const isDesigner = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => id.includes('/designer/src/') || id.includes('/node_modules/react-grid-layout/'));
const monacoAware = (chunk: { moduleIds: readonly string[] }) =>
  isMonaco(chunk.moduleIds)
    ? 'assets/monaco-[name]-[hash].js'
    : isDesigner(chunk.moduleIds)
      ? 'assets/designer-[name]-[hash].js'
      : 'assets/[name]-[hash].js';

export default defineConfig({
  // Relative asset urls: the server injects <base href="${basePath}">, so the same build works under any
  // prefix and on nested history paths.
  base: './',
  plugins: [react(), buildId(), precompiledValidators(), precompressed()],
  resolve: {
    // antd writes its style tags through this module on every component mount: src/lib/styleTags.ts says why.
    // Every table measures the scrollbar when it mounts: src/lib/scrollbarSize.ts says why.
    alias: [
      {
        find: /^rc-util\/es\/Dom\/dynamicCSS$/,
        replacement: fileURLToPath(new URL('./src/lib/styleTags.ts', import.meta.url)),
      },
      {
        find: /^rc-util\/es\/getScrollBarSize$/,
        replacement: fileURLToPath(new URL('./src/lib/scrollbarSize.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    // Host stays the dev server's, so the server's same-origin check (Origin vs Host) holds through the proxy.
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The monaco chunk (about 3.4 MB, 0.9 MB gzip) is the JSON/SQL editors' alone, loaded on their screens only.
    chunkSizeWarningLimit: 3600,
    rolldownOptions: { output: { chunkFileNames: monacoAware } },
  },
  worker: {
    rolldownOptions: { output: { entryFileNames: monacoAware, chunkFileNames: monacoAware } },
  },
});
