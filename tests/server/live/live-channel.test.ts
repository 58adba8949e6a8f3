import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../../src/shared/contracts/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInAgain, student, type User } from '../requests/request-helpers';
import { connectLive, type TestSocket } from './live-test-client';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Short enough for the heartbeat and expiry tests, long enough for a loaded machine to answer.
  t = await createTestApp({ liveHeartbeatMs: 1000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const push = (u: User | User[], n: number) =>
  t.app.ctx.live.publish(
    (Array.isArray(u) ? u : [u]).map((x) => x.id),
    { type: 'request.changed', data: { requestId: `r${n}`, change: 'created' } },
  );
const numbers = (s: TestSocket) => s.pushes().map((p) => (p.data as { requestId: string }).requestId);

describe('GET /users/v1/open/users/live (WebSocket)', () => {
  it('refuses a handshake without a valid access token', async () => {
    await expect(connectLive(base, 'not-a-token')).rejects.toThrow('handshake refused: 401');
    await expect(connectLive(base, '', { protocols: ['repetytor.live.v1'] })).rejects.toThrow('401');
  });

  it('greets with a cursor and delivers a user’s pushes to every tab of theirs, and to no one else', async () => {
    const [a, b] = [await student(t), await student(t)];
    const a1 = await connectLive(base, a.token);
    const a2 = await connectLive(base, a.token);
    const b1 = await connectLive(base, b.token);
    await Promise.all([a1, a2, b1].map((s) => s.waitFor((f) => f[0]?.op === 'hello', 'hello')));
    await push(a, 1);
    await push(b, 2);
    await push([a, b], 3);
    await a1.waitFor(() => numbers(a1).length === 2);
    await a2.waitFor(() => numbers(a2).length === 2);
    await b1.waitFor(() => numbers(b1).length === 2);
    expect(numbers(a1)).toEqual(['r1', 'r3']);
    expect(numbers(a2)).toEqual(['r1', 'r3']);
    expect(numbers(b1)).toEqual(['r2', 'r3']);
    for (const s of [a1, a2, b1]) s.close();
  });

  it('replays what a reconnecting client missed after its cursor, in order and once', async () => {
    const a = await student(t);
    const first = await connectLive(base, a.token);
    await push(a, 1);
    await first.waitFor(() => numbers(first).length === 1);
    const cursor = first.pushes()[0]!.cursor;
    first.close();
    await first.closed;
    for (let n = 2; n <= 6; n++) await push(a, n);
    const again = await connectLive(base, a.token, { cursor });
    await again.waitFor(() => numbers(again).length === 5);
    await push(a, 7);
    await again.waitFor(() => numbers(again).length === 6);
    expect(again.frames[0]).toMatchObject({ op: 'hello', resumed: true, cursor });
    expect(numbers(again)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    again.close();
  });

  it('asks for a resync when the cursor is unknown, then goes on live', async () => {
    const a = await student(t);
    const s = await connectLive(base, a.token, { cursor: 'ffffffff.12' });
    await s.waitFor((f) => f.some((x) => x.op === 'resync'), 'resync');
    expect(s.frames[0]).toMatchObject({ op: 'hello', resumed: false });
    await push(a, 1);
    await s.waitFor(() => numbers(s).length === 1);
    s.close();
  });

  it('closes a connection whose token expired, and keeps one whose token was refreshed', async () => {
    const a = await student(t);
    const b = await student(t);
    const expiring = await connectLive(base, a.token);
    const refreshed = await connectLive(base, b.token);
    await refreshed.waitFor((f) => f[0]?.op === 'hello');
    t.clock.advance(14 * 60_000);
    refreshed.socket.send(JSON.stringify({ op: 'auth', token: (await signInAgain(t, b, 'ROLE_STUDENT')).token }));
    await refreshed.waitFor((f) => f.some((x) => x.op === 'authorized'), 'the refresh accepted');
    await push(b, 1);
    await refreshed.waitFor(() => numbers(refreshed).length === 1);
    t.clock.advance(2 * 60_000);
    expect(await expiring.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'session expired' });
    await push(b, 2);
    await refreshed.waitFor(() => numbers(refreshed).length === 2);
    refreshed.close();
  });

  it('closes a connection that stops answering pings', async () => {
    const a = await student(t);
    const s = await connectLive(base, a.token);
    s.answerPings = false;
    expect((await s.closed).code).toBe(LIVE_CLOSE.heartbeatMissed);
  });

  it('closes a client that floods frames as a policy violation, and keeps one that sends a short burst', async () => {
    const [a, b] = [await student(t), await student(t)];
    const flooding = await connectLive(base, a.token);
    const bursting = await connectLive(base, b.token);
    await Promise.all([flooding, bursting].map((s) => s.waitFor((f) => f[0]?.op === 'hello', 'hello')));
    const pong = JSON.stringify({ op: 'pong' });
    for (let i = 0; i < 200; i++) flooding.socket.send(pong);
    for (let i = 0; i < 10; i++) bursting.socket.send(pong);
    expect(await flooding.closed).toEqual({ code: LIVE_CLOSE.policyViolation, reason: 'too many frames' });
    await push(b, 1);
    await bursting.waitFor(() => numbers(bursting).length === 1, 'a push after the burst');
    expect(bursting.socket.readyState).toBe(bursting.socket.OPEN);
    bursting.close();
  });
});
