import { createHash, randomBytes } from 'node:crypto';
import type {
  LessonStudentView,
  MyStudent,
  MyStudentStatus,
  MyStudentTab,
  InviteView,
  StudentInvite,
} from '../../../shared/contracts/students';
import { AppError } from '../../../shared/errors';
import { normalizeEmail } from '../../../shared/validation/email';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { LessonsFacade } from '../lessons/lessons.module';
import * as q from './students.queries';

export interface StudentsDeps {
  db: Database;
  now: () => number;
  events: Events;
  lessons: LessonsFacade;
}

/** How many finished quiz results the student tab shows. */
const SHARED_RESULTS = 10;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: q.LinkedStudentRow): MyStudentStatus {
  if (row.active === false) return 'INACTIVE';
  return row.engaged ? 'ACTIVE' : 'INVITE_ACCEPTED';
}

function toMyStudent(row: q.LinkedStudentRow): MyStudent {
  const since = row.state_at ?? row.accepted_at ?? row.created_at;
  return {
    key: row.id,
    status: statusOf(row),
    student: { id: row.id, firstName: row.first_name, lastName: row.last_name, avatarId: row.avatar_file_id ?? null },
    email: null,
    inviteId: row.invite_id ?? null,
    since: new Date(since).toISOString(),
  };
}

/** My students and invites (student statuses, tabs all and invited). */
export function createStudentsService(deps: StudentsDeps) {
  async function assertVerified(teacherId: string) {
    if (!(await q.isVerifiedTutor(deps.db, teacherId))) throw new AppError('TUTOR_NOT_VERIFIED');
  }

  return {
    /**
     * "all": every linked student (by a lesson, a request or an accepted invite) and the invites
     * still waiting; "invited": every invite, waiting or accepted.
     */
    async list(teacherId: string, tab: MyStudentTab): Promise<MyStudent[]> {
      const invites = await q.listInvites(deps.db, teacherId);
      const waiting = invites
        .filter((i) => i.status === 'INVITED')
        .map<MyStudent>((i) => ({
          key: i.id,
          status: 'INVITED',
          student: null,
          email: i.email,
          inviteId: i.id,
          since: new Date(i.updated_at).toISOString(),
        }));
      if (tab === 'invited') {
        const accepted = invites.filter((i) => i.status === 'ACCEPTED');
        const linked = await q.listLinkedStudents(deps.db, teacherId);
        const byId = new Map(linked.map((row) => [row.id, row]));
        return [
          ...waiting,
          ...accepted.flatMap((i) => {
            const row = i.student_id ? byId.get(i.student_id) : undefined;
            return row ? [{ ...toMyStudent(row), key: i.id, email: i.email }] : [];
          }),
        ];
      }
      const linked = await q.listLinkedStudents(deps.db, teacherId);
      return [...waiting, ...linked.map(toMyStudent)];
    },

    /**
     * Invites an address: a verified tutor only. The mail follows from
     * the event once the invite commits. Inviting an address again sends a fresh link; one
     * already accepted answers as it is and sends nothing.
     */
    async invite(teacherId: string, rawEmail: string): Promise<StudentInvite> {
      await assertVerified(teacherId);
      const email = normalizeEmail(rawEmail);
      const token = randomBytes(32).toString('base64url');
      const at = new Date(deps.now());
      return deps.db.transaction().execute(async (trx) => {
        const row = await q.upsertInvite(trx, { teacherId, email, tokenHash: hashInviteToken(token), at });
        if (!row) {
          const existing = (await q.listInvites(trx, teacherId)).find((i) => i.email === email);
          if (!existing) throw new AppError('CONFLICT');
          return { id: existing.id, email, status: existing.status, createdAt: existing.created_at.toISOString() };
        }
        await deps.events.emit(trx, {
          type: 'student.invited',
          aggregateType: 'student-invite',
          aggregateId: row.id,
          payload: { inviteId: row.id, teacherId, token },
        });
        return { id: row.id, email: row.email, status: row.status, createdAt: new Date(row.created_at).toISOString() };
      });
    },

    /** What the link shows before signing in; an unknown token is "not found". */
    async view(token: string): Promise<InviteView> {
      const row = await q.readInviteByHash(deps.db, hashInviteToken(token));
      if (!row || row.deleted_at) throw new AppError('NOT_FOUND');
      return {
        teacher: {
          id: row.teacher_id,
          firstName: row.first_name,
          lastName: row.last_name,
          avatarId: row.avatar_file_id ?? null,
        },
        email: row.email,
        status: row.status,
      };
    },

    /**
     * A signed-in student accepts. The invite names an address, so only the account with that
     * address may take it (a forwarded link links nobody else); anyone else gets "not found".
     * Accepting twice by the same student answers the same.
     */
    async accept(user: { id: string; role: string }, token: string): Promise<InviteView> {
      const row = await q.readInviteByHash(deps.db, hashInviteToken(token));
      const account = await q.readUserById(deps.db, user.id);
      if (!row || row.deleted_at || !account || account.role !== 'ROLE_STUDENT') throw new AppError('NOT_FOUND');
      if (normalizeEmail(account.email) !== row.email) throw new AppError('NOT_FOUND');
      if (row.status === 'ACCEPTED') {
        if (row.student_id !== user.id) throw new AppError('NOT_FOUND');
      } else {
        await deps.db.transaction().execute(async (trx) => {
          if (!(await q.acceptInvite(trx, row.id, user.id, new Date(deps.now())))) return;
          await deps.events.emit(trx, {
            type: 'students.changed',
            aggregateType: 'tutor-students',
            aggregateId: row.teacher_id,
            payload: { teacherId: row.teacher_id, studentId: user.id, change: 'accepted' },
          });
        });
      }
      return {
        teacher: {
          id: row.teacher_id,
          firstName: row.first_name,
          lastName: row.last_name,
          avatarId: row.avatar_file_id ?? null,
        },
        email: row.email,
        status: 'ACCEPTED',
      };
    },

    /** The tutor activates or deactivates one of their students; others are "not found". */
    async setActive(teacherId: string, studentId: string, active: boolean): Promise<MyStudent> {
      const row = await q.readLinkedStudent(deps.db, teacherId, studentId);
      if (!row) throw new AppError('NOT_FOUND');
      await deps.db.transaction().execute(async (trx) => {
        await q.setStudentState(trx, teacherId, studentId, active, new Date(deps.now()));
        await deps.events.emit(trx, {
          type: 'students.changed',
          aggregateType: 'tutor-students',
          aggregateId: teacherId,
          payload: { teacherId, studentId: null, change: active ? 'activated' : 'deactivated' },
        });
      });
      return toMyStudent((await q.readLinkedStudent(deps.db, teacherId, studentId))!);
    },

    sharing: (studentId: string) => q.readSharing(deps.db, studentId),
    setSharing: (studentId: string, share: boolean) => q.writeSharing(deps.db, studentId, share, new Date(deps.now())),

    /**
     * The lesson page's student tab: the lesson's tutor only (its student, or anyone else, gets
     * "not found"); exam-practice results only when the student shares them.
     */
    async lessonStudent(teacherId: string, lessonId: string): Promise<LessonStudentView> {
      const lesson = await deps.lessons.participantLesson(teacherId, lessonId);
      if (!lesson || lesson.teacherId !== teacherId) throw new AppError('NOT_FOUND');
      const row = await q.readLinkedStudent(deps.db, teacherId, lesson.studentId);
      if (!row) throw new AppError('NOT_FOUND');
      const shares = await q.readSharing(deps.db, lesson.studentId);
      const results = shares ? await q.finishedQuizResults(deps.db, lesson.studentId, SHARED_RESULTS) : null;
      const student = toMyStudent(row);
      return {
        student: student.student!,
        interests: row.interests ?? [],
        status: student.status,
        sharesQuizResults: shares,
        quizResults:
          results?.map((r) => ({
            id: r.id,
            title: r.main_title,
            score: r.score ?? 0,
            maxScore: r.max_score ?? 0,
            percent: r.percent ?? 0,
            finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
          })) ?? null,
      };
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
