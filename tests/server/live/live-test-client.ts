import { WebSocket } from 'ws';
import { LIVE_BEARER_PREFIX, LIVE_PATH, LIVE_PROTOCOL, type LiveServerFrame } from '../../../src/shared/contracts/live';

/** A test's live connection: every frame it received, and waits for conditions on them. */
export interface TestSocket {
  socket: WebSocket;
  frames: LiveServerFrame[];
  pushes(): Array<Extract<LiveServerFrame, { op: 'push' }>>;
  /** Resolves once `check` holds for the frames received (checked on every frame). */
  waitFor(check: (frames: LiveServerFrame[]) => boolean, what?: string): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Answers pings (on by default). */
  answerPings: boolean;
  close(): void;
}

export function connectLive(
  baseUrl: string,
  token: string,
  options: { cursor?: string; protocols?: string[] } = {},
): Promise<TestSocket> {
  const url = new URL(LIVE_PATH, baseUrl.replace(/^http/, 'ws'));
  if (options.cursor) url.searchParams.set('cursor', options.cursor);
  const socket = new WebSocket(url, options.protocols ?? [LIVE_PROTOCOL, `${LIVE_BEARER_PREFIX}${token}`]);
  const frames: LiveServerFrame[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const w of waiters) w();
    }),
  );
  const client: TestSocket = {
    socket,
    frames,
    answerPings: true,
    closed,
    pushes: () => frames.filter((f): f is Extract<LiveServerFrame, { op: 'push' }> => f.op === 'push'),
    waitFor(check, what = 'a condition on live frames') {
      return new Promise<void>((resolve, reject) => {
        const test = () => {
          if (check(frames)) {
            waiters.delete(test);
            resolve();
          } else if (socket.readyState === socket.CLOSED) {
            waiters.delete(test);
            reject(new Error(`socket closed before ${what}; frames: ${JSON.stringify(frames).slice(0, 500)}`));
          }
        };
        waiters.add(test);
        test();
      });
    },
    close: () => socket.close(),
  };
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as LiveServerFrame;
    frames.push(frame);
    if (frame.op === 'ping' && client.answerPings) socket.send(JSON.stringify({ op: 'pong' }));
    for (const w of [...waiters]) w();
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}
