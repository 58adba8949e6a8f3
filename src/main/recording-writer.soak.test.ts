import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IpcChannel } from '../shared/ipc';
import { registerIpcHandlers, type IpcHandlers, type IpcMainLike, type IpcSenderEvent } from './ipc-handlers';
import { createRecordingWriter, recordingIpcHandlers } from './recording-writer';

/*
 * Soak test: a 60-minute lesson recorded at 2.5 Mbit/s, one-second MediaRecorder
 * timeslices, pushed through the IPC handler path the renderer uses (origin gate, zod parse,
 * writer) as fast as the writer takes them. The main process's memory must stay flat: the writer
 * holds a chunk only until the disk has it.
 */

const APP = 'app://repetytor';
const MINUTES = 60;
const BYTES_PER_SECOND = 2_500_000 / 8;
const CHUNKS = MINUTES * 60;
const MAX_GROWTH = 50 * 1024 * 1024;
const SAMPLE_EVERY = 300;

// A real collection after each sample, so growth means retained memory, not garbage not yet swept.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
function settledMemory(): Memory {
  gc();
  gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

type Listener = (event: IpcSenderEvent, ...args: unknown[]) => unknown;

/** ipcMain as the handlers see it; `invoke` plays ipcRenderer.invoke from the app's window. */
function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => listeners.set(channel, listener),
    removeHandler: (channel) => listeners.delete(channel),
  };
  // Electron copies every argument across the process boundary (structured clone).
  const invoke = (channel: IpcChannel, arg: unknown) =>
    Promise.resolve(listeners.get(channel)!({ senderFrame: { url: `${APP}/lessons/l1` } }, structuredClone(arg)));
  return { ipcMain, invoke };
}

const unused = () => {
  throw new Error('not used by the soak test');
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'repetytor-soak-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of createReadStream(filePath, { highWaterMark: 1024 * 1024 })) hash.update(part as Buffer);
  return hash.digest('hex');
}

describe('recording writer soak', () => {
  it(
    `writes ${MINUTES} minutes at 2.5 Mbit/s through IPC with flat memory and a complete file`,
    async () => {
      const writer = createRecordingWriter({ dir });
      const { ipcMain, invoke } = fakeIpcMain();
      const handlers: IpcHandlers = {
        'app:getVersion': unused,
        'tokens:get': unused,
        'tokens:set': unused,
        'tokens:clear': unused,
        'notify:show': unused,
        'tray:setUnreadCount': unused,
        'screen:listSources': unused,
        'updates:check': unused,
        ...recordingIpcHandlers(writer),
      };
      const unregister = registerIpcHandlers(ipcMain, { appOrigin: APP, handlers });

      const { recordingId, filePath } = (await invoke('recording:start', {
        lessonId: 'soak',
        mimeType: 'video/webm;codecs=vp9,opus',
      })) as { recordingId: string; filePath: string };

      // Every second's chunk differs (its number in the first bytes), so a lost, repeated or
      // reordered chunk changes the checksum.
      const pattern = randomBytes(Math.round(BYTES_PER_SECOND));
      const sent = createHash('sha256');
      let sentBytes = 0;
      const send = async (second: number) => {
        pattern.writeUInt32BE(second, 0);
        sent.update(pattern);
        sentBytes += pattern.byteLength;
        // Main gets its own copy of the bytes (a plain Uint8Array), made by `invoke` as by Electron.
        await invoke('recording:appendChunk', { recordingId, chunk: pattern });
      };

      // The first minute warms up the stream, zod and the JIT before the baseline is taken.
      let second = 0;
      for (; second < 60; second += 1) await send(second);
      const baseline = settledMemory();
      const growth: Memory[] = [];
      for (; second < CHUNKS; second += 1) {
        await send(second);
        if ((second + 1) % SAMPLE_EVERY === 0) {
          const now = settledMemory();
          growth.push({
            rss: now.rss - baseline.rss,
            heapUsed: now.heapUsed - baseline.heapUsed,
            external: now.external - baseline.external,
            arrayBuffers: now.arrayBuffers - baseline.arrayBuffers,
          });
        }
      }
      const stopped = (await invoke('recording:stop', { recordingId })) as { filePath: string; bytes: number };
      unregister();

      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      const worst = (key: keyof Memory) => Math.max(...growth.map((g) => g[key]));
      console.info(
        `soak: ${mb(sentBytes)} in ${CHUNKS} chunks; worst growth after GC: rss ${mb(worst('rss'))}, heap ${mb(worst('heapUsed'))}, external ${mb(worst('external'))}, arrayBuffers ${mb(worst('arrayBuffers'))}; final rss ${mb(growth.at(-1)!.rss)}`,
      );

      expect(sentBytes).toBe(CHUNKS * Math.round(BYTES_PER_SECOND));
      expect(growth).toHaveLength(CHUNKS / SAMPLE_EVERY);
      // JS heap and buffer memory are exact: no chunk may stay referenced at any point.
      for (const key of ['heapUsed', 'external', 'arrayBuffers'] as const) {
        expect(worst(key), key).toBeLessThanOrEqual(MAX_GROWTH);
      }
      // RSS also holds what the allocator keeps for reuse, so it swings between samples; what
      // counts is where it ends after an hour of chunks.
      expect(growth.at(-1)!.rss, 'rss').toBeLessThanOrEqual(MAX_GROWTH);
      expect(stopped).toEqual({ filePath, bytes: sentBytes });
      expect((await stat(filePath)).size).toBe(sentBytes);
      expect(await fileSha256(filePath)).toBe(sent.digest('hex'));
    },
    // Runs in well under a minute on a quiet machine; the margin is for a loaded one.
    180_000,
  );
});
