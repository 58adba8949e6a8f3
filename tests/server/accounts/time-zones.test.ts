import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalTimeZone, TIME_ZONE_ALIASES } from '../../../src/shared/time-zones';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, completeProfile, signUp, teacherWithCompleteProfile, uploadAvatar } from './account-helpers';

/*
 * A Europe/Kyiv browser (which Chromium reports as "Europe/Kiev") was saved
 * and shown as "Europe/Kiev" on the tutor page, requests and schedule while the editor said
 * "Europe/Kyiv". Zones are stored by their canonical IANA names; migration 0801 renames the
 * old names already stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MIGRATION = new URL('../../../src/server/db/migrations/0801_canonical_time_zones.sql', import.meta.url);

describe('time zones by their canonical names', () => {
  it('stores Europe/Kiev as Europe/Kyiv and every reader answers Europe/Kyiv', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const avatar = await uploadAvatar(t, teacher);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/teacher',
      headers: bearer(teacher.token),
      payload: { ...completeProfile(avatar.json().id), timezone: 'Europe/Kiev' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().timezone).toBe('Europe/Kyiv');
    const row = await t.db
      .selectFrom('teacher_profiles')
      .select('timezone')
      .where('user_id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(row.timezone).toBe('Europe/Kyiv');
    const schedule = await t.app.inject({ url: '/users/v1/schedule', headers: bearer(teacher.token) });
    expect(schedule.json().timezone).toBe('Europe/Kyiv');
  });

  it('still refuses a zone that is no zone', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/teacher',
      headers: bearer(teacher.token),
      payload: { ...completeProfile((await uploadAvatar(t, teacher)).json().id), timezone: 'Europe/Atlantis' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ timezone: 'validation.timezone-invalid' });
  });

  it('migration 0801 renames stored old names, the same ones the service maps', async () => {
    const text = await readFile(MIGRATION, 'utf8');
    const pairs = [...text.matchAll(/when '([^']+)' then '([^']+)'/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(Object.fromEntries(pairs)).toEqual(TIME_ZONE_ALIASES);
    for (const [, canonical] of pairs)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: canonical })).not.toThrow();

    const kiev = await teacherWithCompleteProfile(t);
    const calcutta = await teacherWithCompleteProfile(t);
    const warsaw = await teacherWithCompleteProfile(t);
    for (const [who, zone] of [
      [kiev, 'Europe/Kiev'],
      [calcutta, 'Asia/Calcutta'],
      [warsaw, 'Europe/Warsaw'],
    ] as const)
      await t.db.updateTable('teacher_profiles').set({ timezone: zone }).where('user_id', '=', who.id).execute();
    await sql.raw(text).execute(t.db);
    const zones = await t.db
      .selectFrom('teacher_profiles')
      .select(['user_id', 'timezone'])
      .where('user_id', 'in', [kiev.id, calcutta.id, warsaw.id])
      .execute();
    const byId = Object.fromEntries(zones.map((z) => [z.user_id, z.timezone]));
    expect(byId).toEqual({ [kiev.id]: 'Europe/Kyiv', [calcutta.id]: 'Asia/Kolkata', [warsaw.id]: 'Europe/Warsaw' });
    expect(canonicalTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw');
  });
});
