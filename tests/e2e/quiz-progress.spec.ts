import { hintRule } from '../../src/shared/quiz/hint-rules';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInWith } from './fixtures/accounts';
import { createAllTypesQuiz, QuizRunModel } from './fixtures/quiz';
import { seedLocalStorage } from './fixtures/session';

/*
 * A reload continues the run where the student was (the start link no longer
 * carries ?mode=restart, and the run lives in a server attempt), and a signed-in run resumes on
 * another device. Hints follow the question's subject and type: the Ukrainian
 * quiz's vocative short answer shows no decimal-comma advice, the maths one does.
 */

const UKRAINIAN_QUIZ = 'ukrainska-mova-pravopys-1';

for (const language of ['uk', 'en'] as const) {
  test(`a reload continues the quiz where the student was (${language})`, async ({ page, shell, request }) => {
    if (language === 'en') await seedLocalStorage(page, { lang: 'en' });
    const s = shell.inLanguage(language);
    const t = (key: string, values?: Record<string, string>) => s.t(`quiz:${key}`, values);
    const run = new QuizRunModel(page, s);
    const quiz = await createAllTypesQuiz(request, `e2e-reload-${language}-${Date.now()}`);

    await page.goto(`/quiz/${quiz.code}`);
    await page.getByRole('link', { name: t('info.start') }).click();
    await expect(run.taskHeading(1)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('/answers') && r.request().method() === 'PUT');
    await run.option('radio', 'В').check();
    await run.next.click();
    await expect(run.taskHeading(2)).toBeVisible();
    expect((await saved).ok()).toBe(true);
    expect(page.url()).not.toContain('mode=');

    await page.reload();
    await expect(run.taskHeading(2)).toBeVisible();
    await expect(page.getByText(t('run.progress', { answered: '1', count: '7' }))).toBeVisible();
    await run.navigatorButton(1, true).click();
    await expect(run.option('radio', 'В')).toBeChecked();
  });

  test(`a signed-in run resumes on another device (${language})`, async ({ page, shell, request, browser }) => {
    if (language === 'en') await seedLocalStorage(page, { lang: 'en' });
    const s = shell.inLanguage(language);
    const t = (key: string, values?: Record<string, string>) => s.t(`quiz:${key}`, values);
    const quiz = await createAllTypesQuiz(request, `e2e-device-${language}-${Date.now()}`);
    await signInWith(page, s, 'student2@repetytor.demo', DEMO_PASSWORD);
    await expect(page).toHaveURL('/');
    await page.goto(`/quiz/${quiz.code}/run`);
    const run = new QuizRunModel(page, s);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/answers') && r.request().method() === 'PUT' && r.request().postData()!.includes('"В"'),
    );
    await run.option('radio', 'В').check();
    expect((await saved).ok()).toBe(true);

    // A second browser with nothing in its storage: the run comes from the server.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const second = await other.newPage();
      if (language === 'en') await seedLocalStorage(second, { lang: 'en' });
      await signInWith(second, s, 'student2@repetytor.demo', DEMO_PASSWORD);
      await expect(second).toHaveURL('/');
      await second.goto(`/quiz/${quiz.code}`);
      await second.getByRole('link', { name: t('info.start') }).click();
      const secondRun = new QuizRunModel(second, s);
      await expect(second.getByText(t('run.progress', { answered: '1', count: '7' }))).toBeVisible();
      await expect(secondRun.option('radio', 'В')).toBeChecked();
    } finally {
      await other.close();
    }
  });

  test(`hints follow the question's subject and type (${language})`, async ({ page, shell, request }) => {
    if (language === 'en') await seedLocalStorage(page, { lang: 'en' });
    const s = shell.inLanguage(language);
    const t = (key: string, values?: Record<string, string>) => s.t(`quiz:${key}`, values);
    const run = new QuizRunModel(page, s);

    // The Ukrainian quiz's vocative question (task 3, a short answer).
    await page.goto(`/quiz/${UKRAINIAN_QUIZ}/run?mode=restart`);
    await run.navigatorButton(3, false).click();
    await expect(run.taskHeading(3)).toBeVisible();
    await expect(page.getByText(t('run.short.hint-language'))).toBeVisible();
    await expect(page.getByText(t('run.short.hint-numeric'))).toHaveCount(0);
    await page.getByRole('button', { name: t('run.hint.show') }).click();
    const hint = page.getByRole('region', { name: t('run.hint.title') });
    await expect(hint.getByText(hintRule('SHORT_PHRASE', 'nmt-ukrainian', language))).toBeVisible();
    await expect(hint).not.toContainText(language === 'uk' ? 'десятков' : 'decimal');
    await expect(hint).toContainText(language === 'uk' ? 'Кличний відмінок' : 'Кличний відмінок');

    // A maths short answer keeps the decimal-comma advice.
    const quiz = await createAllTypesQuiz(request, `e2e-hint-${language}-${Date.now()}`);
    await page.goto(`/quiz/${quiz.code}/run`);
    await run.navigatorButton(3, false).click();
    await expect(page.getByText(t('run.short.hint-numeric'))).toBeVisible();
    await page.getByRole('button', { name: t('run.hint.show') }).click();
    await expect(hint.getByText(hintRule('SHORT_PHRASE', 'nmt-mathematics', language))).toBeVisible();
  });
}
