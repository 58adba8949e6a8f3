/*
 * zod 4 compiles object parsers with `new Function` unless told not to, and finds out whether it
 * may by trying once. The server's Content-Security-Policy has no 'unsafe-eval', so that try is
 * refused and reported as a CSP violation even though zod catches it and falls back.
 * `jitless` skips both. It is set on zod's global config object (zod reads
 * `globalThis.__zod_globalConfig`, shared by every copy of zod) rather than with z.config(), which
 * would pull zod, loaded later with the forms, into the first chunk. Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
