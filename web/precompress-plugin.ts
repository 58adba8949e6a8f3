import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig } from 'vite';

/*
 * The server sends precompressed siblings (@fastify/static `preCompressed`), so every text asset
 * gets a `.br` and a `.gz` next to it at build time, at maximum compression, instead of the
 * server compressing each response on the fly.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of the build output. */
export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 2;
  }
  return written;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'repetytor:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle runs after the public directory has been copied, so favicon.svg is included.
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!(await stat(outDir).catch(() => null))) return;
      const count = await precompressDirectory(outDir);
      config.logger.info(`precompressed ${count} files (.br, .gz) in ${path.relative(process.cwd(), outDir)}`);
    },
  };
}
