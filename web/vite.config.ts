import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialChunkGuard } from './initial-chunk-guard.js';
import { precompress } from './precompress-plugin.js';

/*
 * The plain web build of the renderer (the desktop build is electron.vite.config.ts). The root is
 * web/ so index.html and public/ live here; index.html loads /src/renderer/main.tsx, which the
 * alias below maps onto the repository's src/ (a relative ../src path would work in the build
 * but not in the dev server, where the browser resolves it against the site root).
 * Output: dist/web, which the API server serves with an SPA fallback.
 */

const webDir = import.meta.dirname;
const repoRoot = path.resolve(webDir, '..');

/** `npm run dev` passes VITE_API_PROXY; the desktop config reads REPETYTOR_API_URL. */
const apiTarget = process.env.VITE_API_PROXY ?? process.env.REPETYTOR_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: webDir,
  resolve: { alias: [{ find: /^\/src\//, replacement: `${path.join(repoRoot, 'src')}/` }] },
  publicDir: path.join(webDir, 'public'),
  plugins: [react(), initialChunkGuard(), precompress()],
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: {
      '/users': { target: apiTarget, changeOrigin: true },
      '/open': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: path.join(repoRoot, 'dist/web'),
    emptyOutDir: true,
    // scripts/size-report.mjs reads the manifest to find the home route's chunks.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // tldraw fetches its assets by URL; an inlined one (its empty English strings) becomes a
    // data: address, which the content security policy's connect-src refuses.
    assetsInlineLimit: (file) => (/[\\/]@tldraw[\\/]assets[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every third-party module the first page needs, in one long-cached chunk. Highest
            // priority, so a heavy library's group below can never pull one of these into itself.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 40 },
            // The shell's own code in one chunk too, rather than fragments shared with lazy routes.
            { name: 'shell', test: /[\\/]src[\\/](renderer|shared)[\\/]/, tags: ['$initial'], priority: 35 },
            // Heavy libraries of later features: their own chunks, reached only through lazy routes.
            // tldraw's text editing is built on tiptap, so tiptap ranks higher: otherwise it would be
            // swallowed into the tldraw chunk and a rich-text screen would download the whiteboard.
            { name: 'tiptap', test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+)[\\/]/, priority: 32 },
            { name: 'tldraw', test: /[\\/]node_modules[\\/](tldraw|@tldraw)[\\/]/, priority: 30 },
            { name: 'livekit', test: /[\\/]node_modules[\\/](livekit-client|@livekit)[\\/]/, priority: 30 },
            { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
            { name: 'mobx', test: /[\\/]node_modules[\\/](mobx|mobx-react-lite)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
