import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/*
 * Desktop build: src/main -> out/main, src/preload -> out/preload, src/renderer -> out/renderer.
 * The web build of the same renderer lives in web/vite.config.ts.
 */

const root = import.meta.dirname;

/** The API the renderer's dev server proxies to, as web/ does; `npm run dev` serves it on 8080. */
const apiTarget = process.env.REPETYTOR_API_URL ?? 'http://localhost:8080';

/**
 * electron-vite forces `base: './'` for production renderers, which only suits file:// pages.
 * Packaged pages are served from app://repetytor/ (src/main/app-protocol.ts) where routes can be
 * deep (`/lessons/42`), so assets must resolve from the root; this runs after electron-vite's
 * preset and puts the root base back.
 */
function rootBase(): Plugin {
  return {
    name: 'repetytor:renderer-root-base',
    config(config) {
      config.base = '/';
    },
  };
}

export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: { index: resolve(root, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // The sandboxed preload can require only `electron` and a few built-ins, so nothing else
      // may stay external; it imports shared code for types only, so nothing else is bundled.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        // With "type": "module" electron-vite would emit index.mjs, and an ESM preload requires
        // `sandbox: false`. CommonJS with an explicit .cjs name keeps the sandbox on.
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    // One set of static files (favicons, images) for the web and the desktop build.
    publicDir: resolve(root, 'web/public'),
    plugins: [react(), rootBase()],
    server: {
      proxy: {
        '/users/': { target: apiTarget, changeOrigin: true },
        '/open/': { target: apiTarget, changeOrigin: true, ws: true },
      },
    },
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
    },
  },
});
