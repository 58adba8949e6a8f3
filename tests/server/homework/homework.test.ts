import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Homework } from '../../../src/shared/contracts/homework';
import {
  HOMEWORK_PATH,
  homeworkFilePath,
  homeworkPath,
  homeworkReviewPath,
  homeworkSubmitPath,
  lessonHomeworkPath,
  taskFilesPath,
  taskResultPath,
} from '../../../src/shared/contracts/homework';
import { multipart } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';
import { homeworkBody, lessonIn, lessonStatus } from './homework-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: User, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

function upload(who: User, homeworkId: string, taskId: string, name: string, bytes: Buffer) {
  const form = multipart(name, 'application/pdf', bytes);
  return t.app.inject({
    method: 'POST',
    url: taskFilesPath(homeworkId, taskId),
    headers: { ...bearer(who.token), ...form.headers },
    payload: form.payload,
  });
}

async function transitions(lessonId: string) {
  await t.app.ctx.events.drain();
  const rows = await t.db
    .selectFrom('events')
    .select('payload')
    .where('type', '=', 'lesson.transitioned')
    .where('aggregate_id', '=', lessonId)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = r.payload as { action: string; from: string; to: string };
    return `${p.action}:${p.from}>${p.to}`;
  });
}

async function setup() {
  const tutor = await teacher(t);
  const pupil = await student(t);
  const lessonId = await lessonIn(t, tutor, pupil);
  return { tutor, pupil, lessonId };
}

describe('homework drives the lesson through the transition table', () => {
  it('assign two tasks with a file → submit → rework with a comment → resubmit → done', async () => {
    const { tutor, pupil, lessonId } = await setup();
    expect((await call('GET', lessonHomeworkPath(lessonId), pupil)).json()).toEqual({ homework: null });

    const created = await call('POST', lessonHomeworkPath(lessonId), tutor, homeworkBody(t));
    expect(created.statusCode, created.body).toBe(201);
    const hw = created.json<Homework>();
    expect(hw).toMatchObject({ status: 'CREATED', lessonId, finalMark: null });
    expect(hw.tasks.map((task) => [task.priority, task.title, task.status])).toEqual([
      [1, 'Рівняння 1–5', 'CREATED'],
      [2, 'Задача на площу', 'CREATED'],
    ]);
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_ADDED');
    const [first, second] = hw.tasks as [Homework['tasks'][0], Homework['tasks'][0]];

    // The tutor's material on task 1; the student downloads it.
    const material = await upload(tutor, hw.id, first.id, 'умова.pdf', Buffer.from('%PDF-1.4 task'));
    expect(material.statusCode, material.body).toBe(201);
    expect(material.json()).toMatchObject({ kind: 'TASK', name: 'умова.pdf' });
    const download = await call('GET', homeworkFilePath(hw.id, material.json().id), pupil);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.body).toBe('%PDF-1.4 task');

    // Submitting with a required task unanswered is refused and changes nothing.
    expect((await call('PUT', taskResultPath(hw.id, first.id), pupil, { resultText: 'x = 2; x = 3' })).statusCode).toBe(
      200,
    );
    const early = await call('POST', homeworkSubmitPath(hw.id), pupil);
    expect(early.statusCode).toBe(400);
    expect(early.json().details.fields).toEqual({ [`task.${second.id}`]: 'validation.homework-result-required' });
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_ADDED');

    const result = await upload(pupil, hw.id, second.id, 'розв’язок.pdf', Buffer.from('%PDF-1.4 answer'));
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json().kind).toBe('RESULT');
    const submitted = await call('POST', homeworkSubmitPath(hw.id), pupil);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'IN_REVIEW', submittedAt: expect.any(String) });
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_SUBMITTED');
    // Sent: the student can no longer change answers until it comes back.
    expect((await call('PUT', taskResultPath(hw.id, first.id), pupil, { resultText: 'змінено' })).statusCode).toBe(409);

    // Rework needs a comment.
    const noComment = await call('POST', homeworkReviewPath(hw.id), tutor, {
      tasks: [
        { taskId: first.id, done: true },
        { taskId: second.id, done: false },
      ],
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().details.fields).toEqual({ 'tasks.1.comment': 'validation.rework-comment-required' });
    const rework = await call('POST', homeworkReviewPath(hw.id), tutor, {
      tasks: [
        { taskId: first.id, done: true, comment: 'Добре' },
        { taskId: second.id, done: false, comment: 'Перевірте одиниці виміру' },
      ],
      comment: 'Майже все',
    });
    expect(rework.statusCode, rework.body).toBe(200);
    expect(rework.json()).toMatchObject({ status: 'REWORK_REQUIRED', reviewComment: 'Майже все', finalMark: null });
    expect(rework.json().tasks.map((task: { status: string }) => task.status)).toEqual(['DONE', 'REWORK_REQUIRED']);
    expect(rework.json().tasks[1].reviewComment).toBe('Перевірте одиниці виміру');
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_ADDED');

    // A task already done stays done.
    expect((await call('PUT', taskResultPath(hw.id, first.id), pupil, { resultText: 'ще раз' })).statusCode).toBe(409);
    expect((await call('PUT', taskResultPath(hw.id, second.id), pupil, { resultText: '12 см²' })).statusCode).toBe(200);
    expect((await call('POST', homeworkSubmitPath(hw.id), pupil)).statusCode).toBe(200);
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_SUBMITTED');

    // Only the tasks still open get a verdict; all done needs the final mark.
    const noMark = await call('POST', homeworkReviewPath(hw.id), tutor, { tasks: [{ taskId: second.id, done: true }] });
    expect(noMark.statusCode).toBe(400);
    expect(noMark.json().details.fields).toEqual({ finalMark: 'validation.final-mark-required' });
    const done = await call('POST', homeworkReviewPath(hw.id), tutor, {
      tasks: [{ taskId: second.id, done: true }],
      finalMark: 11,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', finalMark: 11 });
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_SUBMITTED');

    expect(await transitions(lessonId)).toEqual([
      'ADD_HOMEWORK:MEETING_COMPLETED>HOMETASK_ADDED',
      'UPLOAD_HOMEWORK_RESULT:HOMETASK_ADDED>HOMETASK_SUBMITTED',
      'REVIEW_HOMEWORK:HOMETASK_SUBMITTED>HOMETASK_ADDED',
      'UPLOAD_HOMEWORK_RESULT:HOMETASK_ADDED>HOMETASK_SUBMITTED',
      'REVIEW_HOMEWORK:HOMETASK_SUBMITTED>HOMETASK_SUBMITTED',
    ]);
    // Both sides' open screens were told (live push through the domain event).
    const pushes = await t.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'homework.changed')
      .where('aggregate_id', '=', hw.id)
      .execute();
    expect(pushes.map((p) => (p.payload as { change: string }).change)).toContain('rework');
  });

  it('edits while with the student: tasks updated, added and removed; the lesson stays', async () => {
    const { tutor, pupil, lessonId } = await setup();
    const hw = (await call('POST', lessonHomeworkPath(lessonId), tutor, homeworkBody(t))).json<Homework>();
    const [first] = hw.tasks as [Homework['tasks'][0]];
    await upload(tutor, hw.id, hw.tasks[1]!.id, 'old.pdf', Buffer.from('old'));
    const edited = await call(
      'PUT',
      homeworkPath(hw.id),
      tutor,
      homeworkBody(t, {
        title: 'Нова назва',
        tasks: [
          { id: first.id, priority: 3, title: 'Рівняння 1–10', required: false },
          { priority: 1, title: 'Нове завдання', required: true },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe('Нова назва');
    expect(edited.json().tasks.map((task: { title: string }) => task.title)).toEqual([
      'Нове завдання',
      'Рівняння 1–10',
    ]);
    expect(await lessonStatus(t, lessonId)).toBe('HOMETASK_ADDED');
    const files = await t.db.selectFrom('homework_files').select('id').where('name', '=', 'old.pdf').execute();
    expect(files).toEqual([]);
    // A task id from elsewhere is refused.
    const other = await setup();
    const foreign = (
      await call('POST', lessonHomeworkPath(other.lessonId), other.tutor, homeworkBody(t))
    ).json<Homework>();
    const bad = await call(
      'PUT',
      homeworkPath(hw.id),
      tutor,
      homeworkBody(t, { tasks: [{ id: foreign.tasks[0]!.id, priority: 1, title: 'x' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(await transitions(lessonId)).toEqual([
      'ADD_HOMEWORK:MEETING_COMPLETED>HOMETASK_ADDED',
      'EDIT_HOMEWORK:HOMETASK_ADDED>HOMETASK_ADDED',
    ]);
    // Once submitted, the tutor no longer edits it.
    await call('PUT', taskResultPath(hw.id, edited.json().tasks[0].id), pupil, { resultText: 'готово' });
    expect((await call('POST', homeworkSubmitPath(hw.id), pupil)).statusCode).toBe(200);
    expect((await call('PUT', homeworkPath(hw.id), tutor, homeworkBody(t))).statusCode).toBe(409);
  });

  it('refuses homework before the meeting is over, without tasks, or due in the past; changes nothing', async () => {
    const tutor = await teacher(t);
    const pupil = await student(t);
    const early = await lessonIn(t, tutor, pupil, 'READY_TO_START');
    const refused = await call('POST', lessonHomeworkPath(early), tutor, homeworkBody(t));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LESSON_ACTION_NOT_ALLOWED');
    const { tutor: owner, lessonId } = await setup();
    const noTasks = await call('POST', lessonHomeworkPath(lessonId), owner, homeworkBody(t, { tasks: [] }));
    expect(noTasks.statusCode).toBe(400);
    expect(noTasks.json().details.fields).toEqual({ tasks: 'validation.homework-task-required' });
    const past = await call(
      'POST',
      lessonHomeworkPath(lessonId),
      owner,
      homeworkBody(t, { dueAt: new Date(t.clock.now() - 1000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(await lessonStatus(t, lessonId)).toBe('MEETING_COMPLETED');
    expect(await lessonStatus(t, early)).toBe('READY_TO_START');
    expect(
      await t.db.selectFrom('homework').select('id').where('lesson_id', 'in', [early, lessonId]).execute(),
    ).toEqual([]);
  });
});

describe('object-level access to every homework endpoint', () => {
  it('another student, another tutor and an unverified tutor get 404; the wrong side gets 403', async () => {
    const { tutor, pupil, lessonId } = await setup();
    const hw = (await call('POST', lessonHomeworkPath(lessonId), tutor, homeworkBody(t))).json<Homework>();
    const taskId = hw.tasks[0]!.id;
    const material = (await upload(tutor, hw.id, taskId, 'm.pdf', Buffer.from('m'))).json();
    const answer = (await upload(pupil, hw.id, taskId, 'a.pdf', Buffer.from('a'))).json();
    const outsiders = [await student(t), await teacher(t), await teacher(t, { verified: false })];
    for (const who of outsiders) {
      const tutorSide = who.email.startsWith('teacher');
      const answers = [
        await call('GET', lessonHomeworkPath(lessonId), who),
        await call('GET', homeworkPath(hw.id), who),
        await call('GET', homeworkFilePath(hw.id, material.id), who),
        await call('DELETE', homeworkFilePath(hw.id, answer.id), who),
        await upload(who, hw.id, taskId, 'x.pdf', Buffer.from('x')),
        ...(tutorSide
          ? [
              await call('POST', lessonHomeworkPath(lessonId), who, homeworkBody(t)),
              await call('PUT', homeworkPath(hw.id), who, homeworkBody(t)),
              await call('POST', homeworkReviewPath(hw.id), who, { tasks: [{ taskId, done: true }], finalMark: 5 }),
            ]
          : [
              await call('PUT', taskResultPath(hw.id, taskId), who, { resultText: 'x' }),
              await call('POST', homeworkSubmitPath(hw.id), who),
            ]),
      ];
      expect(
        answers.map((r) => r.statusCode),
        who.email,
      ).toEqual(answers.map(() => 404));
    }
    // The lesson's own sides, each on the other's actions.
    expect((await call('POST', lessonHomeworkPath(lessonId), pupil, homeworkBody(t))).statusCode).toBe(403);
    expect((await call('PUT', homeworkPath(hw.id), pupil, homeworkBody(t))).statusCode).toBe(403);
    expect((await call('POST', homeworkReviewPath(hw.id), pupil, { tasks: [{ taskId, done: true }] })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', taskResultPath(hw.id, taskId), tutor, { resultText: 'x' })).statusCode).toBe(403);
    expect((await call('POST', homeworkSubmitPath(hw.id), tutor)).statusCode).toBe(403);
    // Only the uploader removes a file.
    expect((await call('DELETE', homeworkFilePath(hw.id, answer.id), tutor)).statusCode).toBe(403);
    expect((await call('DELETE', homeworkFilePath(hw.id, material.id), pupil)).statusCode).toBe(403);
    expect((await call('DELETE', homeworkFilePath(hw.id, answer.id), pupil)).statusCode).toBe(204);
    // A task of another homework through this one's path is "not found".
    const other = await setup();
    const foreign = (
      await call('POST', lessonHomeworkPath(other.lessonId), other.tutor, homeworkBody(t))
    ).json<Homework>();
    expect((await upload(tutor, hw.id, foreign.tasks[0]!.id, 'x.pdf', Buffer.from('x'))).statusCode).toBe(404);
    expect(
      (await call('PUT', taskResultPath(hw.id, foreign.tasks[0]!.id), pupil, { resultText: 'x' })).statusCode,
    ).toBe(404);
    // Nothing changed for the outsiders' attempts.
    expect((await call('GET', homeworkPath(hw.id), tutor)).json()).toMatchObject({ status: 'CREATED' });
  });

  it('lists the tutor’s work to review and the student’s work due', async () => {
    const { tutor, pupil, lessonId } = await setup();
    const hw = (await call('POST', lessonHomeworkPath(lessonId), tutor, homeworkBody(t))).json<Homework>();
    const due = await call('GET', `${HOMEWORK_PATH}?state=due`, pupil);
    expect(due.json().items).toEqual([
      expect.objectContaining({ id: hw.id, person: expect.objectContaining({ id: tutor.id }) }),
    ]);
    expect((await call('GET', `${HOMEWORK_PATH}?state=to-review`, tutor)).json().items).toEqual([]);
    for (const task of hw.tasks) await call('PUT', taskResultPath(hw.id, task.id), pupil, { resultText: 'готово' });
    await call('POST', homeworkSubmitPath(hw.id), pupil);
    const review = await call('GET', `${HOMEWORK_PATH}?state=to-review`, tutor);
    expect(review.json().items).toEqual([
      expect.objectContaining({ id: hw.id, person: expect.objectContaining({ id: pupil.id }) }),
    ]);
    expect((await call('GET', `${HOMEWORK_PATH}?state=due`, pupil)).json().items).toEqual([]);
    // Another tutor sees none of it.
    expect((await call('GET', `${HOMEWORK_PATH}?state=to-review`, await teacher(t))).json().items).toEqual([]);
  });
});
