import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, nextAddress, PASSWORD, signUp, type SignedIn } from './account-helpers';

/*
 * Every validation rule that touches accounts: each bad value answers 400 VALIDATION_FAILED with
 * the rule's message key on exactly that field, and a translated top-level message.
 */

let t: TestApp;
let teacher: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signUp(t, { role: 'ROLE_TEACHER' });
});
afterAll(async () => t?.close());

async function fieldsOf(method: 'POST' | 'PUT', url: string, payload: object, auth?: string) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    remoteAddress: nextAddress(),
    headers: auth ? bearer(auth) : {},
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  return res.json().details.fields as Record<string, string>;
}

const registration = {
  email: 'new.user@example.com',
  password: PASSWORD,
  firstName: 'Олена',
  lastName: 'Коваль',
  role: 'ROLE_STUDENT',
};

describe('register (email, password, first and last name)', () => {
  it.each([
    ['email', '', 'validation.email-required'],
    ['email', undefined, 'validation.email-required'],
    ['email', 'olena@mail.c', 'validation.email-invalid'],
    ['email', 'olena@mail.c0m', 'validation.email-invalid'],
    ['email', 'olena.mail.com', 'validation.email-invalid'],
    ['password', '', 'validation.password-required'],
    ['password', undefined, 'validation.password-required'],
    ['password', 'abc12345', 'validation.password-min'],
    ['password', 'abcdefghijk', 'validation.password-requirements'],
    ['password', '12345678901', 'validation.password-requirements'],
    ['firstName', '', 'validation.first-name-required'],
    ['firstName', undefined, 'validation.first-name-required'],
    ['lastName', '   ', 'validation.last-name-required'],
    ['lastName', undefined, 'validation.last-name-required'],
  ])('%s = %j answers %s', async (field, value, key) => {
    expect(await fieldsOf('POST', '/users/v1/open/auth/register', { ...registration, [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('names every bad field at once', async () => {
    expect(
      await fieldsOf('POST', '/users/v1/open/auth/register', {
        email: 'x',
        password: 'x',
        firstName: '',
        lastName: '',
        role: 'ROLE_STUDENT',
      }),
    ).toEqual({
      email: 'validation.email-invalid',
      password: 'validation.password-min',
      firstName: 'validation.first-name-required',
      lastName: 'validation.last-name-required',
    });
  });

  it('answers the top-level message in the caller language', async () => {
    const payload = { ...registration, email: '' };
    const en = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/register',
      headers: { 'accept-language': 'en' },
      payload,
    });
    expect(en.json().message).toBe('Please check the highlighted fields.');
    const uk = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/register',
      headers: { 'accept-language': 'uk' },
      payload,
    });
    expect(uk.json().message).toBe('Перевірте виділені поля.');
  });
});

describe('login, codes and password reset', () => {
  it('login: email-invalid and password-required', async () => {
    expect(await fieldsOf('POST', '/users/v1/open/auth/login', { email: 'bad@', password: '' })).toEqual({
      email: 'validation.email-invalid',
      password: 'validation.password-required',
    });
  });

  it('email code: email-required and code-required', async () => {
    expect(await fieldsOf('POST', '/users/v1/open/auth/email-code', { email: '', code: '' })).toEqual({
      email: 'validation.email-required',
      code: 'validation.code-required',
    });
  });

  it('reset: the new password must follow the rules and be confirmed (password-mismatch)', async () => {
    const base = { email: 'olena@example.com', code: '123456' };
    expect(
      await fieldsOf('POST', '/users/v1/open/auth/password/reset', {
        ...base,
        password: 'short1',
        confirmPassword: 'short1',
      }),
    ).toEqual({
      password: 'validation.password-min',
    });
    expect(
      await fieldsOf('POST', '/users/v1/open/auth/password/reset', {
        ...base,
        password: PASSWORD,
        confirmPassword: 'Other12345',
      }),
    ).toEqual({
      confirmPassword: 'validation.password-mismatch',
    });
  });
});

describe('phone (9 digits after +380)', () => {
  it.each([
    ['', 'validation.phone-required'],
    [undefined, 'validation.phone-required'],
    ['67123456', 'validation.phone-requirements'],
    ['6712345678', 'validation.phone-requirements'],
    ['67123456a', 'validation.phone-invalid'],
    ['67 123 456', 'validation.phone-invalid'],
  ])('phoneNumber = %j answers %s on every phone endpoint', async (phoneNumber, key) => {
    for (const url of ['/users/v1/profile/phone-code', '/users/v1/profile/phone/validation']) {
      expect(await fieldsOf('POST', url, { phoneNumber }, teacher.token)).toEqual({ phoneNumber: key });
    }
    expect(await fieldsOf('POST', '/users/v1/profile/phone', { phoneNumber, code: '123456' }, teacher.token)).toEqual({
      phoneNumber: key,
    });
  });
});

describe('settings (password confirmation, DELETE)', () => {
  it('change password: current required, new one by the rules, confirmation matching', async () => {
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/settings/password',
        { currentPassword: '', newPassword: 'abcdefghijk', confirmPassword: 'abcdefghijk' },
        teacher.token,
      ),
    ).toEqual({ currentPassword: 'validation.password-required', newPassword: 'validation.password-requirements' });
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/settings/password',
        { currentPassword: PASSWORD, newPassword: 'NewSecret99', confirmPassword: 'NewSecret98' },
        teacher.token,
      ),
    ).toEqual({ confirmPassword: 'validation.password-mismatch' });
  });

  it.each(['delete', 'Delete', 'DELET', ''])(
    'account deletion with %j answers delete-confirmation',
    async (confirmation) => {
      expect(await fieldsOf('POST', '/users/v1/users/delete', { confirmation }, teacher.token)).toEqual({
        confirmation: 'validation.delete-confirmation',
      });
    },
  );
});

describe('teacher profile save (required fields)', () => {
  const complete = {
    firstName: 'Олена',
    lastName: 'Коваль',
    cityCode: 'kyiv',
    title: 'Математика для НМТ',
    about: 'Готую до НМТ з математики вже 8 років.',
    avatarId: '00000000-0000-4000-8000-000000000000',
    skills: ['mathematics'],
    languages: [{ code: 'uk', level: 'native speaker' }],
    rateMinor: 40000,
    lessonType: 'ONLINE',
    level: 'ADVANCED',
    workingFrom: '09:00',
    workingTo: '18:00',
  };

  it.each([
    ['firstName', 'validation.first-name-required'],
    ['lastName', 'validation.last-name-required'],
    ['cityCode', 'validation.city-required'],
    ['title', 'validation.title-required'],
    ['about', 'validation.about-required'],
    ['avatarId', 'validation.avatar-required'],
    ['skills', 'validation.skills-required'],
    ['languages', 'validation.languages-required'],
    ['rateMinor', 'validation.rate-required'],
    ['lessonType', 'validation.lesson-type-required'],
    ['level', 'validation.level-required'],
    ['workingFrom', 'validation.working-from-required'],
    ['workingTo', 'validation.working-to-required'],
  ])('without %s answers %s', async (field, key) => {
    const { [field as keyof typeof complete]: _omitted, ...rest } = complete;
    expect(await fieldsOf('PUT', '/users/v1/profile/teacher', rest, teacher.token)).toEqual({ [field]: key });
  });

  it('treats empty lists and blank text as missing', async () => {
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/profile/teacher',
        { ...complete, skills: [], languages: [], title: ' ' },
        teacher.token,
      ),
    ).toEqual({
      skills: 'validation.skills-required',
      languages: 'validation.languages-required',
      title: 'validation.title-required',
    });
  });

  it('wants working hours to end after they start, and periods to end after they begin', async () => {
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/profile/teacher',
        { ...complete, workingFrom: '18:00', workingTo: '09:00' },
        teacher.token,
      ),
    ).toEqual({
      workingTo: 'validation.working-hours-order',
    });
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/profile/teacher',
        { ...complete, education: [{ institution: 'КНУ', fromYear: 2015, toYear: 2010 }] },
        teacher.token,
      ),
    ).toEqual({ 'education.0.toYear': 'validation.period-order' });
  });

  it('warns about text over its maximum length and a language level outside the six', async () => {
    expect(
      await fieldsOf('PUT', '/users/v1/profile/teacher', { ...complete, about: 'x'.repeat(3001) }, teacher.token),
    ).toEqual({ about: 'validation.too-long' });
    expect(
      await fieldsOf(
        'PUT',
        '/users/v1/profile/teacher',
        { ...complete, languages: [{ code: 'en', level: 'fluent' }] },
        teacher.token,
      ),
    ).toEqual({
      'languages.0.level': 'validation.language-level-invalid',
    });
  });
});
