import { expect, test } from './fixtures';
import { apiToken, createAllTypesQuiz, DEMO_PASSWORD, explanationOf, QuizRunModel } from './fixtures/quiz';

/*
 * A guest starts a quiz, answers a question of every type (by the answer
 * recording rules), is asked to sign in at the finish, signs in, the quiz resumes where it was
 * (continueQuizAfterAuth), finishes, and the result shows percentage and score; the answers
 * review shows the explanations.
 */

test('a guest answers every question type, signs in at the finish, resumes and sees the result', async ({
  page,
  shell,
  request,
}) => {
  const quiz = await createAllTypesQuiz(request, `e2e-run-${Date.now()}`);
  const run = new QuizRunModel(page, shell);
  const t = (key: string, values?: Record<string, string>) => shell.t(`quiz:${key}`, values);

  await page.goto(`/quiz/${quiz.code}`);
  await expect(page.getByRole('heading', { level: 1, name: quiz.mainTitle })).toBeVisible();
  await page.getByRole('link', { name: t('info.start') }).click();

  // 1. Single answer: a new choice replaces the earlier one.
  await expect(run.taskHeading(1)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await run.option('radio', 'А').check();
  await run.option('radio', 'В').check();
  await expect(run.option('radio', 'А')).not.toBeChecked();
  await expect(run.navigatorButton(1, true)).toBeVisible();
  await run.next.click();

  // 2. Multiselect: toggles, at most 3.
  await expect(run.taskHeading(2)).toBeVisible();
  await run.option('checkbox', 'Б').check();
  await run.option('checkbox', 'Б').uncheck();
  for (const symbol of ['А', 'В', 'Д']) await run.option('checkbox', symbol).check();
  await expect(run.option('checkbox', 'Г')).toBeDisabled();
  await run.next.click();

  // 3. Short phrase: replaces the answer.
  await page.getByLabel(t('run.short.label')).fill('3');
  await page.getByLabel(t('run.short.label')).fill('2,5');
  await run.next.click();

  // 4. Matching: a pair per row; an empty match removes the pair.
  await expect(run.taskHeading(4)).toBeVisible();
  await page.getByLabel(t('run.matching.row', { row: '1' })).selectOption('Б');
  await page.getByLabel(t('run.matching.row', { row: '2' })).selectOption('Д');
  await page.getByLabel(t('run.matching.row', { row: '2' })).selectOption('');
  await expect(page.getByLabel(t('run.matching.row', { row: '2' }))).toHaveValue('');
  await page.getByLabel(t('run.matching.row', { row: '2' })).selectOption('А');
  await page.getByLabel(t('run.matching.row', { row: '3' })).selectOption('В');
  await run.next.click();

  // 5. Sequence: an event per position, first to last.
  await page.getByLabel(t('run.sequence.first')).selectOption('В');
  await page.getByLabel(t('run.sequence.position', { position: '2' })).selectOption('Б');
  await page.getByLabel(t('run.sequence.position', { position: '3' })).selectOption('Г');
  await page.getByLabel(t('run.sequence.last', { position: '4' })).selectOption('А');
  await run.next.click();

  // 6. Full text.
  await page.getByLabel(t('run.full-text.label')).fill('Бо немає числа, яке помножене на нуль дає ненульове ділене.');
  await run.next.click();

  // 7. Multigroup: a second choice in a group replaces the first; clicking it again clears it.
  await expect(run.taskHeading(7)).toBeVisible();
  const gap1 = run.group('Пропуск 1');
  const gap2 = run.group('Пропуск 2');
  await run.option('radio', 'А', gap1).check();
  await run.option('radio', 'Б', gap1).check();
  await expect(run.option('radio', 'А', gap1)).not.toBeChecked();
  await run.option('radio', 'В', gap2).check();
  await run.option('radio', 'В', gap2).click();
  await expect(run.option('radio', 'В', gap2)).not.toBeChecked();
  await run.option('radio', 'В', gap2).check();
  await expect(page.getByText(t('run.progress', { answered: '7', count: '7' }))).toBeVisible();

  // The finish asks a guest to sign in; the run is kept for after it.
  await run.finish.click();
  const signIn = page.getByRole('dialog', { name: t('run.sign-in.title') });
  await expect(signIn).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('continueQuizAfterAuth'))).toContain(
    '"currentQuestionIndex":6',
  );
  await signIn.getByRole('link', { name: t('run.sign-in.action') }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: shell.t('auth:login.page.title') })).toBeVisible();
  await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
  await expect(shell.main.getByLabel(shell.t('auth:login.form.email'))).toHaveValue('student@repetytor.demo');
  await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();

  // Resumed where it was: task 7 with its choices, every answer kept.
  await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.code}/run`));
  await expect(run.taskHeading(7)).toBeVisible();
  await expect(run.option('radio', 'Б', run.group('Пропуск 1'))).toBeChecked();
  await expect(page.getByText(t('run.progress', { answered: '7', count: '7' }))).toBeVisible();
  await run.navigatorButton(3, true).click();
  await expect(page.getByLabel(t('run.short.label'))).toHaveValue('2,5');
  await run.navigatorButton(7, true).click();
  await run.finish.click();

  // The result: 14 of 15 (the full-text answer awaits a teacher's mark), 93.3%.
  await expect(page).toHaveURL(/\/quiz-results\/[\w-]+$/);
  await expect(page.getByText(t('result.score-value', { score: '14', max: '15' })).first()).toBeVisible();
  await expect(page.getByText(t('result.percent-value', { percent: '93.3' }))).toBeVisible();
  await expect(page.getByText(t('result.pending-review'))).toBeVisible();
  // The quiz carries its author's conversion table: the 100–200 score and the threshold show.
  await expect(page.getByRole('definition').filter({ hasText: /^180$/ })).toBeVisible();
  await expect(page.getByText(t('result.threshold-reached'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('continueQuizAfterAuth'))).toBeNull();

  // The answers review shows every explanation.
  await page.getByRole('link', { name: t('result.review-answers') }).click();
  for (let n = 1; n <= 7; n += 1) await expect(page.getByText(explanationOf(n))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('answers.explanation') })).toHaveCount(7);
});

test('an unknown quiz shows the quiz-not-found screen', async ({ page, shell }) => {
  await page.goto('/quiz/no-such-quiz-code');
  await expect(page.getByRole('heading', { level: 1, name: shell.t('quiz:not-found.title') })).toBeVisible();
});

test('each question type has its reference page', async ({ page, shell }) => {
  await page.goto('/dovidka/viditestiv/4');
  await expect(page.getByRole('heading', { level: 1, name: shell.t('quiz:types.SEQUENCE.name') })).toBeVisible();
  await expect(page.getByText(shell.t('quiz:help.SEQUENCE.scoring'))).toBeVisible();
});

test('an unfinished test can be resumed or restarted', async ({ page, shell, request }) => {
  const quiz = await createAllTypesQuiz(request, `e2e-resume-${Date.now()}`);
  const run = new QuizRunModel(page, shell);
  const t = (key: string, values?: Record<string, string>) => shell.t(`quiz:${key}`, values);

  await page.goto(`/quiz/${quiz.code}`);
  await page.getByRole('link', { name: t('info.start') }).click();
  await run.option('radio', 'В').check();
  await run.next.click();
  await expect(run.taskHeading(2)).toBeVisible();

  await page.goto(`/quiz/${quiz.code}`);
  await expect(page.getByText(t('info.unfinished', { answered: '1', count: '7' }))).toBeVisible();
  await page.getByRole('link', { name: t('info.resume') }).click();
  await expect(run.taskHeading(2)).toBeVisible();
  await expect(run.navigatorButton(1, true)).toBeVisible();

  await page.goto(`/quiz/${quiz.code}`);
  await page.getByRole('link', { name: t('info.restart') }).click();
  await expect(run.taskHeading(1)).toBeVisible();
  await expect(run.option('radio', 'В')).not.toBeChecked();
  await expect(page.getByText(t('run.progress', { answered: '0', count: '7' }))).toBeVisible();
});

test('the countdown of maxTime finishes the quiz', async ({ page, shell, request }) => {
  const quiz = await createAllTypesQuiz(request, `e2e-timer-${Date.now()}`);
  const t = (key: string, values?: Record<string, string>) => shell.t(`quiz:${key}`, values);
  await page.clock.install();
  await page.goto(`/quiz/${quiz.code}/run`);
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('timer')).toHaveText(/^(01:00|00:[0-5]\d)$/);
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('alert').filter({ hasText: t('run.timer.up') })).toBeVisible();
  // A guest's finished run waits for sign-in.
  await expect(page.getByRole('dialog', { name: t('run.sign-in.title') })).toBeVisible();
});

test('the AI analysis shows the quota and labels a computed analysis, which spends none of it', async ({
  page,
  shell,
  request,
}) => {
  const quiz = await createAllTypesQuiz(request, `e2e-ai-${Date.now()}`);
  const t = (key: string, values?: Record<string, string>) => shell.t(`quiz:${key}`, values);
  const token = await apiToken(request, 'student@repetytor.demo');
  const run = (await (await request.get(`/users/v1/open/quizzes/${quiz.code}/run`)).json()) as {
    quiz: { id: string };
    questions: { id: string }[];
  };
  // Results come only from an attempt started on the server.
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/users/v1/quiz-results/start', { headers, data: { quizId: run.quiz.id } });
  const { id } = (await started.json()) as { id: string };
  await request.post(`/users/v1/quiz-results/${id}/finish`, {
    headers,
    data: { answers: [{ questionId: run.questions[0]!.id, answer: 'В', matchingAnswer: null }] },
  });

  await page.goto('/login');
  await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
  await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
  await expect(page).toHaveURL('/');
  await page.goto(`/quiz-results/${id}`);

  const panel = page.getByRole('region', { name: t('ai.title') });
  await expect(panel.getByText(t('ai.quota.label', { remaining: '6000', limit: '6000' }))).toBeVisible();
  await panel.getByRole('button', { name: t('ai.kind.QUIZ_ANALYZE_RESULTS') }).click();
  await expect(panel.getByText(t('ai.source.deterministic'))).toBeVisible();
  await expect(panel.getByRole('table', { name: t('ai.by-type') })).toBeVisible();

  // Without a model the analysis is computed from the data and costs no tokens,
  // so more analyses than a minute's quota would pay for are all answered.
  for (const kind of [
    'QUIZ_ANALYZE_GAPS',
    'QUIZ_SUGGEST_TOPICS_TO_LEARN',
    'QUIZ_ANALYZE_RESULTS',
    'QUIZ_ANALYZE_GAPS',
    'QUIZ_ANALYZE_RESULTS',
  ]) {
    await panel.getByRole('button', { name: t(`ai.kind.${kind}`) }).click();
    await expect(panel.getByText(t('ai.source.deterministic'))).toBeVisible();
  }
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText(t('ai.quota.label', { remaining: '6000', limit: '6000' }))).toBeVisible();
});
