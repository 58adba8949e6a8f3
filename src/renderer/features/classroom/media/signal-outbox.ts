import type { SignalPayload } from '../../../../shared/contracts/classroom';

/** Whether a failed send is worth repeating (network trouble) or final (the peer left). */
export type SendOutcome = 'sent' | 'retry' | 'drop';

/**
 * Sends one tab's signals to the other in order, one at a time, and repeats a send that failed
 * for lack of network with growing pauses: an ICE-restart offer made while offline is delivered
 * once the network is back instead of being lost. `close()` drops what is left (a new peer tab
 * gets a new outbox).
 */
export class SignalOutbox {
  private queue: SignalPayload[] = [];
  private running = false;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly send: (signal: SignalPayload) => Promise<SendOutcome>,
    private readonly delays: readonly number[] = [500, 1000, 2000, 4000, 8000],
  ) {}

  push(signal: SignalPayload): void {
    if (this.closed) return;
    this.queue.push(signal);
    void this.run();
  }

  /** Tries a waiting send now (the network came back). */
  flush(): void {
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.queue = [];
    this.flush();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), ms);
    });
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      let attempt = 0;
      while (!this.closed && this.queue.length > 0) {
        const outcome = await this.send(this.queue[0]!);
        if (outcome === 'retry') {
          await this.pause(this.delays[Math.min(attempt, this.delays.length - 1)]!);
          attempt += 1;
          continue;
        }
        attempt = 0;
        this.queue.shift();
      }
    } finally {
      this.running = false;
    }
  }
}
