import type { Insertable, Transaction } from 'kysely';
import { rescoreAllTeachers } from '../../modules/search/profile-score';
import { loadSharp } from '../../integrations/images/sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { Database } from '../database';
import type { DB } from '../schema';
import * as data from './demo-tutors-data';
import { portraitSvg } from './demo-portraits';
import { prng } from './seed-random';

/** How many demo tutors: enough for every filter and sort to show something (60 or more). */
export const DEMO_TUTOR_COUNT = 64;
export const DEMO_TUTOR_EMAIL_DOMAIN = 'tutors.repetytor.demo';
const SEED = 20_240_801;
const DAY = 24 * 60 * 60 * 1000;

/** A drawn portrait (demo-portraits.ts) as a small WebP: about 3 KB each, 64 in well under a second. */
async function avatarFor(
  storage: FileStorage,
  index: number,
  female: boolean,
): Promise<{ key: string; bytes: number }> {
  const svg = portraitSvg(SEED + index * 7919, female);
  const sharp = await loadSharp();
  const image = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const key = `avatars/demo-tutor-${index}.webp`;
  return { key, bytes: await storage.put(key, image) };
}

/**
 * At least 60 realistic tutors with reviews, deterministic from a fixed seed. Loaded
 * only into a database without teachers, so it runs before the demo accounts' own teacher and
 * never into a real database. A few tutors are unverified or hidden, to prove search filters
 * them out. Answers whether it seeded.
 */
export async function seedDemoTutors(db: Database, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const anyTeacher = await db.selectFrom('teacher_profiles').select('user_id').limit(1).executeTakeFirst();
  if (anyTeacher) return false;
  const cityCountry = new Map(
    (await db.selectFrom('cities').select(['code', 'country_code']).execute()).map((c) => [
      c.code,
      c.country_code.trim(),
    ]),
  );
  const rnd = prng(SEED);
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

  const students = data.STUDENT_NAMES.map(([firstName, lastName], i) => ({
    id: rnd.uuid(),
    email: `reviewer-${i + 1}@${DEMO_TUTOR_EMAIL_DOMAIN}`,
    firstName,
    lastName,
  }));
  const users: Insertable<DB['users']>[] = [];
  const profiles: Insertable<DB['teacher_profiles']>[] = [];
  const skills: Insertable<DB['teacher_skills']>[] = [];
  const languages: Insertable<DB['teacher_languages']>[] = [];
  const education: Insertable<DB['teacher_education']>[] = [];
  const experience: Insertable<DB['teacher_experience']>[] = [];
  const reviews: Insertable<DB['reviews']>[] = [];
  const files: Insertable<DB['stored_files']>[] = [];

  for (let i = 0; i < DEMO_TUTOR_COUNT; i++) {
    const id = rnd.uuid();
    const female = rnd.next() < 0.6;
    const surname = rnd.pick(data.LAST_NAMES);
    const lastName = typeof surname === 'string' ? surname : surname[female ? 1 : 0];
    const archetype = data.ARCHETYPES[i % data.ARCHETYPES.length]!;
    const city = rnd.weighted(data.TUTOR_CITIES);
    const abroad = cityCountry.get(city) !== 'UA';
    const [low, high] = archetype.rate;
    const rate = Math.round((low + rnd.next() ** 1.4 * (high - low)) / 50) * 50;
    // Every 16th tutor from 5 is awaiting verification, from 11 verified but hidden, 14 declined.
    const status = i % 16 === 5 ? 'IN_PROCESS' : i % 16 === 14 ? 'FAILED' : 'DONE';
    const verifiedDaysAgo = i % 9 === 0 ? 3 + Math.floor(rnd.next() * 20) : 40 + Math.floor(rnd.next() * 700);
    const years = 2 + Math.floor(rnd.next() * 18);
    users.push({
      id,
      email: `tutor-${i + 1}@${DEMO_TUTOR_EMAIL_DOMAIN}`,
      role: 'ROLE_TEACHER',
      first_name: rnd.pick(female ? data.FEMALE_FIRST_NAMES : data.MALE_FIRST_NAMES),
      last_name: lastName,
      email_verified: true,
      registration_step: 'COMPLETE',
      created_at: at(verifiedDaysAgo + 2),
      updated_at: at(verifiedDaysAgo + 2),
      last_seen_at: at(Math.floor(rnd.next() ** 2 * 120)),
    });
    const avatarFile = options.storage && rnd.next() < 0.85 ? rnd.uuid() : null;
    if (avatarFile && options.storage) {
      const avatar = await avatarFor(options.storage, i, female);
      files.push({
        id: avatarFile,
        owner_id: id,
        kind: 'AVATAR',
        mime_type: 'image/webp',
        byte_size: avatar.bytes,
        storage_key: avatar.key,
        original_name: 'avatar.webp',
      });
    }
    profiles.push({
      user_id: id,
      country_code: cityCountry.get(city) ?? 'UA',
      city_code: city,
      title: archetype.title,
      about: archetype.about,
      why_me: rnd.next() < 0.8 ? archetype.whyMe : null,
      avatar_file_id: avatarFile,
      rate_minor: rate * 100,
      lesson_type: abroad
        ? 'ONLINE'
        : rnd.weighted([
            ['ONLINE', 4],
            ['BOTH', 4],
            ['OFFLINE', 2],
          ] as const),
      teaching_level: rnd.pick(['INTERMEDIATE', 'ADVANCED', 'HIGH'] as const),
      working_from: rnd.pick(['08:00', '09:00', '10:00', '14:00']),
      working_to: rnd.pick(['18:00', '19:00', '20:00', '21:00']),
      free_first_lesson: rnd.next() < 0.3,
      search_visible: status === 'DONE' && i % 16 !== 11,
      verification_status: status,
      approval_status: status === 'DONE' ? 'APPROVED' : status === 'FAILED' ? 'DECLINED' : 'IN_REVIEW',
      verified_at: status === 'DONE' ? at(verifiedDaysAgo) : null,
      created_at: at(verifiedDaysAgo + 2),
      updated_at: at(Math.floor(rnd.next() * 200)),
    });
    for (const code of archetype.subjects) skills.push({ user_id: id, category_code: code });
    languages.push({ user_id: id, language_code: 'uk', level: 'native speaker' });
    const english = archetype.subjects.includes('english')
      ? 'advanced'
      : rnd.pick(['pre-intermediate', 'intermediate', 'upper-intermediate'] as const);
    languages.push({ user_id: id, language_code: 'en', level: english });
    if (archetype.subjects.includes('german')) languages.push({ user_id: id, language_code: 'de', level: 'advanced' });
    if (archetype.subjects.includes('polish') || city === 'warsaw' || city === 'krakow')
      languages.push({ user_id: id, language_code: 'pl', level: 'advanced' });
    const graduated = 2024 - years - Math.floor(rnd.next() * 3);
    education.push({
      user_id: id,
      institution: rnd.pick(data.UNIVERSITIES),
      degree: rnd.pick(data.DEGREES),
      from_year: graduated - 5,
      to_year: graduated,
    });
    if (rnd.next() < 0.8)
      experience.push({
        user_id: id,
        position: archetype.position,
        place: rnd.pick(data.WORKPLACES),
        from_year: 2025 - years,
        to_year: null,
      });

    // Reviews from the seeded students, only for tutors students could have had lessons with.
    const reviewCount = status === 'DONE' ? Math.floor(rnd.next() ** 1.2 * 14) : 0;
    for (let r = 0; r < reviewCount; r++) {
      const stars = rnd.weighted([
        [5, 13],
        [4, 5],
        [3, 2],
      ] as const);
      reviews.push({
        id: rnd.uuid(),
        teacher_id: id,
        student_id: students[(i + r) % students.length]!.id,
        rating: stars,
        comment: rnd.pick(data.REVIEW_COMMENTS[stars]),
        created_at: at(Math.floor(rnd.next() * Math.max(1, verifiedDaysAgo - 1))),
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        students.map((s) => ({
          id: s.id,
          email: s.email,
          role: 'ROLE_STUDENT' as const,
          first_name: s.firstName,
          last_name: s.lastName,
          email_verified: true,
          registration_step: 'COMPLETE' as const,
        })),
      )
      .execute();
    await trx
      .insertInto('student_profiles')
      .values(students.map((s) => ({ user_id: s.id })))
      .execute();
    await insertAll(trx, users, profiles, files, { skills, languages, education, experience, reviews });
  });
  await rescoreAllTeachers(db);
  return true;
}

/** Parents before children; one statement per table, so the triggers of migrations 0200/0202 run once each. */
async function insertAll(
  trx: Transaction<DB>,
  users: Insertable<DB['users']>[],
  profiles: Insertable<DB['teacher_profiles']>[],
  files: Insertable<DB['stored_files']>[],
  children: {
    skills: Insertable<DB['teacher_skills']>[];
    languages: Insertable<DB['teacher_languages']>[];
    education: Insertable<DB['teacher_education']>[];
    experience: Insertable<DB['teacher_experience']>[];
    reviews: Insertable<DB['reviews']>[];
  },
) {
  await trx.insertInto('users').values(users).execute();
  if (files.length > 0) await trx.insertInto('stored_files').values(files).execute();
  await trx.insertInto('teacher_profiles').values(profiles).execute();
  await trx.insertInto('teacher_skills').values(children.skills).execute();
  await trx.insertInto('teacher_languages').values(children.languages).execute();
  await trx.insertInto('teacher_education').values(children.education).execute();
  if (children.experience.length > 0) await trx.insertInto('teacher_experience').values(children.experience).execute();
  if (children.reviews.length > 0) await trx.insertInto('reviews').values(children.reviews).execute();
}
