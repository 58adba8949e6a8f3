import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import { loadSharp } from '../../integrations/images/sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { Database } from '../database';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo12345';

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@repetytor.demo',
    role: 'ROLE_ADMINISTRATOR',
    firstName: 'Адміністратор',
    lastName: 'Репетитор',
    phone: '+380500000001',
  },
  student: {
    email: 'student@repetytor.demo',
    role: 'ROLE_STUDENT',
    firstName: 'Іван',
    lastName: 'Петренко',
    phone: '+380500000002',
  },
  student2: {
    email: 'student2@repetytor.demo',
    role: 'ROLE_STUDENT',
    firstName: 'Марія',
    lastName: 'Шевченко',
    phone: '+380500000003',
  },
  teacher: {
    email: 'teacher@repetytor.demo',
    role: 'ROLE_TEACHER',
    firstName: 'Олена',
    lastName: 'Коваль',
    phone: '+380500000004',
  },
} as const;

/** A plain generated portrait placeholder (no fonts needed), stored like any uploaded avatar. */
async function demoAvatar(storage: FileStorage): Promise<{ key: string; bytes: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#2f6fd6"/><circle cx="256" cy="200" r="96" fill="#f4d7b5"/><ellipse cx="256" cy="470" rx="180" ry="150" fill="#f4d7b5"/></svg>`;
  const sharp = await loadSharp();
  const image = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
  const key = `avatars/${randomUUID()}.webp`;
  return { key, bytes: await storage.put(key, image) };
}

/**
 * Demo accounts with known credentials: an admin, two students and one verified teacher with a
 * complete profile. Loaded only while no account anyone can sign in to exists (no user has a
 * password), so a real database is never touched, whether or not passwordless demo tutors
 * (discovery's seed) were loaded first. Answers whether it seeded.
 */
export async function seedDemoAccounts(db: Database, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('password_hash', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const avatar = options.storage ? await demoAvatar(options.storage) : null;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ids: Record<string, string> = {};
    for (const [name, a] of Object.entries(DEMO_ACCOUNTS)) {
      const row = await trx
        .insertInto('users')
        .values({
          email: a.email,
          password_hash: await hashPassword(DEMO_PASSWORD),
          role: a.role,
          first_name: a.firstName,
          last_name: a.lastName,
          phone_number: a.phone,
          email_verified: true,
          registration_step: 'COMPLETE',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    await trx
      .insertInto('student_profiles')
      .values([
        { user_id: ids.student!, interests: ['mathematics', 'nmt-mathematics'], avatar_file_id: null },
        { user_id: ids.student2!, interests: ['english'], avatar_file_id: null },
      ])
      .execute();
    await trx
      .updateTable('users')
      .set({ search_city_code: 'kyiv' })
      .where('id', 'in', [ids.student!, ids.student2!])
      .execute();

    const teacherId = ids.teacher!;
    const file = avatar
      ? await trx
          .insertInto('stored_files')
          .values({
            owner_id: teacherId,
            kind: 'AVATAR',
            mime_type: 'image/webp',
            byte_size: avatar.bytes,
            storage_key: avatar.key,
            original_name: 'demo.webp',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    await trx
      .insertInto('teacher_profiles')
      .values({
        user_id: teacherId,
        date_of_birth: '1988-03-14',
        country_code: 'UA',
        city_code: 'kyiv',
        title: 'Математика та підготовка до НМТ',
        about:
          'Викладаю математику 10 років. Готую до НМТ і ДПА, пояснюю складне простими словами, даю домашні завдання з перевіркою.',
        why_me: 'Мої учні в середньому підвищують бал НМТ на 30 пунктів за пів року.',
        avatar_file_id: file?.id ?? null,
        currency: 'UAH',
        rate_minor: 45000,
        lesson_type: 'BOTH',
        teaching_level: 'ADVANCED',
        working_from: '09:00',
        working_to: '19:00',
        free_first_lesson: true,
        search_visible: true,
        verification_status: 'DONE',
        approval_status: 'APPROVED',
        verification_submitted_at: now,
        verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('teacher_skills')
      .values(
        ['mathematics', 'nmt-mathematics', 'physics'].map((code) => ({ user_id: teacherId, category_code: code })),
      )
      .execute();
    await trx
      .insertInto('teacher_languages')
      .values([
        { user_id: teacherId, language_code: 'uk', level: 'native speaker' },
        { user_id: teacherId, language_code: 'en', level: 'upper-intermediate' },
      ])
      .execute();
    await trx
      .insertInto('teacher_education')
      .values({
        user_id: teacherId,
        institution: 'КНУ імені Тараса Шевченка',
        degree: 'Магістр математики',
        from_year: 2005,
        to_year: 2011,
      })
      .execute();
    await trx
      .insertInto('teacher_experience')
      .values({
        user_id: teacherId,
        position: 'Вчитель математики',
        place: 'Київський ліцей №1',
        from_year: 2011,
        to_year: null,
      })
      .execute();
  });
  return true;
}
