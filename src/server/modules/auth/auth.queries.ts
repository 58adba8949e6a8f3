import { sql } from 'kysely';
import type { Role } from '../../../shared/enums';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';

const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'role',
  'first_name',
  'last_name',
  'language',
  'email_verified',
  'active',
  'blocked_at',
  'google_subject',
] as const;

/** A live account by email (case-insensitive, like the unique index); deleted ones never match. */
export function findUserByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Database, id: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserByGoogleSubject(db: Database, subject: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('google_subject', '=', subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export interface NewUser {
  email: string;
  passwordHash: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  emailVerified: boolean;
  googleSubject?: string | null;
  createdAt: Date;
}

/** The account and the empty profile of its role, in one transaction by the caller. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      first_name: user.firstName,
      last_name: user.lastName,
      language: user.language,
      email_verified: user.emailVerified,
      google_subject: user.googleSubject ?? null,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  if (user.role === 'ROLE_TEACHER') {
    await db
      .insertInto('teacher_profiles')
      .values({ user_id: row.id, created_at: user.createdAt, updated_at: user.createdAt })
      .execute();
  } else if (user.role === 'ROLE_STUDENT') {
    await db
      .insertInto('student_profiles')
      .values({ user_id: row.id, created_at: user.createdAt, updated_at: user.createdAt, avatar_file_id: null })
      .execute();
  }
  return row;
}

export async function markEmailVerified(db: Database, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified: true, updated_at: at }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
}

export async function linkGoogleSubject(db: Database, userId: string, subject: string, at: Date): Promise<void> {
  // Google vouches for the email, so a linked account's email counts as confirmed.
  await db
    .updateTable('users')
    .set({ google_subject: subject, email_verified: true, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** For "phone or email already in use": true when no live account has this email. */
export async function isEmailFree(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) === undefined;
}
