import type { Drawboard, DrawboardList, DrawboardSnapshot, DrawboardTicket } from '../../../shared/contracts/drawboards';
import type { LessonStatus } from '../../../shared/contracts/lessons';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { BoardRooms } from './drawboard-rooms';
import type { TicketBook } from './drawboard-tickets';
import * as q from './drawboards.queries';

export interface DrawboardsDeps extends Pick<AppContext, 'db' | 'now' | 'live'> {
  lessons: LessonsFacade;
  rooms: BoardRooms;
  tickets: TicketBook;
  /** TLDRAW_LICENSE_KEY, for the board in the browser. */
  licenseKey: string | null;
}

/** Boards are drawn on until the meeting is over; afterwards they are kept to be looked at. */
const EDITABLE: readonly LessonStatus[] = ['CREATED', 'READY_TO_START'];

const toBoard = (row: q.DrawboardRow): Drawboard => ({
  id: row.id,
  lessonId: row.lesson_id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function createDrawboardsService(deps: DrawboardsDeps) {
  const { db, now, lessons, rooms, tickets, live, licenseKey } = deps;

  /** The lesson if the user takes part in it; anyone else is answered 404. */
  async function lessonOf(userId: string, lessonId: string) {
    const lesson = await lessons.participantLesson(userId, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return { ...lesson, editable: EDITABLE.includes(lesson.status) };
  }

  async function boardOf(userId: string, lessonId: string, boardId: string) {
    const lesson = await lessonOf(userId, lessonId);
    const board = await q.findBoard(db, lessonId, boardId);
    if (!board) throw new AppError('NOT_FOUND');
    return { lesson, board };
  }

  function announce(lesson: { id: string; teacherId: string; studentId: string }, boardId: string) {
    return live.publish([lesson.teacherId, lesson.studentId], {
      type: 'drawboard.changed',
      data: { lessonId: lesson.id, boardId },
    });
  }

  return {
    async list(userId: string, lessonId: string): Promise<DrawboardList> {
      const lesson = await lessonOf(userId, lessonId);
      return { items: (await q.listBoards(db, lessonId)).map(toBoard), editable: lesson.editable, licenseKey };
    },

    async create(userId: string, lessonId: string, name: string): Promise<Drawboard> {
      const lesson = await lessonOf(userId, lessonId);
      if (!lesson.editable) throw new AppError('DRAWBOARD_READ_ONLY');
      const row = await q.insertBoard(db, { lessonId, name, createdBy: userId, now: new Date(now()) });
      await announce(lesson, row.id);
      return toBoard(row);
    },

    async rename(userId: string, lessonId: string, boardId: string, name: string): Promise<Drawboard> {
      const { lesson } = await boardOf(userId, lessonId, boardId);
      if (!lesson.editable) throw new AppError('DRAWBOARD_READ_ONLY');
      const row = await q.renameBoard(db, lessonId, boardId, name, new Date(now()));
      if (!row) throw new AppError('NOT_FOUND');
      await announce(lesson, row.id);
      return toBoard(row);
    },

    /**
     * A ticket for the board's socket: live while the lesson is on, read-only after it. The
     * socket belongs to the sign-in session that asked (`sessionId`) and closes when it ends.
     */
    async ticket(
      userId: string,
      sessionId: string | null,
      lessonId: string,
      boardId: string,
    ): Promise<DrawboardTicket> {
      const { lesson } = await boardOf(userId, lessonId, boardId);
      const readOnly = !lesson.editable;
      return { ticket: tickets.issue({ userId, sessionId, boardId, readOnly }), readOnly };
    },

    /** The board's records for a read-only view: from its open room if there is one, else stored. */
    async snapshot(userId: string, lessonId: string, boardId: string): Promise<DrawboardSnapshot> {
      const { board } = await boardOf(userId, lessonId, boardId);
      const open = await rooms.liveSnapshot(boardId);
      if (open) {
        return {
          board: toBoard(board),
          records: open.documents.map((d) => d.state as unknown as Record<string, unknown>),
          schema: (open.schema as Record<string, unknown> | undefined) ?? null,
        };
      }
      const stored = await q.loadBoardRecords(db, boardId);
      return {
        board: toBoard(board),
        records: stored?.documents.map((d) => d.state) ?? [],
        schema: (stored?.schema as Record<string, unknown> | null) ?? null,
      };
    },
  };
}
export type DrawboardsService = ReturnType<typeof createDrawboardsService>;
