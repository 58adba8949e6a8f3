import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createPeriodicJob, runWithServer } from './periodic-job';

/** A pass the test finishes by hand. */
function controlledRun() {
  const finishers: ((value: number) => void)[] = [];
  const run = vi.fn(() => new Promise<number>((resolve) => finishers.push(resolve)));
  return { run, finish: (value: number) => finishers.shift()?.(value) };
}

const silentLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('createPeriodicJob', () => {
  it('shares a pass in progress instead of starting a second one', async () => {
    const { run, finish } = controlledRun();
    const job = createPeriodicJob({ name: 'test', intervalMs: 60_000, run });
    const first = job.runOnce();
    const second = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    finish(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    const third = job.runOnce();
    expect(run).toHaveBeenCalledTimes(2);
    finish(8);
    expect(await third).toBe(8);
  });

  it('runs a first pass at start, then on its interval, and logs what a pass says', async () => {
    vi.useFakeTimers();
    try {
      let passes = 0;
      const log = silentLog();
      const job = createPeriodicJob({
        name: 'test',
        intervalMs: 1000,
        run: async () => ++passes,
        log: log as never,
        describe: (count) => (count % 2 === 0 ? { count } : null),
      });
      job.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(passes).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(passes).toBe(3);
      // Only the even pass had something to say.
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledWith({ job: 'test', count: 2 }, 'test pass done');
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(passes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed pass and keeps its timer running', async () => {
    vi.useFakeTimers();
    try {
      const log = silentLog();
      const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
      const job = createPeriodicJob({ name: 'test', intervalMs: 1000, run, log: log as never });
      job.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'test' }), 'test pass failed');
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(2);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop waits for the pass in progress, so the database can close after it', async () => {
    const { run, finish } = controlledRun();
    const job = createPeriodicJob({ name: 'test', intervalMs: 60_000, run });
    job.start();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish(1);
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe('runWithServer', () => {
  it('starts the job when the server is ready and stops it when the server closes', async () => {
    const { run, finish } = controlledRun();
    const job = createPeriodicJob({ name: 'test', intervalMs: 60_000, run });
    const server = Fastify({ logger: false });
    runWithServer(server, job);
    expect(run).not.toHaveBeenCalled();
    await server.ready();
    expect(run).toHaveBeenCalledTimes(1);
    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(false);
    finish(1);
    await closing;
    expect(closed).toBe(true);
  });
});
