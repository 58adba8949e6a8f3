import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DB } from '../../../src/server/db/schema';
import type { TestApp } from '../helpers/test-app';

export const SEARCH = '/users/v1/open/search';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let addresses = 1;
/** A client address of its own per call, so per-address rate limits trip only where a test wants them to. */
export const freshAddress = () => `203.0.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** A users row and a token for it, as the accounts module would issue after sign-in. */
export async function signedInUser(
  t: TestApp,
  role: 'ROLE_STUDENT' | 'ROLE_TEACHER' | 'ROLE_ADMINISTRATOR' = 'ROLE_STUDENT',
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const email = `${role.toLowerCase()}-${id.slice(0, 8)}@example.com`;
  await t.db.insertInto('users').values({ id, email, role, first_name: 'Тест', last_name: 'Користувач' }).execute();
  const token = await t.accessTokens.sign({ id, role, email, firstName: 'Тест', lastName: 'Користувач' });
  return { id, token };
}

/** A teacher with a profile: searchable by default; pass overrides to make it anything else. */
export async function insertTeacher(
  t: TestApp,
  profile: Partial<Insertable<DB['teacher_profiles']>> = {},
  skills: string[] = ['mathematics'],
): Promise<string> {
  const { id } = await signedInUser(t, 'ROLE_TEACHER');
  await t.db
    .insertInto('teacher_profiles')
    .values({
      user_id: id,
      country_code: 'UA',
      city_code: 'kyiv',
      title: 'Тестовий репетитор',
      rate_minor: 40_000,
      lesson_type: 'BOTH',
      verification_status: 'DONE',
      search_visible: true,
      verified_at: new Date(),
      ...profile,
    })
    .execute();
  if (skills.length > 0) {
    await t.db
      .insertInto('teacher_skills')
      .values(skills.map((code) => ({ user_id: id, category_code: code })))
      .execute();
  }
  return id;
}

export interface CardJson {
  id: string;
  rating: number;
  reviewCount: number;
  pricePerLesson: number;
  pricePer60Minutes: number;
  lessonType: string;
  subjects: { code: string; name: string }[];
  city: { code: string; name: string } | null;
  country: { code: string; name: string } | null;
  badges: string[];
}

/** Every result of a search, page after page (size 50), and the total each page reported. */
export async function searchAll(t: TestApp, params: Record<string, string> = {}) {
  const items: CardJson[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 100; page++) {
    const query = new URLSearchParams({ ...params, page: String(page), size: '50' });
    const res = await t.app.inject({ url: `${SEARCH}?${query.toString()}` });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    const body = res.json() as { items: CardJson[]; total: number };
    totals.add(body.total);
    items.push(...body.items);
    if (body.items.length < 50) break;
  }
  return { items, total: [...totals][0] ?? 0, consistentTotal: totals.size === 1 };
}

/** Ids of teachers search must return, computed independently of the search code. */
export async function searchableIds(t: TestApp): Promise<Set<string>> {
  const rows = await t.db
    .selectFrom('teacher_profiles')
    .select('user_id')
    .where('verification_status', '=', 'DONE')
    .where('search_visible', '=', true)
    .where('rate_minor', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
