import type { Plugin, Rollup } from 'vite';

/*
 * The heavy libraries of later features must never reach the first page (issue 2: the home
 * route's initial JavaScript stays within 170 KB gzipped), nor axios, which the API client loads
 * with its first call (src/renderer/api/api-client.ts). Manual chunk groups and dynamic imports
 * put them in their own chunks; this guard proves no entry chunk or anything it imports
 * statically contains them, and fails the build otherwise, whichever import caused it.
 */

export const LAZY_ONLY_PACKAGES =
  /[\\/]node_modules[\\/](axios|tldraw|@tldraw|@tiptap|prosemirror-[\w-]+|livekit-client|@livekit|react-hook-form|@hookform|mobx|mobx-react-lite)[\\/]/;

function isChunk(item: Rollup.OutputAsset | Rollup.OutputChunk): item is Rollup.OutputChunk {
  return item.type === 'chunk';
}

export function initialChunkGuard(): Plugin {
  return {
    name: 'repetytor:initial-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter(isChunk)
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

      const leaks = [...initial].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? [])
          .filter((id) => LAZY_ONLY_PACKAGES.test(id))
          .map((id) => `${fileName}: ${id}`),
      );
      if (leaks.length > 0) {
        this.error(`Lazy-only libraries reached the initial chunks:\n  ${leaks.slice(0, 20).join('\n  ')}`);
      }
    },
  };
}
