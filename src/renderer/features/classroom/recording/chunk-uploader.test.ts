import { describe, expect, it } from 'vitest';
import { ChunkUploader, type ChunkApi } from './chunk-uploader';

/**
 * A server that stores chunks as the real one does (only the next index; a stored one again is
 * answered as done) behind a network that can be cut: while cut, calls fail without an answer,
 * and a cut can also eat the answer of a chunk the server did store.
 */
function fakeServer() {
  const stored: string[] = [];
  const net = { up: true, loseNextAnswer: false };
  const calls: string[] = [];
  const offline = () => Object.assign(new Error('offline'), { code: 'NETWORK_ERROR', status: null });
  const api: ChunkApi = {
    async put(index, data) {
      calls.push(`put ${index}`);
      if (!net.up) throw offline();
      if (index > stored.length) {
        throw Object.assign(new Error('gap'), { code: 'RECORDING_CHUNK_MISSING', status: 409 });
      }
      if (index === stored.length) stored.push(await data.text());
      if (net.loseNextAnswer) {
        net.loseNextAnswer = false;
        net.up = false;
        throw offline();
      }
      return { nextIndex: stored.length };
    },
    async committed() {
      calls.push('committed');
      if (!net.up) throw offline();
      return stored.length;
    },
  };
  return { api, stored, net, calls };
}

const blob = (text: string) => new Blob([text]);

describe('ChunkUploader', () => {
  it('sends the pieces in order, what waits together, and drains', async () => {
    const server = fakeServer();
    const uploader = new ChunkUploader(server.api, { pause: async () => {} });
    for (const part of ['a', 'b', 'c']) uploader.push(blob(part));
    await uploader.drain();
    // What waited while the first went up went up together: the file is the same bytes.
    expect(server.stored.join('')).toBe('abc');
    expect(uploader.progress).toMatchObject({ pending: 0, waiting: false, failed: null });
  });

  it('waits out a dropped connection and resumes from what the server committed, losing and doubling nothing', async () => {
    const server = fakeServer();
    const waits: number[] = [];
    let reconnect: () => void = () => {};
    const uploader = new ChunkUploader(server.api, {
      pause: (attempt) => {
        waits.push(attempt);
        // The network comes back after the third failed attempt.
        if (attempt === 2) server.net.up = true;
        return new Promise<void>((resolve) => {
          reconnect = resolve;
          queueMicrotask(resolve);
        });
      },
    });
    uploader.push(blob('a'));
    await uploader.drain();
    // Chunk b reaches the server but its answer is lost with the connection.
    server.net.loseNextAnswer = true;
    uploader.push(blob('b'));
    uploader.push(blob('c'));
    uploader.push(blob('d'));
    await uploader.drain();
    reconnect();
    // b went up alone (c and d came while it was in flight); after the drop the tab asked the
    // server where it stood and sent c and d together as the next chunk, not b again.
    expect(server.stored).toEqual(['a', 'b', 'cd']);
    expect(waits).toEqual([0, 1, 2]);
    const afterDrop = server.calls.slice(server.calls.indexOf('put 1') + 1);
    expect(afterDrop.filter((call) => call.startsWith('put'))).toEqual(['put 2']);
    expect(uploader.progress).toMatchObject({ pending: 0, stored: 3, waiting: false });
  });

  it('reports waiting while the network is away', async () => {
    const server = fakeServer();
    server.net.up = false;
    const seen: boolean[] = [];
    let release!: () => void;
    const uploader = new ChunkUploader(server.api, {
      pause: () => new Promise<void>((resolve) => (release = resolve)),
      onChange: (progress) => seen.push(progress.waiting),
    });
    uploader.push(blob('a'));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploader.progress).toMatchObject({ waiting: true, pending: 1 });
    server.net.up = true;
    release();
    await uploader.drain();
    expect(seen.at(-1)).toBe(false);
    expect(server.stored).toEqual(['a']);
  });

  it('stops for good when the server refuses the recording', async () => {
    const server = fakeServer();
    server.api.put = async () => {
      throw Object.assign(new Error('finished'), { code: 'RECORDING_FINISHED', status: 409 });
    };
    const uploader = new ChunkUploader(server.api, { pause: async () => {} });
    uploader.push(blob('a'));
    await expect(uploader.drain()).rejects.toThrow('RECORDING_FINISHED');
    expect(uploader.progress.failed).toBe('RECORDING_FINISHED');
  });
});
