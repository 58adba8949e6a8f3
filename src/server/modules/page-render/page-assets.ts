/*
 * What a server-rendered page links besides the app's entry: the stylesheets of the screen's
 * chunk (so the HTML paints styled, without a shift when the chunk's CSS would arrive) and the
 * screen's chunks as module preloads (so the browser fetches them while it paints, and hydrates
 * sooner). Both come from the web build's manifest (vite `build.manifest`).
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

/** Manifest keys are relative to the build's root (web/); the renderer names modules from the repository root. */
const normalise = (key: string) => key.replace(/^(\.\.\/)+/, '');

/**
 * The CSS and JS files a screen's module needs, less those the entry (index.html) links already,
 * as a lookup made once per build: the manifest is indexed here, and each screen's answer is
 * kept, since every request for that screen asks the same question.
 */
export function pageAssetsOf(manifest: Manifest): (modules: readonly string[]) => PageAssets {
  const keyOfSource = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) keyOfSource.set(normalise(chunk.src ?? key), key);

  /** The chunks under these keys and every chunk they import, each once. */
  const withImports = (keys: readonly string[]): ManifestChunk[] => {
    const seen = new Set<string>();
    const chunks: ManifestChunk[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      chunks.push(chunk);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return chunks;
  };

  const entries = withImports(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const linked = new Set(entries.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const notLinked = (files: string[]) => [...new Set(files)].filter((file) => !linked.has(file));
  const known = new Map<string, PageAssets>();

  return (modules) => {
    const key = modules.join('\n');
    let assets = known.get(key);
    if (!assets) {
      const screens = withImports(modules.flatMap((module) => keyOfSource.get(module) ?? []));
      assets = {
        stylesheets: notLinked(screens.flatMap((chunk) => chunk.css ?? [])),
        modulePreloads: notLinked(screens.map((chunk) => chunk.file)),
      };
      known.set(key, assets);
    }
    return assets;
  };
}
