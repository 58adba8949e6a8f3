import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { LessonStatus } from '../../../src/shared/contracts/lessons';
import {
  drawboardSocketPath,
  drawboardsPath,
  drawboardTicketPath,
  type Drawboard,
  type DrawboardTicket,
} from '../../../src/shared/contracts/drawboards';
import type { TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';

/** A request as the signed-in user, to a full API path from the shared contracts. */
export function call(
  t: Pick<TestApp, 'app'>,
  who: User | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
}

export interface TestLesson {
  id: string;
  tutor: User;
  student: User;
}

/** A lesson between a fresh tutor and student, written straight to the table. */
export async function lessonWith(t: TestApp, status: LessonStatus = 'READY_TO_START'): Promise<TestLesson> {
  return lessonBetween(t, await teacher(t), await student(t), status);
}

/** A lesson between these two users, written straight to the table. */
export async function lessonBetween(
  t: TestApp,
  tutor: User,
  learner: User,
  status: LessonStatus = 'READY_TO_START',
): Promise<TestLesson> {
  const category = await t.db.selectFrom('categories').select('code').limit(1).executeTakeFirstOrThrow();
  const at = new Date(t.clock.now());
  const row = await t.db
    .insertInto('lessons')
    .values({
      teacher_id: tutor.id,
      student_id: learner.id,
      subject_code: category.code,
      // Lessons start on a whole hour.
      starts_at: new Date(Math.ceil(t.clock.now() / 3_600_000) * 3_600_000),
      price_minor: 50000,
      currency: 'UAH',
      status,
      created_by: tutor.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, tutor, student: learner };
}

export async function createBoard(t: TestApp, who: User, lessonId: string, name = 'Дошка 1'): Promise<Drawboard> {
  const res = await call(t, who, 'POST', drawboardsPath(lessonId), { name });
  if (res.statusCode !== 201) throw new Error(`create board: ${res.statusCode} ${res.body}`);
  return res.json() as Drawboard;
}

/** A function giving a fresh ticketed socket URL for each connection, as the web client does. */
export function socketUrlFor(
  t: TestApp,
  base: string,
  who: User,
  lessonId: string,
  boardId: string,
  app: FastifyInstance = t.app,
) {
  const sessionId = `s-${Math.random().toString(36).slice(2)}`;
  return async () => {
    const res = await call({ ...t, app }, who, 'POST', drawboardTicketPath(lessonId, boardId));
    if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode}`);
    const { ticket } = res.json() as DrawboardTicket;
    return `${base.replace('http', 'ws')}${drawboardSocketPath(boardId)}?ticket=${encodeURIComponent(ticket)}&sessionId=${sessionId}`;
  };
}

/** Whether the socket handshake is accepted; the HTTP status of the refusal otherwise. */
export function handshake(url: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => {});
  });
}
