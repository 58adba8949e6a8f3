/**
 * `load` run on the first call, its promise shared by every later call; once it fails, the next
 * call runs it again. For what loads with its first use (axios, api-client.ts): a failed load (a
 * network blip, a new deploy's chunk names) must not leave every later call failing with it.
 */
export function sharedUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () =>
    (shared ??= load().catch((error: unknown) => {
      shared = undefined;
      throw error;
    }));
}
