import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from '../../../src/server/integrations/mail/smtp-mail-sender';
import {
  acceptInvitePath,
  lessonStudentPath,
  openInvitePath,
  STUDENT_INVITES_PATH,
  STUDENT_SHARING_PATH,
  STUDENTS_PATH,
  studentStatePath,
} from '../../../src/shared/contracts/students';
import { PASSWORD, uniqueEmail } from '../accounts/account-helpers';
import { codeIn, startMailCapture } from '../accounts/mail-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, hoursAhead, linkStudent, student, teacher, type User } from '../requests/request-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCapture>>;
beforeAll(async () => {
  smtp = await startMailCapture();
  t = await createTestApp({
    deps: { mail: createSmtpMailSender({ url: smtp.url, from: 'Repetytor <no-reply@repetytor.test>' }) },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: User | null, payload?: object, language = 'uk') =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

/** The invite mail over SMTP (sent by an event handler once the invite commits), and its link's token. */
async function inviteMail(email: string) {
  await t.app.ctx.events.drain();
  await expect
    .poll(() => smtp.received.some((m) => m.to.includes(email) && m.text.includes('/invites/')), { timeout: 10_000 })
    .toBe(true);
  const mail = smtp.received.filter((m) => m.to.includes(email) && m.text.includes('/invites/')).at(-1)!;
  const token = /\/invites\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { mail, token };
}

async function registerStudent(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Марія', lastName: 'Запрошена', role: 'ROLE_STUDENT' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const code = codeIn(smtp.lastTo(email));
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/email-code',
    payload: { email, code },
  });
  expect(confirmed.statusCode).toBe(200);
  const claims = await t.accessTokens.verify(confirmed.json().token);
  return { id: claims.sub, token: confirmed.json().token as string, email };
}

describe('invite by email', () => {
  it('mails a sign-up link over SMTP; a new user signs up from it, accepts and is linked', async () => {
    const tutor = await teacher(t);
    const email = uniqueEmail('invited');
    const sent = await call('POST', STUDENT_INVITES_PATH, tutor, { email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ email, status: 'INVITED' });

    const { mail, token } = await inviteMail(email);
    expect(mail.subject).toBe('Запрошення до Repetytor');
    expect(mail.text).toContain('Тест');
    expect(mail.html).toContain(`/invites/${token}`);

    const open = await call('GET', openInvitePath(token), null);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ email, status: 'INVITED', teacher: { id: tutor.id } });

    let list = await call('GET', `${STUDENTS_PATH}?tab=invited`, tutor);
    expect(list.json().items).toEqual([expect.objectContaining({ status: 'INVITED', email, student: null })]);

    // Not linked yet: no lesson can be created for the new student.
    const newcomer = await registerStudent(email);
    const [at] = hoursAhead(t, 30);
    const lessonBody = {
      studentId: newcomer.id,
      subject: 'mathematics',
      startsAt: at,
      currency: 'UAH',
      priceMinor: 40_000,
    };
    expect((await call('POST', '/users/v1/lessons', tutor, lessonBody)).statusCode).toBe(404);

    const accepted = await call('POST', acceptInvitePath(token), newcomer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('ACCEPTED');
    // Accepting again answers the same.
    expect((await call('POST', acceptInvitePath(token), newcomer)).statusCode).toBe(200);

    list = await call('GET', STUDENTS_PATH, tutor);
    expect(list.json().items).toEqual([
      expect.objectContaining({ status: 'INVITE_ACCEPTED', student: expect.objectContaining({ id: newcomer.id }) }),
    ]);
    const picker = await call('GET', '/users/v1/lessons/students', tutor);
    expect(picker.json().items.map((s: { id: string }) => s.id)).toEqual([newcomer.id]);

    const lesson = await call('POST', '/users/v1/lessons', tutor, lessonBody);
    expect(lesson.statusCode, lesson.body).toBe(201);
    list = await call('GET', STUDENTS_PATH, tutor);
    expect(list.json().items[0].status).toBe('ACTIVE');
  });

  it('writes the mail in English to an existing English-speaking account, who accepts in the app', async () => {
    const tutor = await teacher(t);
    const existing = await student(t);
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', existing.id).execute();
    expect((await call('POST', STUDENT_INVITES_PATH, tutor, { email: existing.email })).statusCode).toBe(201);
    const { mail, token } = await inviteMail(existing.email);
    expect(mail.subject).toBe('Your invitation to Repetytor');
    expect((await call('POST', acceptInvitePath(token), existing)).statusCode).toBe(200);
    const list = await call('GET', `${STUDENTS_PATH}?tab=invited`, tutor);
    expect(list.json().items).toEqual([expect.objectContaining({ status: 'INVITE_ACCEPTED', email: existing.email })]);
  });

  it('refuses bad addresses with a translated 400 and writes nothing', async () => {
    const tutor = await teacher(t);
    const res = await call('POST', STUDENT_INVITES_PATH, tutor, { email: 'nobody@localhost' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { email: 'validation.email-invalid' } },
    });
    const rows = await t.db.selectFrom('student_invites').select('id').where('teacher_id', '=', tutor.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('object-level access', () => {
  it('an unverified tutor cannot invite (403); a student cannot use tutor endpoints (403)', async () => {
    const unverified = await teacher(t, { verified: false });
    const res = await call('POST', STUDENT_INVITES_PATH, unverified, { email: uniqueEmail('x') });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TUTOR_NOT_VERIFIED');
    const someone = await student(t);
    expect((await call('POST', STUDENT_INVITES_PATH, someone, { email: uniqueEmail('x') })).statusCode).toBe(403);
    expect((await call('GET', STUDENTS_PATH, someone)).statusCode).toBe(403);
    expect((await call('GET', STUDENTS_PATH, null)).statusCode).toBe(401);
  });

  it('only the invited address accepts; another student, a tutor and an unknown token get 404', async () => {
    const tutor = await teacher(t);
    const invited = await student(t);
    await call('POST', STUDENT_INVITES_PATH, tutor, { email: invited.email });
    const { token } = await inviteMail(invited.email);
    const other = await student(t);
    const otherTutor = await teacher(t);
    expect((await call('POST', acceptInvitePath(token), other)).statusCode).toBe(404);
    expect((await call('POST', acceptInvitePath(token), otherTutor)).statusCode).toBe(404);
    expect((await call('POST', acceptInvitePath('A'.repeat(43)), invited)).statusCode).toBe(404);
    expect((await call('GET', openInvitePath('A'.repeat(43)), null)).statusCode).toBe(404);
    expect((await call('GET', openInvitePath('short'), null)).statusCode).toBe(400);
    // Still waiting: nobody was linked by the refused attempts.
    const row = await t.db
      .selectFrom('student_invites')
      .select(['status', 'student_id'])
      .where('teacher_id', '=', tutor.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'INVITED', student_id: null });
    // Another tutor's list does not show it.
    expect((await call('GET', `${STUDENTS_PATH}?tab=invited`, otherTutor)).json().items).toEqual([]);
  });

  it('activate/deactivate: own students only; a deactivated student gets no new lessons', async () => {
    const tutor = await teacher(t);
    const mine = await student(t);
    await linkStudent(t, tutor, mine);
    const otherTutor = await teacher(t);
    const stranger = await student(t);
    expect((await call('PUT', studentStatePath(mine.id), otherTutor, { active: false })).statusCode).toBe(404);
    expect((await call('PUT', studentStatePath(stranger.id), tutor, { active: false })).statusCode).toBe(404);
    expect((await call('PUT', studentStatePath(mine.id), mine, { active: false })).statusCode).toBe(403);

    const off = await call('PUT', studentStatePath(mine.id), tutor, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('INACTIVE');
    const [at] = hoursAhead(t, 40);
    const body = { studentId: mine.id, subject: 'mathematics', startsAt: at, currency: 'UAH', priceMinor: 40_000 };
    expect((await call('POST', '/users/v1/lessons', tutor, body)).statusCode).toBe(404);

    const on = await call('PUT', studentStatePath(mine.id), tutor, { active: true });
    expect(on.json().status).toBe('ACTIVE');
    expect((await call('POST', '/users/v1/lessons', tutor, body)).statusCode).toBe(201);
  });

  it('the sharing switch is the student’s own', async () => {
    const me = await student(t);
    expect((await call('GET', STUDENT_SHARING_PATH, me)).json()).toEqual({ shareQuizResults: false });
    expect((await call('PUT', STUDENT_SHARING_PATH, me, { shareQuizResults: true })).statusCode).toBe(200);
    expect((await call('GET', STUDENT_SHARING_PATH, me)).json()).toEqual({ shareQuizResults: true });
    const tutor = await teacher(t);
    expect((await call('PUT', STUDENT_SHARING_PATH, tutor, { shareQuizResults: true })).statusCode).toBe(403);
  });
});

describe('the lesson page’s student tab', () => {
  it('shows the tutor the student, and their exam results only with the student’s consent', async () => {
    const tutor = await teacher(t);
    const pupil = await student(t);
    await linkStudent(t, tutor, pupil);
    const [at] = hoursAhead(t, 50);
    const created = await call('POST', '/users/v1/lessons', tutor, {
      studentId: pupil.id,
      subject: 'mathematics',
      startsAt: at,
      currency: 'UAH',
      priceMinor: 40_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const lessonId = created.json().id as string;
    const quiz = await t.db.selectFrom('quizzes').select(['id', 'main_title']).limit(1).executeTakeFirstOrThrow();
    await t.db
      .insertInto('quiz_results')
      .values({
        user_id: pupil.id,
        quiz_id: quiz.id,
        status: 'FINISHED',
        score: 18,
        max_score: 24,
        percent: 75,
        started_at: new Date(t.clock.now() - 3_600_000),
        finished_at: new Date(t.clock.now() - 1_800_000),
        deadline_at: new Date(t.clock.now()),
      })
      .execute();

    const hidden = await call('GET', lessonStudentPath(lessonId), tutor);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      student: { id: pupil.id },
      status: 'ACTIVE',
      sharesQuizResults: false,
      quizResults: null,
    });

    await call('PUT', STUDENT_SHARING_PATH, pupil, { shareQuizResults: true });
    const shown = await call('GET', lessonStudentPath(lessonId), tutor);
    expect(shown.json().quizResults).toEqual([
      expect.objectContaining({ title: quiz.main_title, score: 18, maxScore: 24, percent: 75 }),
    ]);

    // The lesson's student, another tutor, an unverified tutor and another student.
    expect((await call('GET', lessonStudentPath(lessonId), pupil)).statusCode).toBe(403);
    expect((await call('GET', lessonStudentPath(lessonId), await teacher(t))).statusCode).toBe(404);
    expect((await call('GET', lessonStudentPath(lessonId), await teacher(t, { verified: false }))).statusCode).toBe(
      404,
    );
    expect((await call('GET', lessonStudentPath(lessonId), await student(t))).statusCode).toBe(403);
  });
});
