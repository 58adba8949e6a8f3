import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, outboxCode, signUp, type SignedIn } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const put = (user: SignedIn, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(user.token), 'accept-language': 'en' }, payload });
const post = (user: SignedIn, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(user.token), 'accept-language': 'en' }, payload });
const stepOf = async (user: SignedIn) =>
  (await t.app.inject({ url: '/users/v1/profile', headers: bearer(user.token) })).json().registrationStep;

let phoneCounter = 1_000_000;
const newPhone = () => `67${phoneCounter++}`.padEnd(9, '0').slice(0, 9);

async function confirmPhone(user: SignedIn, phone: string) {
  expect((await post(user, '/users/v1/profile/phone-code', { phoneNumber: phone })).statusCode).toBe(200);
  return post(user, '/users/v1/profile/phone', { phoneNumber: phone, code: await outboxCode(t, `+380${phone}`) });
}

describe('registration steps PROFILE_INFO → PHONE_NUMBER → SKILLS → COMPLETE', () => {
  it('takes a teacher through every step, confirming the phone by SMS code', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    expect(await stepOf(teacher)).toBe('PROFILE_INFO');

    const info = await put(teacher, '/users/v1/profile/setup/profile-info', {
      firstName: 'Олена',
      lastName: 'Коваль',
      middleName: 'Іванівна',
      gender: 'FEMALE',
      dateOfBirth: '1990-04-12',
      countryCode: 'UA',
      cityCode: 'lviv',
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ registrationStep: 'PHONE_NUMBER', middleName: 'Іванівна', gender: 'FEMALE' });

    const phone = newPhone();
    const sent = await post(teacher, '/users/v1/profile/phone-code', { phoneNumber: phone });
    expect(sent.json()).toEqual({ phoneNumber: `+380${phone}`, codeTtlSeconds: 900, resendAfterSeconds: 60 });
    const sms = await t.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', `+380${phone}`)
      .executeTakeFirstOrThrow();
    expect(sms.channel).toBe('SMS');
    expect(sms.body).toMatch(/^Код Repetytor: \d{6}$/);

    const wrong = await post(teacher, '/users/v1/profile/phone', {
      phoneNumber: phone,
      code: '000000' === sms.body.slice(-6) ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('WRONG_CODE');
    const confirmed = await post(teacher, '/users/v1/profile/phone', { phoneNumber: phone, code: sms.body.slice(-6) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ registrationStep: 'SKILLS', phoneNumber: `+380${phone}` });

    const skills = await put(teacher, '/users/v1/profile/setup/skills', { skills: ['mathematics', 'nmt-mathematics'] });
    expect(skills.json().registrationStep).toBe('COMPLETE');
    const profile = (await t.app.inject({ url: '/users/v1/profile/teacher', headers: bearer(teacher.token) })).json();
    expect(profile).toMatchObject({
      dateOfBirth: '1990-04-12',
      countryCode: 'UA',
      cityCode: 'lviv',
      skills: ['mathematics', 'nmt-mathematics'],
    });
  });

  it('keeps a student’s skills as interests and the city as the search city', async () => {
    const student = await signUp(t);
    await put(student, '/users/v1/profile/setup/profile-info', {
      firstName: 'Іван',
      lastName: 'Шевчук',
      cityCode: 'odesa',
    });
    expect((await confirmPhone(student, newPhone())).statusCode).toBe(200);
    await put(student, '/users/v1/profile/setup/skills', { skills: ['english', 'english'] });
    const profile = (await t.app.inject({ url: '/users/v1/profile/student', headers: bearer(student.token) })).json();
    expect(profile).toMatchObject({
      interests: ['english'],
      searchCityCode: 'odesa',
      emailVerified: true,
      active: true,
    });
  });

  it('refuses a step ahead of the current one with WRONG_REGISTRATION_STEP naming the current step', async () => {
    const student = await signUp(t);
    const res = await put(student, '/users/v1/profile/setup/skills', { skills: ['english'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'WRONG_REGISTRATION_STEP',
      message: 'Please finish the previous registration step first.',
      details: { registrationStep: 'PROFILE_INFO' },
    });
    expect((await post(student, '/users/v1/profile/phone-code', { phoneNumber: newPhone() })).json().code).toBe(
      'WRONG_REGISTRATION_STEP',
    );
  });

  it('resumes where the user left off, and editing an earlier step never moves back', async () => {
    const student = await signUp(t);
    await put(student, '/users/v1/profile/setup/profile-info', { firstName: 'Іван', lastName: 'Шевчук' });
    expect(await stepOf(student)).toBe('PHONE_NUMBER');
    await confirmPhone(student, newPhone());
    await put(student, '/users/v1/profile/setup/skills', { skills: ['english'] });
    const again = await put(student, '/users/v1/profile/setup/profile-info', {
      firstName: 'Іванко',
      lastName: 'Шевчук',
    });
    expect(again.json()).toMatchObject({ firstName: 'Іванко', registrationStep: 'COMPLETE' });
  });

  it('answers per-field keys for codes that do not exist', async () => {
    const student = await signUp(t);
    const res = await put(student, '/users/v1/profile/setup/profile-info', {
      firstName: 'A',
      lastName: 'B',
      countryCode: 'PL',
      cityCode: 'kyiv',
    });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { cityCode: 'validation.city-not-in-country' } },
    });
    await put(student, '/users/v1/profile/setup/profile-info', { firstName: 'A', lastName: 'B' });
    await confirmPhone(student, newPhone());
    const skills = await put(student, '/users/v1/profile/setup/skills', { skills: ['alchemy'] });
    expect(skills.json().details.fields).toEqual({ skills: 'validation.skill-unknown' });
  });
});

describe('phone uniqueness (phone or email already in use)', () => {
  it('answers PHONE_OR_EMAIL_IN_USE for a number another account confirmed, before sending any code', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const phone = newPhone();
    await put(first, '/users/v1/profile/setup/profile-info', { firstName: 'A', lastName: 'B' });
    expect((await confirmPhone(first, phone)).statusCode).toBe(200);

    await put(second, '/users/v1/profile/setup/profile-info', { firstName: 'C', lastName: 'D' });
    const check = await post(second, '/users/v1/profile/phone/validation', { phoneNumber: `+380${phone}` });
    expect(check.statusCode).toBe(409);
    expect(check.json()).toEqual({
      code: 'PHONE_OR_EMAIL_IN_USE',
      message: 'Phone or email already in use.',
      details: { fields: { phoneNumber: 'validation.phone-in-use' } },
    });
    expect((await post(second, '/users/v1/profile/phone-code', { phoneNumber: phone })).statusCode).toBe(409);
    expect((await post(second, '/users/v1/profile/phone/validation', { phoneNumber: newPhone() })).json()).toEqual({
      available: true,
    });
  });

  it('answers the same for an email already registered (open validation)', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/validation',
      payload: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_OR_EMAIL_IN_USE');
  });

  it('does not accept a code that was sent to the number for another user', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    for (const u of [first, second])
      await put(u, '/users/v1/profile/setup/profile-info', { firstName: 'A', lastName: 'B' });
    const phone = newPhone();
    await post(first, '/users/v1/profile/phone-code', { phoneNumber: phone });
    const code = await outboxCode(t, `+380${phone}`);
    const res = await post(second, '/users/v1/profile/phone', { phoneNumber: phone, code });
    expect(res.json().code).toBe('CODE_EXPIRED');
  });
});
