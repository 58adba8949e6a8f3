import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../../src/shared/contracts/live';
import { createAccessTokens } from '../../../src/server/auth/access-tokens';
import { createLiveChannel } from '../../../src/server/live/live';
import { createRedisLiveLog } from '../../../src/server/live/redis-live-log';
import { SESSION_CHECK_CACHE_MS } from '../../../src/server/modules/auth/session-check';
import { bearer, PASSWORD, signUp, type SignedIn } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectLive, type TestSocket } from './live-test-client';

/*
 * Sessions on the live channel: the session is checked in the handshake
 * and at every heartbeat, and a revoked one (logout, password change, deletion) closes its
 * sockets at once, through the session.revoked event, in every process.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  // A long heartbeat: a socket closed in these tests was closed by the revocation, not by a ping.
  t = await createTestApp({ liveHeartbeatMs: 60_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => t.close());

const login = async (email: string): Promise<SignedIn> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as { token: string; refreshToken: string }), id: '', email };
};
const hello = async (s: TestSocket) => {
  await s.waitFor((f) => f[0]?.op === 'hello', 'hello');
  return s;
};
const REVOKED = { code: LIVE_CLOSE.unauthorized, reason: 'session revoked' };

describe('the live channel and sessions', () => {
  it('logout closes that session’s sockets at once, not the user’s other sessions', async () => {
    const user = await signUp(t);
    const other = await login(user.email);
    const phone = await hello(await connectLive(base, user.token));
    const laptop = await hello(await connectLive(base, other.token));
    const out = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await phone.closed).toEqual(REVOKED);
    // The other session still gets its pushes.
    await t.app.ctx.live.publish(user.id, { type: 'request.changed', data: { requestId: 'r1', change: 'created' } });
    await laptop.waitFor(() => laptop.pushes().length === 1, 'the push');
    laptop.close();
  });

  it('refuses the handshake of a revoked session, though its access token has not expired', async () => {
    const user = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    await expect(connectLive(base, user.token)).rejects.toThrow('handshake refused: 401');
  });

  it('a password change closes every socket of the user', async () => {
    const user = await signUp(t);
    const other = await login(user.email);
    const a = await hello(await connectLive(base, user.token));
    const b = await hello(await connectLive(base, other.token));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/password',
      headers: bearer(user.token),
      payload: { currentPassword: PASSWORD, newPassword: 'Another12345', confirmPassword: 'Another12345' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await a.closed).toEqual(REVOKED);
    expect(await b.closed).toEqual(REVOKED);
    // The new session the change answered with connects.
    const again = await hello(await connectLive(base, (changed.json() as { token: string }).token));
    again.close();
  });

  it('account deletion closes the sockets', async () => {
    const user = await signUp(t);
    const s = await hello(await connectLive(base, user.token));
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/users/v1/users/delete',
      headers: bearer(user.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s.closed).toEqual(REVOKED);
  });
});

describe('the heartbeat’s session check', () => {
  let fast: TestApp;
  let fastBase: string;
  beforeAll(async () => {
    fast = await createTestApp({ liveHeartbeatMs: 500 });
    fastBase = await fast.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(() => fast.close());

  it('closes a socket whose user was deactivated behind the services’ back (no event), at a heartbeat', async () => {
    const user = await signUp(fast);
    const s = await hello(await connectLive(fastBase, user.token));
    await s.waitFor((f) => f.some((x) => x.op === 'ping'), 'a ping');
    await fast.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    fast.clock.advance(SESSION_CHECK_CACHE_MS + 1);
    expect(await s.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'session not live' });
  });
});

/** Enough of a ws socket for the channel: it records how it was closed. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const closed: { code?: number; reason?: string } = {};
  const socket = Object.assign(emitter, {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: () => undefined,
    terminate: () => undefined,
    close(code: number, reason: string) {
      Object.assign(closed, { code, reason });
      socket.readyState = 3;
      emitter.emit('close');
    },
  });
  return { socket: socket as unknown as WebSocket, closed };
}

describe('revocation across processes (Redis)', () => {
  it('a revocation in one process closes the session’s socket held by another, and only that session’s', async () => {
    const keyPrefix = `test-revoke-${randomBytes(6).toString('hex')}:`;
    const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
    const accessTokens = createAccessTokens({ secret: randomBytes(32), ttlSeconds: 900 });
    const channel = () =>
      createLiveChannel({
        log: createRedisLiveLog({ url, keyPrefix, log: t.app.log }),
        accessTokens,
        now: Date.now,
        logger: t.app.log,
      });
    const [a, b] = [channel(), channel()];
    await a.start();
    await b.start();
    try {
      const revoked = fakeSocket();
      const kept = fakeSocket();
      const expiresAt = Date.now() + 60_000;
      b.accept(revoked.socket, { userId: 'u1', sessionId: 's1', expiresAt }, undefined);
      b.accept(kept.socket, { userId: 'u1', sessionId: 's2', expiresAt }, undefined);
      await a.revoke('u1', 's1');
      await expect.poll(() => revoked.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'session revoked' });
      expect(kept.closed).toEqual({});
      expect(b.connections()).toBe(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
