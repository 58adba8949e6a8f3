import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The renderer's server-side bundle (src/renderer/server-render/entry-server.tsx), built after the
 * web client into dist/web/ssr, where the API server loads it to render guests' first screens
 * (src/server/modules/page-render/page-render.ts); the static file server never serves that folder.
 * Everything is bundled in (noExternal), so the server needs none of the renderer's packages at
 * run time: they stay devDependencies, as for the browser build.
 */

const webDir = import.meta.dirname;
const repoRoot = path.resolve(webDir, '..');

export default defineConfig({
  root: webDir,
  resolve: { alias: [{ find: /^\/src\//, replacement: `${path.join(repoRoot, 'src')}/` }] },
  plugins: [react()],
  publicDir: false,
  // React's production build on the server too (an SSR build leaves process.env to run time).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: path.join(repoRoot, 'src/renderer/server-render/entry-server.tsx'),
    outDir: path.join(repoRoot, 'dist/web/ssr'),
    emptyOutDir: true,
    target: 'node20',
    // Stylesheets come from the browser build's manifest; the server bundle needs none of its own.
    cssCodeSplit: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
