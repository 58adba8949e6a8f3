import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AppShell } from './fixtures/app-shell';
import { DEMO_PASSWORD, QuizRunModel } from './fixtures/quiz';

/*
 * The demo teacher authors a quiz with one question of each type following
 * the authoring rules, saves it, and it appears in the list and runs.
 */

class AuthoringModel {
  constructor(
    readonly page: Page,
    readonly shell: AppShell,
  ) {}

  a(key: string, values?: Record<string, string>) {
    return this.shell.t(`quiz-authoring:${key}`, values);
  }

  button(key: string, values?: Record<string, string>) {
    return this.page.getByRole('button', { name: this.a(key, values), exact: true });
  }

  symbol(group: number, number: number) {
    return this.page.getByLabel(this.a('groups.symbol', { group: String(group), number: String(number) }), {
      exact: true,
    });
  }

  content(group: number, symbol: string) {
    return this.page.getByLabel(this.a('groups.content', { group: String(group), symbol }), { exact: true });
  }

  correct(group: number, symbol: string) {
    return this.page.getByRole('checkbox', { name: this.a('groups.correct', { group: String(group), symbol }) });
  }

  async newQuestion(taskType: string, text: string) {
    await this.button('page.add-question').click();
    const title = this.page.getByRole('textbox', { name: this.a('editor.question') });
    await title.click();
    await this.page.keyboard.type(text);
    await this.page.getByLabel(this.a('editor.type')).selectOption(taskType);
  }

  /** Adds a group of `texts.length` options and checks their default symbols follow the alphabet. */
  async addGroup(group: number, texts: string[], defaults = 'АБВГДЕЄЖ') {
    await this.button('groups.add').click();
    for (const [i, text] of texts.entries()) {
      await this.button('groups.add-option', { group: this.a('groups.group', { number: String(group) }) }).click();
      await expect(this.symbol(group, i + 1)).toHaveValue(defaults[i]!);
      await this.content(group, defaults[i]!).fill(text);
    }
  }

  async explain(text: string) {
    await this.page.getByRole('textbox', { name: this.a('editor.explanation') }).click();
    await this.page.keyboard.type(text);
  }

  async save(number: number) {
    await this.button('editor.save').click();
    await expect(
      this.page.getByRole('heading', { level: 3, name: this.shell.t('quiz:run.task', { number: String(number) }) }),
    ).toBeVisible();
  }
}

test('a teacher authors a quiz with every question type, saves it, finds it in the list and runs it', async ({
  page,
  shell,
}) => {
  const author = new AuthoringModel(page, shell);
  const code = `e2e-authored-${Date.now()}`;
  const title = `Тест викладача ${code}`;

  await page.goto('/login');
  await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('teacher@repetytor.demo');
  await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
  await expect(page).toHaveURL('/user/profile');
  await page.goto('/quiz-authoring');
  await expect(page.getByRole('heading', { level: 1, name: author.a('page.title') })).toBeVisible();

  // 1. Single answer (the default type): symbols default to А, Б, В; a symbol is uppercased; the
  // correct-answer tick is disabled while the symbol is blank; a single key keeps one letter.
  await author.button('page.add-question').click();
  await expect(page.getByLabel(author.a('editor.type'))).toHaveValue('SINGLE_ANSWER');
  await page.getByRole('textbox', { name: author.a('editor.question') }).click();
  await page.keyboard.type('Скільки буде 2 + 2?');
  await author.addGroup(1, ['3', '5', '4']);
  await author.symbol(1, 3).fill('');
  await expect(
    page.getByRole('checkbox', { name: author.a('groups.correct', { group: '1', symbol: '3' }) }),
  ).toBeDisabled();
  await author.symbol(1, 3).fill('в');
  await expect(author.symbol(1, 3)).toHaveValue('В');
  await author.correct(1, 'Б').check();
  await author.correct(1, 'В').check();
  await expect(author.correct(1, 'Б')).not.toBeChecked();
  await author.explain('2 + 2 = 4.');
  await author.save(1);

  // 2. Multiselect: at most 3 correct letters.
  await author.newQuestion('MULTISELECT', 'Оберіть три парні числа.');
  await author.addGroup(1, ['2', '3', '4', '5', '6', '7', '9']);
  for (const symbol of ['А', 'В', 'Д']) await author.correct(1, symbol).check();
  await author.correct(1, 'Г').click();
  await expect(author.correct(1, 'Г')).not.toBeChecked();
  await author.explain('Парні: 2, 4 і 6.');
  await author.save(2);

  // 3. Short phrase: the key is text.
  await author.newQuestion('SHORT_PHRASE', 'Розв’яжіть рівняння 2x = 5.');
  await page.getByLabel(author.a('correct.short'), { exact: true }).fill('2,5');
  await author.explain('x = 5 : 2 = 2,5.');
  await author.save(3);

  // 4. Matching: changing the type clears the groups; exactly 2 groups (the add-group button goes);
  // pairs are chosen per row from a dropdown.
  await author.newQuestion('SEQUENCE', 'Установіть відповідність між числом і його квадратом.');
  await author.button('groups.add').click();
  await page.getByLabel(author.a('editor.type')).selectOption('MATCHING');
  await expect(page.getByRole('group', { name: author.a('groups.group', { number: '1' }) })).toHaveCount(0);
  await author.addGroup(1, ['2', '3', '4']);
  for (const [i, row] of ['1', '2', '3'].entries()) await author.symbol(1, i + 1).fill(row);
  await author.addGroup(2, ['9', '4', '16', '25', '36']);
  await expect(author.button('groups.add')).toHaveCount(0);
  const pair = (row: string) =>
    page.getByLabel(author.a('correct.MATCHING.element', { element: row }), { exact: true });
  await pair('1').selectOption('Б');
  await pair('2').selectOption('А');
  await pair('3').selectOption('В');
  await author.explain('2² = 4, 3² = 9, 4² = 16.');
  await author.save(4);

  // 5. Sequence: one group (the add-group button goes); the order is chosen per position.
  await author.newQuestion('SEQUENCE', 'Розташуйте числа за зростанням.');
  await author.addGroup(1, ['20', '5', '1', '10']);
  await expect(author.button('groups.add')).toHaveCount(0);
  for (const [i, symbol] of ['В', 'Б', 'Г', 'А'].entries()) {
    await page
      .getByLabel(author.a('correct.SEQUENCE.element', { element: String(i + 1) }), { exact: true })
      .selectOption(symbol);
  }
  await author.explain('1 < 5 < 10 < 20.');
  await author.save(5);

  // 6. Full text: no answer groups.
  await author.newQuestion('FULL_TEXT_ANSWER', 'Поясніть, чому ділити на нуль не можна.');
  await expect(page.getByText(author.a('groups.full-text'))).toBeVisible();
  await expect(author.button('groups.add')).toHaveCount(0);
  await author.save(6);

  // 7. Multigroup: one letter per group; group titles are optional.
  await author.newQuestion('MULTIGROUP', 'Оберіть прийменник для кожного пропуску.');
  await author.addGroup(1, ['in', 'on', 'at']);
  await author.addGroup(2, ['in', 'on', 'at']);
  await page
    .getByLabel(author.a('groups.title', { group: author.a('groups.group', { number: '1' }) }))
    .fill('Пропуск 1');
  await author.correct(1, 'Б').check();
  await author.correct(2, 'В').check();
  await author.correct(1, 'А').check();
  await expect(author.correct(1, 'Б')).not.toBeChecked();
  await expect(author.correct(2, 'В')).toBeChecked();
  await author.save(7);

  // Edit reopens the editor with 'Змінити питання'.
  await page
    .getByRole('button', { name: `${author.a('cards.edit')} ${shell.t('quiz:run.task', { number: '1' })}` })
    .click();
  await expect(author.button('editor.update')).toBeVisible();
  await author.button('editor.update').click();
  await expect(author.button('editor.update')).toHaveCount(0);

  // The quiz itself, then save it.
  await page.getByLabel(author.a('quiz.title')).fill(title);
  await page.getByLabel(author.a('quiz.code')).fill(code);
  await page.getByLabel(author.a('quiz.category')).selectOption('nmt-mathematics');
  await page.getByLabel(author.a('quiz.section')).selectOption('for-teachers');
  await page.getByLabel(author.a('quiz.max-time')).fill('30');
  await author.button('page.save-quiz').click();
  await expect(shell.toast(author.a('page.saved', { title }))).toBeVisible();
  await expect(page).toHaveURL(/\/quiz-authoring\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: author.a('page.title-edit') })).toBeVisible();

  // It appears in its section's list and runs.
  await page.goto('/quizzes/for-teachers');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: shell.t('quiz:info.start') }).click();
  const run = new QuizRunModel(page, shell);
  await expect(run.taskHeading(1)).toBeVisible();
  await expect(page.getByText('Скільки буде 2 + 2?')).toBeVisible();
  await run.option('radio', 'В').check();
  await run.navigatorButton(7, false).click();
  await expect(run.group('Пропуск 1')).toBeVisible();
});

test('a student is refused the authoring screen', async ({ page, shell }) => {
  await page.goto('/login');
  await shell.main.getByLabel(shell.t('auth:login.form.email')).fill('student@repetytor.demo');
  await shell.main.getByLabel(shell.t('auth:login.form.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: shell.t('auth:login.form.submit') }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/quiz-authoring');
  await expect(
    page.getByRole('heading', { level: 1, name: shell.t('app:error-page.access-denied.title') }),
  ).toBeVisible();
});
