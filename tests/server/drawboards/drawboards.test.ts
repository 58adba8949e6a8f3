import { buildApp } from '../../../src/server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawboardPath,
  drawboardSnapshotPath,
  drawboardSocketPath,
  drawboardsPath,
  drawboardTicketPath,
  type DrawboardList,
  type DrawboardSnapshot,
  type DrawboardTicket,
} from '../../../src/shared/contracts/drawboards';
import { loadBoardRecords } from '../../../src/server/modules/drawboards/drawboards.queries';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { student, teacher } from '../requests/request-helpers';
import { connectBoardClient, type BoardClient } from './board-sync-client';
import { call, createBoard, handshake, lessonWith, socketUrlFor } from './board-helpers';

let t: TestApp;
let base: string;
const clients: BoardClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ drawboards: { persistDelayMs: 50 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
});
const open = (url: () => Promise<string>) => {
  const c = connectBoardClient(url);
  clients.push(c);
  return c;
};

describe('drawboards REST', () => {
  it('lists, creates and renames a lesson’s boards for its participants only', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id, 'Алгебра');
    const renamed = await call(t, lesson.student, 'PUT', drawboardPath(lesson.id, board.id), { name: 'Геометрія' });
    expect(renamed.statusCode).toBe(200);
    const list = (await call(t, lesson.student, 'GET', drawboardsPath(lesson.id))).json() as DrawboardList;
    expect(list).toMatchObject({ editable: true, items: [{ id: board.id, name: 'Геометрія' }] });

    const stranger = await student(t);
    const otherTutor = await teacher(t);
    for (const who of [stranger, otherTutor]) {
      expect((await call(t, who, 'GET', drawboardsPath(lesson.id))).statusCode).toBe(404);
      expect((await call(t, who, 'POST', drawboardsPath(lesson.id), { name: 'x' })).statusCode).toBe(404);
      expect((await call(t, who, 'PUT', drawboardPath(lesson.id, board.id), { name: 'x' })).statusCode).toBe(404);
      expect((await call(t, who, 'POST', drawboardTicketPath(lesson.id, board.id))).statusCode).toBe(404);
      expect((await call(t, who, 'GET', drawboardSnapshotPath(lesson.id, board.id))).statusCode).toBe(404);
    }
    expect((await call(t, null, 'GET', drawboardsPath(lesson.id))).statusCode).toBe(401);
    // A board of another lesson is not found through this one.
    const other = await lessonWith(t);
    expect((await call(t, other.tutor, 'POST', drawboardTicketPath(other.id, board.id))).statusCode).toBe(404);
  });

  it('refuses a blank name with a translated 400 and changes nothing', async () => {
    const lesson = await lessonWith(t);
    const res = await call(t, lesson.tutor, 'POST', drawboardsPath(lesson.id), { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect((await call(t, lesson.tutor, 'GET', drawboardsPath(lesson.id))).json()).toMatchObject({ items: [] });
  });

  it('keeps boards read-only once the meeting is over', async () => {
    const lesson = await lessonWith(t, 'MEETING_COMPLETED');
    const res = await call(t, lesson.tutor, 'POST', drawboardsPath(lesson.id), { name: 'Нова' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DRAWBOARD_READ_ONLY' });
    expect((await call(t, lesson.tutor, 'GET', drawboardsPath(lesson.id))).json()).toMatchObject({ editable: false });
  });
});

describe('drawboard socket', () => {
  it('opens only with a fresh ticket of the board’s participant, once', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id);
    const socket = `${base.replace('http', 'ws')}${drawboardSocketPath(board.id)}`;
    expect(await handshake(`${socket}?sessionId=a`)).toBe(401);
    expect(await handshake(`${socket}?ticket=forged&sessionId=a`)).toBe(401);
    const { ticket } = (await call(t, lesson.student, 'POST', drawboardTicketPath(lesson.id, board.id))).json() as DrawboardTicket;
    // A ticket is for its own board only.
    const other = await createBoard(t, lesson.tutor, lesson.id, 'Друга');
    expect(await handshake(`${base.replace('http', 'ws')}${drawboardSocketPath(other.id)}?ticket=${ticket}&sessionId=a`)).toBe(401);
    const again = (await call(t, lesson.student, 'POST', drawboardTicketPath(lesson.id, board.id))).json() as DrawboardTicket;
    expect(await handshake(`${socket}?ticket=${again.ticket}&sessionId=a`)).toBe('open');
    expect(await handshake(`${socket}?ticket=${again.ticket}&sessionId=b`)).toBe(401);
  });

  it('syncs a shape between the two participants and keeps it after the room closes', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id);
    const tutor = open(socketUrlFor(t, base, lesson.tutor, lesson.id, board.id));
    const learner = open(socketUrlFor(t, base, lesson.student, lesson.id, board.id));
    await Promise.all([tutor.loaded, learner.loaded]);
    const shape = tutor.draw(10, 20);
    await expect.poll(() => learner.shapeIds()).toContain(shape);
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toEqual([shape]);
    tutor.close();
    learner.close();
    // A restarted server (a second app on the same database, with no room open) loads it again.
    const restarted = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist', logLevel: 'silent', trustProxy: false },
      db: t.db,
      accessTokens: t.accessTokens,
      now: t.clock.now,
      logger: false,
    });
    try {
      const restartedBase = await restarted.listen({ port: 0, host: '127.0.0.1' });
      const later = open(socketUrlFor(t, restartedBase, lesson.student, lesson.id, board.id, restarted));
      await later.loaded;
      expect(later.shapeIds()).toContain(shape);
      later.close();
    } finally {
      await restarted.close();
    }
    const snapshot = (await call(t, lesson.student, 'GET', drawboardSnapshotPath(lesson.id, board.id))).json() as DrawboardSnapshot;
    expect(snapshot.records.map((r) => r.id)).toContain(shape);
  });

  it('compacts a left board into one snapshot row and opens it again from the snapshot and the log since', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id);
    const tutor = open(socketUrlFor(t, base, lesson.tutor, lesson.id, board.id));
    await tutor.loaded;
    const moved = tutor.draw(0, 0);
    const removed = tutor.draw(50, 0);
    await expect.poll(() => logRows(board.id), { timeout: 15_000 }).toBeGreaterThan(0);
    tutor.close();
    // The last client left: the room writes one snapshot and empties the log.
    await expect.poll(() => logRows(board.id), { timeout: 15_000 }).toBe(0);
    const row = await t.db.selectFrom('drawboards').select(['snapshot', 'snapshot_clock']).where('id', '=', board.id).executeTakeFirstOrThrow();
    expect(row.snapshot).toContain(moved);
    expect(row.snapshot_clock).toBeGreaterThan(0);
    expect(await storedShapeIds(board.id)).toEqual([moved, removed].sort());

    // Edits after the snapshot go to the log while the room stays open.
    const again = open(socketUrlFor(t, base, lesson.tutor, lesson.id, board.id));
    await again.loaded;
    expect(again.shapeIds().sort()).toEqual([moved, removed].sort());
    again.store.put([{ ...again.store.get(moved)!, x: 500 } as never]);
    again.store.remove([removed]);
    const added = again.draw(0, 200);
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toEqual([moved, added].sort());
    expect(await logRows(board.id)).toBeGreaterThan(0);

    // Another server (no room open there) opens it from the snapshot with the log on top.
    const other = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist', logLevel: 'silent', trustProxy: false },
      db: t.db,
      accessTokens: t.accessTokens,
      now: t.clock.now,
      logger: false,
    });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const viewer = open(socketUrlFor(t, otherBase, lesson.student, lesson.id, board.id, other));
      await viewer.loaded;
      expect(viewer.shapeIds().sort()).toEqual([moved, added].sort());
      expect((viewer.store.get(moved) as { x: number } | undefined)?.x).toBe(500);
      viewer.close();
    } finally {
      await other.close();
    }
    again.close();
  });

  it('merges the edits of a client that was offline with the other’s, losing none', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id);
    const tutor = open(socketUrlFor(t, base, lesson.tutor, lesson.id, board.id));
    const learner = open(socketUrlFor(t, base, lesson.student, lesson.id, board.id));
    await Promise.all([tutor.loaded, learner.loaded]);
    const first = tutor.draw(0, 0);
    await expect.poll(() => learner.shapeIds()).toContain(first);

    learner.socket.offline();
    await expect.poll(() => learner.socket.connectionStatus).toBe('offline');
    const byTutor = tutor.draw(100, 0);
    const byLearner = learner.draw(0, 100);
    learner.socket.online();

    for (const c of [tutor, learner]) {
      await expect.poll(() => c.shapeIds().sort(), { timeout: 15_000 }).toEqual([first, byTutor, byLearner].sort());
    }
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toEqual([first, byTutor, byLearner].sort());
  });

  it('opens a finished lesson’s board read-only: the server refuses its edits', async () => {
    const lesson = await lessonWith(t);
    const board = await createBoard(t, lesson.tutor, lesson.id);
    const tutor = open(socketUrlFor(t, base, lesson.tutor, lesson.id, board.id));
    await tutor.loaded;
    const kept = tutor.draw(0, 0);
    await expect.poll(() => storedShapeIds(board.id), { timeout: 15_000 }).toEqual([kept]);
    tutor.close();
    await t.db.updateTable('lessons').set({ status: 'MEETING_COMPLETED' }).where('id', '=', lesson.id).execute();
    const ticket = (await call(t, lesson.student, 'POST', drawboardTicketPath(lesson.id, board.id))).json() as DrawboardTicket;
    expect(ticket.readOnly).toBe(true);
    const viewer = open(socketUrlFor(t, base, lesson.student, lesson.id, board.id));
    await viewer.loaded;
    expect(viewer.shapeIds()).toEqual([kept]);
    viewer.draw(50, 50);
    // The refused push is rolled back on the client; the stored board never has it.
    await expect.poll(() => viewer.shapeIds(), { timeout: 15_000 }).toEqual([kept]);
    expect(await storedShapeIds(board.id)).toEqual([kept]);
  });
});

/** The shapes a board has in the database: its snapshot with the log since applied. */
async function storedShapeIds(boardId: string): Promise<string[]> {
  const stored = await loadBoardRecords(t.db, boardId);
  return (stored?.documents ?? [])
    .map((d) => d.state.id as string)
    .filter((id) => id.startsWith('shape:'))
    .sort();
}

async function logRows(boardId: string): Promise<number> {
  const rows = await t.db.selectFrom('drawboard_records').select('record_id').where('drawboard_id', '=', boardId).execute();
  return rows.length;
}
