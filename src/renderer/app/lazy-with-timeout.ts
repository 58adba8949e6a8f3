import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMINGS } from '../../shared/constants';

/*
 * "A chunk-load failure after a 120-second timeout raises a load error." A route chunk
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

/** A lazy screen that can also be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk now; resolves once a render would no longer suspend. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a named export (the codebase has no default exports), with the load timeout.
 * `lazyWithTimeout(() => import('../features/home/HomePage'), (m) => m.HomePage)`
 *
 * `preload()` starts the chunk early (main.tsx does it for the first screen, so the first paint is
 * the screen rather than a spinner). React.lazy suspends on its first render even when its promise
 * has already resolved, so a component mounted after the chunk is in renders it directly; the
 * choice is made once per mount, so one instance never switches between the two.
 */
export function lazyWithTimeout<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs: number = TIMINGS.chunkLoadTimeoutMs,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= loadWithTimeout(load, timeoutMs).then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = null; // a later render may try again (the error boundary offers a retry)
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => start().then((component) => ({ default: component })));

  function LazyScreen(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyScreen, { preload: () => start().then(() => undefined) });
}
