import { sql, type Updateable } from 'kysely';
import type { Role } from '../../../shared/enums';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ProfileFacade } from '../profile/profile.module';

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

/**
 * The account and the empty profile of its role, in one transaction by the caller; the profile
 * row is the profile module's to write, so it comes through its facade.
 */
export async function insertUser(
  db: Database,
  user: NewUser,
  profiles: Pick<ProfileFacade, 'createEmpty'>,
): Promise<UserRow> {
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
  await profiles.createEmpty(db, row, user.createdAt);
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

/**
 * The account columns the profile and settings screens change (name, phone, registration step,
 * search defaults, language, notifications, password): auth alone writes `users`.
 */
export type AccountChanges = Pick<
  Updateable<DB['users']>,
  | 'first_name'
  | 'last_name'
  | 'middle_name'
  | 'gender'
  | 'phone_number'
  | 'registration_step'
  | 'search_category_code'
  | 'search_city_code'
  | 'language'
  | 'notifications_enabled'
  | 'password_hash'
>;

export async function updateAccount(db: Database, userId: string, changes: AccountChanges, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Account deletion (spec 5, 6 "security section"). The row stays, because lessons, reviews and
 * the money ledger refer to it, but nothing personal does: the email is replaced (so the address
 * can register again), the password, phone and Google link are cleared.
 */
export async function anonymiseUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `deleted+${userId}@repetytor.invalid`,
      password_hash: null,
      phone_number: null,
      google_subject: null,
      first_name: 'Deleted',
      last_name: 'User',
      middle_name: null,
      active: false,
      notifications_enabled: false,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
}
