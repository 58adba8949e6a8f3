import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  avatarPng,
  confirmPhone,
  DEMO_PASSWORD,
  field,
  NEW_PASSWORD,
  openProfileEditor,
  randomPhone,
} from './fixtures/accounts';
import { codeIn, uniqueEmail, waitForMessage } from './fixtures/mailbox';
import { seedLocalStorage } from './fixtures/session';

/*
 * Follow-ups of the accounts journeys: the user details screen (/user/:id, a student's public page; a tutor's
 * id goes on to /tutor/:id), the time zone in the teacher profile, revisited registration steps
 * that show what was saved, and the upload limits checked in the browser before sending.
 */

const API = '/users/v1';

async function ok<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface ApiAccount {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  headers: Record<string, string>;
}

/** Registers through the API and confirms the emailed code: the account stands at PROFILE_INFO. */
async function registerByApi(
  request: APIRequestContext,
  role: 'ROLE_STUDENT' | 'ROLE_TEACHER',
  names: { firstName: string; lastName: string },
): Promise<ApiAccount> {
  const email = uniqueEmail(role === 'ROLE_TEACHER' ? 'tz-teacher' : 'details-student');
  await ok(
    await request.post(`${API}/open/auth/register`, { data: { email, password: NEW_PASSWORD, role, ...names } }),
  );
  const code = codeIn(await waitForMessage(email, 'EMAIL'));
  const pair = await ok<{ token: string; refreshToken: string }>(
    await request.post(`${API}/open/auth/email-code`, { data: { email, code } }),
  );
  const headers = { authorization: `Bearer ${pair.token}` };
  const profile = await ok<{ id: string }>(await request.get(`${API}/profile`, { headers }));
  return { id: profile.id, email, ...pair, headers };
}

/** The remaining registration steps through the API: place, phone (SMS code) and skills. */
async function completeStepsByApi(
  request: APIRequestContext,
  account: ApiAccount,
  place: { firstName: string; lastName: string; countryCode?: string; cityCode: string; dateOfBirth?: string },
  skills: string[],
): Promise<void> {
  const { headers } = account;
  await ok(await request.put(`${API}/profile/setup/profile-info`, { headers, data: place }));
  const phone = randomPhone();
  await ok(await request.post(`${API}/profile/phone-code`, { headers, data: { phoneNumber: phone } }));
  const sms = await waitForMessage(`+380${phone}`, 'SMS');
  await ok(await request.post(`${API}/profile/phone`, { headers, data: { phoneNumber: phone, code: codeIn(sms) } }));
  await ok(await request.put(`${API}/profile/setup/skills`, { headers, data: { skills } }));
}

/** The browser starts signed in as `account` (the real token pair), in `lang`. */
async function signInBrowser(page: Page, account: ApiAccount, lang: 'uk' | 'en'): Promise<void> {
  await seedLocalStorage(page, { token: account.token, refresh: account.refreshToken, lang });
}

test.describe('user details screen, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a student sees their public page from the profile, with interests', async ({ page, request, shell }) => {
    const t = shell.inLanguage('en').t;
    const lastName = `Details${Date.now().toString(36)}`;
    const student = await registerByApi(request, 'ROLE_STUDENT', { firstName: 'Ivan', lastName });
    await completeStepsByApi(request, student, { firstName: 'Ivan', lastName, cityCode: 'kyiv' }, [
      'mathematics',
      'physics',
    ]);
    await signInBrowser(page, student, 'en');

    await page.goto('/user/profile/edit');
    await page.getByRole('link', { name: t('profile:page.public-link') }).click();
    await expect(page).toHaveURL(`/user/${student.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ivan ${lastName}` })).toBeVisible();
    await expect(page.getByText(t('users:role.ROLE_STUDENT'), { exact: true })).toBeVisible();
    const interests = page.getByRole('region', { name: t('users:sections.interests') });
    await expect(interests.getByRole('listitem')).toHaveText(['Mathematics', 'Physics']);
    await expect(page.getByRole('link', { name: t('users:actions.edit-own') })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: `Ivan ${lastName}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The back button returns to where the page was opened from.
    await page.getByRole('button', { name: t('users:page.back') }).click();
    await expect(page).toHaveURL('/user/profile/edit');
  });

  test('a guest is asked to sign in; a teacher then sees the student, and a tutor id opens the tutor page', async ({
    page,
    request,
    shell,
  }) => {
    const t = shell.inLanguage('en').t;
    const lastName = `Guestview${Date.now().toString(36)}`;
    const student = await registerByApi(request, 'ROLE_STUDENT', { firstName: 'Olena', lastName });
    await completeStepsByApi(request, student, { firstName: 'Olena', lastName, cityCode: 'lviv' }, ['english']);
    await seedLocalStorage(page, { lang: 'en' });

    // Students' pages are for signed-in users; the guest signs in and comes back.
    await page.goto(`/user/${student.id}`);
    await expect(page).toHaveURL(/\/login\?next=/);
    await field(page, t('auth:login.form.email')).fill('teacher@repetytor.demo');
    await field(page, t('auth:login.form.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('auth:login.form.submit') }).click();
    await expect(page).toHaveURL(`/user/${student.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Olena ${lastName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: t('users:actions.edit-own') })).toHaveCount(0);

    // A tutor's id goes on to the fuller tutor page.
    const teacher = await ok<{ token: string }>(
      await request.post(`${API}/open/auth/login`, {
        data: { email: 'teacher@repetytor.demo', password: DEMO_PASSWORD },
      }),
    );
    const teacherId = (
      await ok<{ id: string }>(
        await request.get(`${API}/profile`, { headers: { authorization: `Bearer ${teacher.token}` } }),
      )
    ).id;
    await page.goto(`/user/${teacherId}`);
    await expect(page).toHaveURL(`/tutor/${teacherId}`);

    // An unknown id is the not-found page.
    await page.goto('/user/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: t('app:error-page.not-found.title') })).toBeVisible();
  });
});

test.describe('registration steps show what was saved, in Ukrainian', () => {
  test('a teacher revisits profile info and skills; a new country clears the city', async ({
    page,
    request,
    shell,
  }) => {
    test.setTimeout(180_000);
    const t = shell.t;
    const teacher = await registerByApi(request, 'ROLE_TEACHER', { firstName: 'Марта', lastName: 'Повторна' });
    await signInBrowser(page, teacher, 'uk');

    await page.goto('/registration/profile-info');
    await expect(
      page.getByRole('heading', { level: 1, name: t('registration:steps.PROFILE_INFO.title') }),
    ).toBeVisible();
    const country = field(page, t('registration:fields.country'));
    const city = field(page, t('registration:fields.city'));
    await field(page, t('registration:fields.date-of-birth')).fill('1988-03-02');
    await expect(country).toHaveValue('UA');
    await city.selectOption({ label: 'Львів' });
    await country.selectOption({ label: 'Польща' });
    await expect(city).toHaveValue('');
    await city.selectOption({ label: 'Краків' });
    await page.getByRole('button', { name: t('registration:actions.continue') }).click();
    await expect(page).toHaveURL('/registration/phone-number');

    // Back to the finished step: what was saved is there.
    await page.goto('/registration/profile-info');
    await expect(field(page, t('registration:fields.date-of-birth'))).toHaveValue('1988-03-02');
    await expect(country).toHaveValue('PL');
    await expect(city).toHaveValue('krakow');
    await page.getByRole('button', { name: t('registration:actions.continue') }).click();

    await confirmPhone(page, shell, randomPhone());
    await page.getByRole('checkbox', { name: 'Фізика', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Хімія', exact: true }).check();
    await page.getByRole('button', { name: t('registration:actions.finish') }).click();
    await expect(page).toHaveURL('/user/profile/edit');

    await page.goto('/registration/skills');
    await expect(page.getByRole('checkbox', { name: 'Фізика', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Хімія', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Математика', exact: true })).not.toBeChecked();
  });

  test("a student's saved city comes back with its country", async ({ page, request, shell }) => {
    const t = shell.t;
    const student = await registerByApi(request, 'ROLE_STUDENT', { firstName: 'Іра', lastName: 'Краківська' });
    await completeStepsByApi(
      request,
      student,
      { firstName: 'Іра', lastName: 'Краківська', countryCode: 'PL', cityCode: 'krakow' },
      ['history-of-ukraine'],
    );
    await signInBrowser(page, student, 'uk');
    await page.goto('/registration/profile-info');
    await expect(field(page, t('registration:fields.country'))).toHaveValue('PL');
    await expect(field(page, t('registration:fields.city'))).toHaveValue('krakow');
    await page.goto('/registration/skills');
    await expect(page.getByRole('checkbox', { name: 'Історія України', exact: true })).toBeChecked();
  });
});

test.describe('teacher profile: time zone and upload limits, in English', () => {
  test.use({ timezoneId: 'Europe/Warsaw' });

  test('the limits come from the server and a wrong file is refused before uploading', async ({
    page,
    request,
    shell,
  }) => {
    const t = shell.inLanguage('en').t;
    const teacher = await registerByApi(request, 'ROLE_TEACHER', { firstName: 'Taras', lastName: 'Limits' });
    await completeStepsByApi(request, teacher, { firstName: 'Taras', lastName: 'Limits', cityCode: 'kyiv' }, [
      'physics',
    ]);
    const limits = await ok<{ maxImageBytes: number; maxVideoBytes: number }>(
      await request.get(`${API}/open/upload-limits`),
    );
    const imageMb = String(limits.maxImageBytes / 1024 / 1024);
    await signInBrowser(page, teacher, 'en');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/profile\/(photo|video|video-cover)$/.test(r.url())) uploads.push(r.url());
    });

    await openProfileEditor(page);
    await expect(page.getByRole('heading', { level: 1, name: t('profile:page.title-teacher') })).toBeVisible();
    await expect(page.getByText(t('profile:upload.image-hint', { mb: imageMb })).first()).toBeVisible();
    await expect(
      page.getByText(t('profile:upload.video-hint', { mb: String(limits.maxVideoBytes / 1024 / 1024) })),
    ).toBeVisible();
    // Never saved: the time zone is the browser's.
    await expect(field(page, t('profile:fields.timezone'))).toHaveValue('Europe/Warsaw');

    const avatar = field(page, t('profile:fields.avatar'));
    await avatar.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(limits.maxImageBytes + 1),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: t('profile:upload.too-large', { mb: imageMb }) }),
    ).toBeVisible();
    await avatar.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: t('profile:upload.wrong-format') })).toBeVisible();
    expect(uploads).toEqual([]);

    // A good file still uploads.
    await avatar.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng() });
    await expect(page.getByRole('img', { name: t('profile:fields.avatar-alt') })).toBeVisible();
    expect(uploads).toHaveLength(1);
  });

  test('the time zone is saved with the profile and shown with its offset', async ({ page, request, shell }) => {
    const t = shell.inLanguage('en').t;
    const names = { firstName: 'Zoryana', lastName: 'Zones' };
    const teacher = await registerByApi(request, 'ROLE_TEACHER', names);
    await completeStepsByApi(request, teacher, { ...names, cityCode: 'kyiv' }, ['physics']);
    const { headers } = teacher;
    const avatar = await ok<{ id: string }>(
      await request.post(`${API}/profile/photo`, {
        headers,
        multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await avatarPng() } },
      }),
    );
    await ok(
      await request.put(`${API}/profile/teacher`, {
        headers,
        data: {
          ...names,
          countryCode: 'UA',
          cityCode: 'kyiv',
          title: 'Physics tutor',
          about: 'Physics for school students.',
          avatarId: avatar.id,
          skills: ['physics'],
          rateMinor: 30000,
          lessonType: 'ONLINE',
          level: 'ADVANCED',
          languages: [{ code: 'uk', level: 'native speaker' }],
          workingFrom: '10:00',
          workingTo: '16:00',
        },
      }),
    );
    await signInBrowser(page, teacher, 'en');
    await openProfileEditor(page);
    const zone = field(page, t('profile:fields.timezone'));
    // Saved before (the server's default): the stored zone, not the browser's.
    await expect(zone).toHaveValue('Europe/Kyiv');
    // Named in the interface's language with its offset.
    await expect(zone.locator('option[value="Asia/Tokyo"]')).toHaveText(
      t('time-zones:label', { name: t('time-zones:zones.Asia/Tokyo'), offset: '+09:00' }),
    );
    await zone.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: t('profile:editor.save') }).click();
    await expect(page.getByText(t('profile:editor.saved'))).toBeVisible();
    const saved = await ok<{ timezone: string }>(await request.get(`${API}/profile/teacher`, { headers }));
    expect(saved.timezone).toBe('Asia/Tokyo');
    await page.reload();
    await expect(field(page, t('profile:fields.timezone'))).toHaveValue('Asia/Tokyo');
  });
});
