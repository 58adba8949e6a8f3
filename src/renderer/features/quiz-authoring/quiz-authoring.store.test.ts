import { describe, it, expect } from 'vitest';
import type { QuestionType } from '../../../shared/contracts/quizzes';
import { QuizAuthoringStore } from './quiz-authoring.store';

/** A fresh store with a question of `taskType` whose groups hold `options` options each. */
function storeWith(taskType: QuestionType, ...options: number[]): QuizAuthoringStore {
  const store = new QuizAuthoringStore();
  store.changeQuestionType(taskType);
  options.forEach((count, groupIndex) => {
    store.addGroup();
    for (let i = 0; i < count; i += 1) store.addOption(groupIndex);
  });
  store.setQuestionTaskHtml('<p>Завдання</p>');
  return store;
}

const symbols = (store: QuizAuthoringStore, groupIndex = 0) =>
  store.editor.answerGroups[groupIndex]?.answerGroupOptions.map((o) => o.symbol);

describe('QuizAuthoringStore: authoring rules', () => {
  it('changing the question type clears correct answers and answer groups', () => {
    const store = storeWith('SINGLE_ANSWER', 3);
    store.setCorrectChoice(0, 'Б', true);
    store.changeQuestionType('MULTIGROUP');
    expect(store.editor).toMatchObject({ taskType: 'MULTIGROUP', answerGroups: [], correctAnswerLetters: [] });
  });

  it('a single-answer key is one letter', () => {
    const store = storeWith('SINGLE_ANSWER', 4);
    store.setCorrectChoice(0, 'А', true);
    store.setCorrectChoice(0, 'Г', true);
    expect(store.editor.correctAnswerLetters).toEqual(['Г']);
  });

  it('a multiselect key has at most 3 letters', () => {
    const store = storeWith('MULTISELECT', 7);
    ['А', 'В', 'Д', 'Ж'].forEach((symbol) => store.setCorrectChoice(0, symbol, true));
    expect(store.editor.correctAnswerLetters).toEqual(['А', 'В', 'Д']);
  });

  it('a multigroup key has one letter per group index', () => {
    const store = storeWith('MULTIGROUP', 4, 4);
    store.setCorrectChoice(0, 'Б', true);
    store.setCorrectChoice(1, 'Б', true);
    store.setCorrectChoice(0, 'В', true);
    expect(store.editor.correctAnswerLetters).toEqual([
      { groupIndex: 0, symbol: 'В' },
      { groupIndex: 1, symbol: 'Б' },
    ]);
    expect(store.isCorrectChoice(1, 'Б')).toBe(true);
  });

  it('a short-phrase key is text', () => {
    const store = storeWith('SHORT_PHRASE');
    store.setShortPhraseAnswer('2,5');
    expect(store.editor.correctAnswerLetters).toEqual(['2,5']);
  });

  it('matching pairs are chosen per element from a dropdown, starting from the first element', () => {
    const store = storeWith('MATCHING', 4, 5);
    expect(store.pairElements).toEqual(['А', 'Б', 'В', 'Г']);
    expect(store.pairChoices).toEqual(['А', 'Б', 'В', 'Г', 'Д']);
    store.setCorrectPair('В', 'Д');
    store.setCorrectPair('А', 'Б');
    expect(store.editor.correctAnswerLetters).toEqual([
      { element: 'А', match: 'Б' },
      { element: 'В', match: 'Д' },
    ]);
    expect(store.correctPairFor('В')).toBe('Д');
  });

  it('sequence pairs are chosen per position from a dropdown, starting from the first', () => {
    const store = storeWith('SEQUENCE', 4);
    expect(store.pairElements).toEqual(['1', '2', '3', '4']);
    store.setCorrectPair('2', 'А');
    store.setCorrectPair('1', 'В');
    expect(store.editor.correctAnswerLetters).toEqual([
      { element: '1', match: 'В' },
      { element: '2', match: 'А' },
    ]);
  });

  it('unchecking removes the letter', () => {
    const store = storeWith('MULTISELECT', 5);
    store.setCorrectChoice(0, 'А', true);
    store.setCorrectChoice(0, 'Б', true);
    store.setCorrectChoice(0, 'А', false);
    expect(store.editor.correctAnswerLetters).toEqual(['Б']);
  });

  it('renaming an option symbol updates the correct-answer entry', () => {
    const store = storeWith('SINGLE_ANSWER', 3);
    store.setCorrectChoice(0, 'Б', true);
    store.renameOptionSymbol(0, 1, 'ж');
    expect(store.editor.correctAnswerLetters).toEqual(['Ж']);
  });

  it.each([
    ['MATCHING', [4, 5]],
    ['SEQUENCE', [4]],
  ] as const)('renaming an option symbol of %s clears the correct answers', (taskType, options) => {
    const store = storeWith(taskType, ...options);
    store.setCorrectPair(store.pairElements[0]!, 'А');
    store.renameOptionSymbol(0, 0, 'Я');
    expect(store.editor.correctAnswerLetters).toEqual([]);
  });

  it('saving appends the question and resets the editor', () => {
    const store = storeWith('SINGLE_ANSWER', 3);
    store.setCorrectChoice(0, 'Б', true);
    expect(store.saveQuestion()).toBe(true);
    expect(store.questionCards).toHaveLength(1);
    expect(store.questionCards[0]).toMatchObject({ questionNumber: 1, correctAnswerLetters: ['Б'] });
    expect(store.editor).toMatchObject({ taskType: 'SINGLE_ANSWER', answerGroups: [], editingNumber: null });
  });

  it('saving an edit replaces the question with the same number', () => {
    const store = storeWith('SINGLE_ANSWER', 3);
    store.saveQuestion();
    store.setQuestionTaskHtml('<p>Друге</p>');
    store.saveQuestion();
    store.editQuestion(1);
    store.setQuestionTaskHtml('<p>Перше, змінене</p>');
    store.saveQuestion();
    expect(store.questionCards.map((q) => [q.questionNumber, q.questionTaskHtml])).toEqual([
      [1, '<p>Перше, змінене</p>'],
      [2, '<p>Друге</p>'],
    ]);
  });

  it('deleting removes by number', () => {
    const store = storeWith('SINGLE_ANSWER', 2);
    store.saveQuestion();
    store.setQuestionTaskHtml('<p>Друге</p>');
    store.saveQuestion();
    store.deleteQuestion(1);
    expect(store.questionCards.map((q) => [q.questionNumber, q.questionTaskHtml])).toEqual([[1, '<p>Друге</p>']]);
  });

  it('a full reset restores the defaults: section nmt, no questions', () => {
    const store = storeWith('MATCHING', 2, 2);
    store.saveQuestion();
    store.updateQuizFields({ section: 'for-teachers', mainTitle: 'Тест' });
    store.reset();
    expect(store).toMatchObject({ section: 'nmt', mainTitle: '', questionCards: [], editingMode: false });
    expect(store.editor.taskType).toBe('SINGLE_ANSWER');
  });
});

describe('QuizAuthoringStore: authoring validation', () => {
  it('option symbols are uppercased', () => {
    const store = storeWith('SINGLE_ANSWER', 1);
    store.renameOptionSymbol(0, 0, 'ґ');
    expect(symbols(store)).toEqual(['Ґ']);
  });

  it('option symbols default to the next letter of the Ukrainian alphabet', () => {
    expect(symbols(storeWith('MULTISELECT', 8))).toEqual(['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Є', 'Ж']);
  });

  it('group titles are optional', () => {
    const store = storeWith('MULTIGROUP', 2);
    expect(store.editor.answerGroups[0]?.answerGroupTitle).toBeNull();
    store.setGroupTitle(0, 'Пропуск 1');
    expect(store.editor.answerGroups[0]?.answerGroupTitle).toBe('Пропуск 1');
  });

  it('the correct-answer control is disabled while an option symbol is blank', () => {
    const store = storeWith('SINGLE_ANSWER', 2);
    store.renameOptionSymbol(0, 1, '');
    store.setCorrectChoice(0, '', true);
    expect(store.editor.correctAnswerLetters).toEqual([]);
  });

  it('matching allows exactly 2 groups: the add-group button is hidden at 2', () => {
    const store = storeWith('MATCHING', 1);
    expect(store.canAddGroup).toBe(true);
    store.addGroup();
    expect(store.canAddGroup).toBe(false);
    store.addGroup();
    expect(store.editor.answerGroups).toHaveLength(2);
  });

  it('sequence allows 1 group', () => {
    const store = storeWith('SEQUENCE', 4);
    expect(store.canAddGroup).toBe(false);
  });

  it('other types allow any number of groups', () => {
    expect(storeWith('MULTIGROUP', 1, 1, 1, 1).canAddGroup).toBe(true);
  });

  it('a full-text question has no answer groups', () => {
    const store = storeWith('FULL_TEXT_ANSWER');
    store.addGroup();
    expect(store.editor.answerGroups).toEqual([]);
  });
});

describe('QuizAuthoringStore: the screen', () => {
  it('tells a new question from an edit for the save button label', () => {
    const store = storeWith('SINGLE_ANSWER', 2);
    expect(store.isEditingQuestion).toBe(false);
    store.saveQuestion();
    store.editQuestion(1);
    expect(store.isEditingQuestion).toBe(true);
  });

  it('refuses to save a question without a title', () => {
    const store = storeWith('SINGLE_ANSWER', 2);
    store.setQuestionTaskHtml('<p></p>');
    expect(store.canSaveQuestion).toBe(false);
    expect(store.saveQuestion()).toBe(false);
    expect(store.questionCards).toEqual([]);
  });

  it('derives maxScore from the questions', () => {
    const store = storeWith('SEQUENCE', 4);
    store.saveQuestion();
    store.setQuestionTaskHtml('<p>Друге</p>');
    store.setPoints(2);
    store.saveQuestion();
    expect(store.maxScore).toBe(5);
  });

  it('loads a quiz for editing with its subject as the category', () => {
    const store = new QuizAuthoringStore();
    store.loadQuiz({
      id: 'quiz-1',
      mainTitle: 'НМТ',
      code: 'NMT-1',
      maxScore: 0,
      maxTime: 60,
      subject: 'ukrainian',
      section: 'trenyvalni-multitesty',
      questions: [],
    });
    expect(store).toMatchObject({
      category: 'ukrainian',
      maxTime: 60,
      section: 'trenyvalni-multitesty',
      editingMode: true,
    });
  });

  it('builds a payload that passes the QuizInput contract', () => {
    const store = storeWith('SINGLE_ANSWER', 4);
    for (let i = 0; i < 4; i += 1) store.setOptionContent(0, i, `<p>Варіант ${i + 1}</p>`);
    store.setCorrectChoice(0, 'В', true);
    store.setTopics(['Орфографія']);
    store.saveQuestion();
    store.updateQuizFields({ mainTitle: 'Українська мова', code: 'UKR-1', category: 'ukrainian', threshold: 1 });
    expect(store.validate().success).toBe(true);
    expect(store.payload).toMatchObject({ maxScore: 1, threshold: 1, section: 'nmt' });
  });

  it('refuses options without content and fewer options than the type needs', () => {
    const store = storeWith('SINGLE_ANSWER', 1);
    store.setCorrectChoice(0, 'А', true);
    store.saveQuestion();
    store.updateQuizFields({ mainTitle: 'Українська мова', code: 'UKR-2', category: 'ukrainian' });
    const messages = store.validate().error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['validation.quiz-option-content-required', 'validation.quiz-too-few-options']),
    );
  });

  it('answers an incomplete quiz with per-field message keys', () => {
    const store = new QuizAuthoringStore();
    const messages = store.validate().error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'validation.quiz-title-required',
        'validation.quiz-code-required',
        'validation.quiz-no-questions',
      ]),
    );
  });
});
