import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import { ACTIVE_REQUEST_STATUSES, type RequestSort, type RequestTab } from '../../../shared/contracts/requests';
import type { Role } from '../../../shared/enums';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

export interface Viewer {
  id: string;
  role: Role;
}

type RequestEb = ExpressionBuilder<DB & { r: DB['lesson_requests'] }, 'r'>;

/**
 * A verified tutor sees open public requests in the subjects they teach (general student
 * requests). Unverified ones see none: anyone can register as a teacher, and these
 * requests carry students' names and wishes.
 */
function openPublicForTeacher(eb: RequestEb, teacherId: string): Expression<SqlBool> {
  return eb.and([
    eb('r.type', '=', 'STUDENT_PUBLIC'),
    eb('r.status', 'in', ACTIVE_REQUEST_STATUSES),
    eb('r.student_id', '<>', teacherId),
    eb.exists(
      eb
        .selectFrom('teacher_profiles as vp')
        .select('vp.user_id')
        .where('vp.user_id', '=', teacherId)
        .where('vp.verification_status', '=', 'DONE'),
    ),
    eb.exists(
      eb
        .selectFrom('teacher_skills as ts')
        .select('ts.user_id')
        .where('ts.user_id', '=', teacherId)
        .whereRef('ts.category_code', '=', 'r.subject_code'),
    ),
  ]);
}

function offeredBy(eb: RequestEb, teacherId: string): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('lesson_request_offers as o')
      .select('o.id')
      .whereRef('o.request_id', '=', 'r.id')
      .where('o.teacher_id', '=', teacherId),
  );
}

/** The requests a viewer may see in a tab of the requests page. */
export function tabFilter(eb: RequestEb, viewer: Viewer, tab: RequestTab): Expression<SqlBool> {
  if (viewer.role !== 'ROLE_TEACHER') {
    const own = eb('r.student_id', '=', viewer.id);
    if (tab === 'personal') return eb.and([own, eb('r.type', '=', 'STUDENT_DIRECT')]);
    if (tab === 'general') return eb.and([own, eb('r.type', '=', 'STUDENT_PUBLIC')]);
    return own;
  }
  const personal = eb('r.teacher_id', '=', viewer.id);
  const general = eb.or([openPublicForTeacher(eb, viewer.id), offeredBy(eb, viewer.id)]);
  if (tab === 'personal') return personal;
  if (tab === 'general') return general;
  return eb.or([personal, general]);
}

/** Everything any viewer may see: the access rule for one request (others get 404). */
export function visibleTo(eb: RequestEb, viewer: Viewer): Expression<SqlBool> {
  return eb.or([eb('r.student_id', '=', viewer.id), tabFilter(eb, viewer, 'all')]);
}

export function requestRows(db: Database) {
  return db
    .selectFrom('lesson_requests as r')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'r.student_id')
    .leftJoin('users as t', 't.id', 'r.teacher_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'r.teacher_id')
    .innerJoin('categories as c', 'c.code', 'r.subject_code')
    .select((eb) => [
      'r.id',
      'r.type',
      'r.status',
      'r.student_id',
      'r.teacher_id',
      'r.subject_code',
      'r.knowledge_level',
      'r.student_age',
      'r.lesson_frequency',
      'r.time_of_day',
      'r.price_band',
      'r.message',
      'r.accepted_offer_id',
      'r.created_at',
      'r.expires_at',
      's.first_name as student_first_name',
      's.last_name as student_last_name',
      's.deleted_at as student_deleted_at',
      'sp.avatar_file_id as student_avatar_id',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      't.deleted_at as teacher_deleted_at',
      'tp.avatar_file_id as teacher_avatar_id',
      'c.name_uk as subject_uk',
      'c.name_en as subject_en',
      eb
        .selectFrom('lesson_request_offers as oc')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('oc.request_id', '=', 'r.id')
        .where('oc.status', '<>', 'CANCELLED')
        .as('offer_count'),
    ]);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

export async function listRequests(
  db: Database,
  viewer: Viewer,
  options: { tab: RequestTab; sort: RequestSort; page: number; size: number },
) {
  const direction = options.sort === 'newest' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    requestRows(db)
      .where((eb) => tabFilter(eb as unknown as RequestEb, viewer, options.tab))
      .orderBy('r.created_at', direction)
      .orderBy('r.id', direction)
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    db
      .selectFrom('lesson_requests as r')
      .select(sql<string>`count(*)`.as('n'))
      .where((eb) => tabFilter(eb, viewer, options.tab))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One request if the viewer may see it; undefined otherwise (answered as 404). */
export function readVisibleRequest(db: Database, viewer: Viewer, id: string) {
  return requestRows(db)
    .where('r.id', '=', id)
    .where((eb) => visibleTo(eb as unknown as RequestEb, viewer))
    .executeTakeFirst();
}

export async function slotsOf(db: Database, requestIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .selectFrom('lesson_request_slots')
    .select(['request_id', 'starts_at'])
    .where('request_id', 'in', requestIds)
    .orderBy('starts_at')
    .execute();
  for (const row of rows) {
    const list = map.get(row.request_id) ?? [];
    list.push(row.starts_at.toISOString());
    map.set(row.request_id, list);
  }
  return map;
}

/** Offers on a request; a tutor viewer gets only their own. */
export function offersOf(db: Database, requestId: string, onlyTeacherId: string | null) {
  let query = db
    .selectFrom('lesson_request_offers as o')
    .innerJoin('users as t', 't.id', 'o.teacher_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'o.teacher_id')
    .select([
      'o.id',
      'o.status',
      'o.teacher_id',
      'o.message',
      'o.price_minor',
      'o.currency',
      'o.created_at',
      't.first_name',
      't.last_name',
      't.deleted_at',
      'tp.avatar_file_id',
    ])
    .where('o.request_id', '=', requestId)
    .orderBy('o.created_at')
    .orderBy('o.id');
  if (onlyTeacherId) query = query.where('o.teacher_id', '=', onlyTeacherId);
  return query.execute();
}

/** Contacts of a live account only: a deleted one has none to show. */
export function contactsOf(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone_number'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The lesson booked from this request. Lessons the tutor creates later for the
 * same student carry the request too (it is what connected them), so "the newest lesson
 * of the request" showed a later lesson on the card. The booked one starts at one of the slots
 * the student picked and was the first created; a request accepted through an offer has no slots,
 * and its first lesson is the one booked from it.
 */
export function lessonIdOfRequest(db: Database, requestId: string) {
  return db
    .selectFrom('lessons as l')
    .select('l.id')
    .where('l.request_id', '=', requestId)
    .orderBy(
      (eb) =>
        eb.exists(
          eb
            .selectFrom('lesson_request_slots as s')
            .select('s.request_id')
            .whereRef('s.request_id', '=', 'l.request_id')
            .whereRef('s.starts_at', '=', 'l.starts_at'),
        ),
      'desc',
    )
    .orderBy('l.created_at', 'asc')
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();
}
