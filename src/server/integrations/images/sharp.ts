import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded on the first image an upload or a demo seed makes: a server that never
 * receives one does not carry the library (about 20 MB resident, docs/operations/memory.md).
 * libvips' operation cache is off: every upload is a different image, so a cache would only keep
 * up to 50 MB of pixels alive for nothing.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
