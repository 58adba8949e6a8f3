// @vitest-environment jsdom
import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../shared/constants';
import { ChunkLoadError, lazyWithTimeout, loadWithTimeout } from './lazy-with-timeout';

describe('loadWithTimeout (load error after 120 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the full 120 s before raising a load error', async () => {
    const outcome = vi.fn();
    loadWithTimeout(() => new Promise<never>(() => undefined)).catch(outcome);
    await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(TIMINGS.chunkLoadTimeoutMs).toBe(120_000);
  });

  it('resolves with the module and clears its timer when the chunk arrives in time', async () => {
    const loaded = loadWithTimeout(() => Promise.resolve({ answer: 42 }));
    await expect(loaded).resolves.toEqual({ answer: 42 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('treats a loader that throws synchronously like a failed import', async () => {
    const error = await loadWithTimeout(() => {
      throw new Error('boom');
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {(this.state.error as Error).name}</p> : this.props.children;
  }
}

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // React logs errors caught by a boundary; here that is the behaviour under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders the error boundary once a stalled route chunk times out', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Stalled = lazyWithTimeout(
      () => new Promise<{ Page: () => ReactNode }>(() => undefined),
      (m) => m.Page,
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Stalled />
          </Suspense>
        </Boundary>,
      );
    });
    expect(container.textContent).toBe('loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs);
    });
    expect(container.textContent).toBe('failed: ChunkLoadError');
    act(() => root.unmount());
  });

  it('renders the named export once it loads', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Page = lazyWithTimeout(
      () => Promise.resolve({ Page: () => <p>home</p> }),
      (m) => m.Page,
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('home');
    act(() => root.unmount());
  });

  it('renders a preloaded screen at once, without passing through the fallback', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const load = vi.fn(() => Promise.resolve({ Page: ({ name }: { name: string }) => <p>hello {name}</p> }));
    const Page = lazyWithTimeout(load, (m) => m.Page);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    act(() => {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Page name="Oksana" />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('hello Oksana');
    await Promise.resolve();
    observer.disconnect();
    expect(seen).not.toContain('loading');
    act(() => root.unmount());
  });
});
