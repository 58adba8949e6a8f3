/**
 * The client side of the live benchmark, in a process of its own so the server's memory is
 * measured alone: opens one socket per user against a URL (the app's live channel, or the bare
 * `ws` ceiling), answers pings, and records each push's delivery latency from the send time the
 * push carries. Driven by the parent over IPC: connect → ready, report → latencies.
 */
import { WebSocket } from 'ws';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { LIVE_BEARER_PREFIX, LIVE_PROTOCOL } from '../../src/shared/contracts/live';

interface ConnectCommand {
  op: 'connect';
  url: string;
  users: string[];
  /** Hex JWT secret for the app; absent for the bare ws ceiling. */
  secret?: string;
}

const latencies: number[] = [];
const sockets: WebSocket[] = [];
const nowMs = () => performance.timeOrigin + performance.now();

function onMessage(socket: WebSocket, raw: string) {
  const frame = JSON.parse(raw) as { op: string; data?: { change?: string } };
  if (frame.op === 'ping') socket.send('{"op":"pong"}');
  else if (frame.op === 'push' && frame.data?.change) latencies.push(nowMs() - Number(frame.data.change));
}

async function connect(command: ConnectCommand) {
  const tokens = command.secret
    ? createAccessTokens({ secret: Buffer.from(command.secret, 'hex'), ttlSeconds: 3600 })
    : null;
  // In batches, as a real crowd arrives: a burst of 2,000 handshakes at once measures the backlog.
  for (let i = 0; i < command.users.length; i += 100) {
    await Promise.all(
      command.users.slice(i, i + 100).map(async (id) => {
        const protocols = tokens
          ? [
              LIVE_PROTOCOL,
              `${LIVE_BEARER_PREFIX}${await tokens.sign({ id, role: 'ROLE_STUDENT', email: `${id}@b.test`, firstName: 'B', lastName: 'B' })}`,
            ]
          : [];
        const url = tokens ? command.url : `${command.url}?user=${id}`;
        const socket = new WebSocket(url, protocols, { perMessageDeflate: false });
        sockets.push(socket);
        socket.on('message', (data) => onMessage(socket, data.toString()));
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
      }),
    );
  }
}

process.on('message', (message: ConnectCommand | { op: 'report' } | { op: 'close' }) => {
  if (message.op === 'connect')
    void connect(message).then(
      () => process.send!({ op: 'ready' }),
      (error: unknown) => process.send!({ op: 'error', message: String(error) }),
    );
  else if (message.op === 'report') {
    process.send!({ op: 'latencies', latencies });
    latencies.length = 0;
  } else if (message.op === 'close') {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});
