import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBlockPath } from '../../../src/shared/contracts/accounts';
import {
  drawboardSocketPath,
  drawboardTicketPath,
  type DrawboardTicket,
} from '../../../src/shared/contracts/drawboards';
import { loadBoardRecords } from '../../../src/server/modules/drawboards/drawboards.queries';
import { bearer, signInAdmin, signUp, type SignedIn } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectBoardClient, type BoardClient } from './board-sync-client';
import { call, createBoard, handshake, lessonBetween, socketUrlFor } from './board-helpers';

/*
 * A board socket belongs to the sign-in session that asked for its ticket: when that session
 * ends (logout, a block, any revocation), the socket closes at once and the board takes nothing
 * more from it, as the live channel does.
 */
let t: TestApp;
let base: string;
let admin: SignedIn;
const clients: BoardClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ drawboards: { persistDelayMs: 50 }, liveHeartbeatMs: 60_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInAdmin(t);
}, 180_000);
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});
const open = (url: () => Promise<string>) => {
  const c = connectBoardClient(url);
  clients.push(c);
  return c;
};
const REVOKED = { code: 4401, reason: 'session revoked' };

async function boardOfTwo() {
  const tutor = await signUp(t, { role: 'ROLE_TEACHER' });
  const learner = await signUp(t);
  const lesson = await lessonBetween(t, tutor, learner);
  const board = await createBoard(t, tutor, lesson.id);
  const tutorClient = open(socketUrlFor(t, base, tutor, lesson.id, board.id));
  const learnerClient = open(socketUrlFor(t, base, learner, lesson.id, board.id));
  await Promise.all([tutorClient.loaded, learnerClient.loaded]);
  return { tutor, learner, lesson, board, tutorClient, learnerClient };
}

async function storedShapeIds(boardId: string): Promise<string[]> {
  const stored = await loadBoardRecords(t.db, boardId);
  return (stored?.documents ?? []).map((d) => d.state.id as string).filter((id) => id.startsWith('shape:'));
}

describe('the board socket and the sign-in session', () => {
  it('logout closes that session’s board socket at once, and its later drawing never reaches the board', async () => {
    const { tutor, board, tutorClient, learnerClient } = await boardOfTwo();
    const before = tutorClient.draw(0, 0);
    await expect.poll(() => learnerClient.shapeIds()).toContain(before);

    const out = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/logout',
      payload: { refreshToken: tutor.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    await expect.poll(() => tutorClient.socket.closes, { timeout: 15_000 }).toContainEqual(REVOKED);

    const late = tutorClient.draw(10, 10);
    // The learner's drawing afterwards is stored: the board went on, without the tutor's.
    const after = learnerClient.draw(20, 20);
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toContain(after);
    expect(await storedShapeIds(board.id)).not.toContain(late);
    expect(learnerClient.shapeIds()).not.toContain(late);
    // The learner's own session goes on.
    expect(learnerClient.socket.closes).toEqual([]);
  });

  it('a block closes the user’s board sockets and spends the tickets they were given', async () => {
    const { learner, lesson, board, learnerClient, tutorClient } = await boardOfTwo();
    const res = await call(t, learner, 'POST', drawboardTicketPath(lesson.id, board.id));
    const { ticket } = res.json() as DrawboardTicket;

    const blocked = await t.app.inject({
      method: 'POST',
      url: userBlockPath(learner.id),
      headers: bearer(admin.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expect.poll(() => learnerClient.socket.closes, { timeout: 15_000 }).toContainEqual(REVOKED);
    const url = `${base.replace('http', 'ws')}${drawboardSocketPath(board.id)}?ticket=${ticket}&sessionId=late`;
    expect(await handshake(url)).toBe(401);

    const late = learnerClient.draw(5, 5);
    const after = tutorClient.draw(30, 30);
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toContain(after);
    expect(await storedShapeIds(board.id)).not.toContain(late);
    expect(tutorClient.socket.closes).toEqual([]);
  });
});
