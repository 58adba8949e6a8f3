import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMINGS } from '../../shared/constants';

/*
 * Spec 8: "A chunk-load failure after a 120-second timeout raises a load error." A route chunk
 * that neither arrives nor fails (a stalled connection) would otherwise leave the spinner up
 * forever; after the timeout, and at once when the import itself fails, the route throws a
 * ChunkLoadError, which the route's error boundary shows as the something-wrong page.
 */

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs `load`, rejecting with ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMINGS.chunkLoadTimeoutMs,
  timers: Timers = globalTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => {
      reject(new ChunkLoadError(`Loading a chunk timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError ? error : new ChunkLoadError('Loading a chunk failed', { cause: error }),
        );
      },
    );
  });
}

/**
 * React.lazy for a named export (the codebase has no default exports), with the load timeout.
 * `lazyWithTimeout(() => import('../features/home'), (m) => m.HomePage)`
 */
export function lazyWithTimeout<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs: number = TIMINGS.chunkLoadTimeoutMs,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithTimeout(load, timeoutMs).then((module) => ({ default: pick(module) })));
}
