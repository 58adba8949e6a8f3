/*
 * The recorder's upload queue. MediaRecorder hands over a chunk a second; each
 * waits here, in order, until the server has stored it. The server keeps only a prefix of the
 * file (chunk n is taken only after chunk n-1), so after any failure the queue asks the server how
 * far it got ("committed": the recording's chunk count), drops what is already stored and goes on
 * from there. A dropped connection therefore costs nothing but time; the chunks recorded while
 * offline wait in memory.
 */

/** The two calls the queue needs, bound to one recording. */
export interface ChunkApi {
  /** Stores chunk `index`; answers the index the server expects next. */
  put(index: number, data: Blob): Promise<{ nextIndex: number }>;
  /** How many chunks the server holds (the next index it takes). */
  committed(): Promise<number>;
}

export interface UploadProgress {
  /** Chunks recorded but not yet stored by the server. */
  pending: number;
  /** Bytes of those chunks. */
  pendingBytes: number;
  /** Chunks the server holds. */
  stored: number;
  /** The last attempt failed for want of a network; the queue is waiting to try again. */
  waiting: boolean;
  /** The upload cannot go on (the server refused the recording): the error's code. */
  failed: string | null;
}

/** An error the queue can wait out: no answer at all, a timeout, or the server briefly failing. */
export function isTransient(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: number | null; code?: string };
  if (code === 'NETWORK_ERROR' || code === 'UNKNOWN') return true;
  return status === null || status === undefined || status === 408 || status === 429 || status >= 500;
}

export interface UploaderOptions {
  /** Waits before the next attempt; resolves early when the browser says it is online again. */
  pause?: (attempt: number) => Promise<void>;
  onChange?: (progress: UploadProgress) => void;
}

/** 1 s, 2 s, 4 s… at most 10 s, or at once when the browser's `online` event fires. */
export function waitForNetwork(attempt: number): Promise<void> {
  const delay = Math.min(10_000, 1_000 * 2 ** Math.min(attempt, 4));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
  });
}

/** One upload carries at most this much of what waits (the server takes up to 8 MiB). */
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export class ChunkUploader {
  /** The recorder's pieces not yet stored, in order. */
  private readonly queue: Blob[] = [];
  /** Chunks the server holds: the next upload is chunk `stored`. */
  private stored = 0;
  /** How many queued pieces the upload in flight carries. */
  private inFlight = 0;
  private waiting = false;
  private failed: string | null = null;
  private pumping: Promise<void> | null = null;
  private readonly pause: (attempt: number) => Promise<void>;

  constructor(
    private readonly api: ChunkApi,
    private readonly options: UploaderOptions = {},
  ) {
    this.pause = options.pause ?? waitForNetwork;
  }

  get progress(): UploadProgress {
    return {
      pending: this.queue.length,
      pendingBytes: this.queue.reduce((sum, piece) => sum + piece.size, 0),
      stored: this.stored,
      waiting: this.waiting,
      failed: this.failed,
    };
  }

  /** Queues the recorder's next piece and starts uploading if idle. */
  push(data: Blob): void {
    if (data.size === 0 || this.failed) return;
    this.queue.push(data);
    this.changed();
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
    });
  }

  /** Resolves once every queued piece is stored; rejects with the code if the upload failed. */
  async drain(): Promise<void> {
    while (this.pumping) await this.pumping;
    if (this.failed) throw new Error(this.failed);
  }

  private changed() {
    this.options.onChange?.(this.progress);
  }

  /** The server holds `count` chunks: the upload in flight is stored if it went one further. */
  private settle(count: number): boolean {
    if (count === this.stored + 1) this.queue.splice(0, this.inFlight);
    else if (count !== this.stored) {
      // The server lacks a chunk this tab no longer has, or holds one it never sent.
      this.fail('RECORDING_CHUNK_MISSING');
      return false;
    }
    this.stored = count;
    this.inFlight = 0;
    return true;
  }

  /*
   * What waits goes up together, as one chunk: the file is the chunks' bytes in order, so how
   * they are cut does not matter, and a slow server or a reconnect catches up in a few requests.
   */
  private async pump(): Promise<void> {
    let attempt = 0;
    let resync = false;
    while (this.queue.length > 0 && !this.failed) {
      try {
        if (resync) {
          // After a failure the server may have stored the upload whose answer was lost.
          if (!this.settle(await this.api.committed())) break;
          resync = false;
          if (this.queue.length === 0) break;
        }
        let count = 0;
        let bytes = 0;
        while (count < this.queue.length && (count === 0 || bytes + this.queue[count]!.size <= MAX_UPLOAD_BYTES)) {
          bytes += this.queue[count]!.size;
          count += 1;
        }
        this.inFlight = count;
        const { nextIndex } = await this.api.put(this.stored, new Blob(this.queue.slice(0, count)));
        if (!this.settle(Math.max(nextIndex, this.stored + 1))) break;
        attempt = 0;
        this.waiting = false;
        this.changed();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'RECORDING_CHUNK_MISSING' || isTransient(error)) {
          resync = true;
          if (isTransient(error)) {
            this.waiting = true;
            this.changed();
            await this.pause(attempt++);
          }
          continue;
        }
        this.fail(code ?? 'UNKNOWN');
      }
    }
  }

  private fail(code: string) {
    this.failed = code;
    this.waiting = false;
    this.changed();
  }
}
