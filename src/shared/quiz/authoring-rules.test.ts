import { describe, it, expect } from 'vitest';
import { LoadedQuiz, QuizInput } from '../contracts/quizzes';
import {
  canSaveQuestion,
  createAuthoringState,
  deleteQuestion,
  editQuestion,
  mapLoadedQuiz,
  saveQuestion,
  sortQuestionCards,
  toQuizInput,
  updateEditor,
  updateQuizFields,
  type QuizAuthoringState,
} from './authoring-rules';
import { setCorrectChoice } from './correct-answer-rules';
import { addGroup, addOption } from './question-editor';
import { matchingQuestion, sequenceQuestion, singleQuestion } from './testing/quiz-fixtures';

/** Writes a single-answer question with options А–В, Б correct, into the editor. */
function writeQuestion(state: QuizAuthoringState, title: string): QuizAuthoringState {
  return updateEditor(state, (editor) => {
    const grouped = addOption(addOption(addOption(addGroup(editor), 0), 0), 0);
    return { ...setCorrectChoice(grouped, 0, 'Б', true), questionTaskHtml: `<p>${title}</p>` };
  });
}

const withQuestions = (...numbers: number[]): QuizAuthoringState => ({
  ...createAuthoringState(),
  questions: numbers.map((n) => singleQuestion(n)),
});

describe('createAuthoringState (full reset)', () => {
  it('restores the defaults: section nmt, no questions, a single-answer editor', () => {
    expect(createAuthoringState()).toMatchObject({
      section: 'nmt',
      questions: [],
      editingMode: false,
      editor: { taskType: 'SINGLE_ANSWER', editingNumber: null },
    });
  });
});

describe('saveQuestion', () => {
  it('appends a new question numbered after the last and resets the editor', () => {
    const state = saveQuestion(writeQuestion(withQuestions(1, 2), 'Нове'));
    expect(state.questions.map((q) => q.questionNumber)).toEqual([1, 2, 3]);
    expect(state.questions[2]).toMatchObject({ questionTaskHtml: '<p>Нове</p>', correctAnswerLetters: ['Б'] });
    expect(state.editor).toEqual(createAuthoringState().editor);
  });

  it('replaces the question with the same number in edit mode, keeping its id', () => {
    const editing = editQuestion(withQuestions(1, 2), 2);
    const saved = saveQuestion(updateEditor(editing, (e) => ({ ...e, questionTaskHtml: '<p>Змінене</p>' })));
    expect(saved.questions).toHaveLength(2);
    expect(saved.questions[1]).toMatchObject({ id: 'q2', questionNumber: 2, questionTaskHtml: '<p>Змінене</p>' });
  });

  it('refuses a question without a title', () => {
    const state = updateEditor(writeQuestion(createAuthoringState(), 'x'), (e) => ({
      ...e,
      questionTaskHtml: '<p> </p>',
    }));
    expect(canSaveQuestion(state.editor)).toBe(false);
    expect(saveQuestion(state)).toBe(state);
  });

  it('stores the points override only when the author set one', () => {
    const plain = saveQuestion(writeQuestion(createAuthoringState(), 'a'));
    expect(plain.questions[0]).not.toHaveProperty('points');
    const worth = saveQuestion(updateEditor(writeQuestion(createAuthoringState(), 'b'), (e) => ({ ...e, points: 2 })));
    expect(worth.questions[0]?.points).toBe(2);
  });
});

describe('editQuestion', () => {
  it('reopens the editor with the question and its number', () => {
    const state = editQuestion(withQuestions(1, 2), 2);
    expect(state.editor).toMatchObject({ editingNumber: 2, taskType: 'SINGLE_ANSWER', correctAnswerLetters: ['Б'] });
  });
});

describe('deleteQuestion', () => {
  it('removes by number and closes the gap', () => {
    const state = deleteQuestion(withQuestions(1, 2, 3), 2);
    expect(state.questions.map((q) => [q.id, q.questionNumber])).toEqual([
      ['q1', 1],
      ['q3', 2],
    ]);
  });

  it('closes the editor when the question being edited is deleted', () => {
    expect(deleteQuestion(editQuestion(withQuestions(1, 2), 2), 2).editor.editingNumber).toBeNull();
  });

  it('keeps editing a later question under its new number', () => {
    const state = deleteQuestion(editQuestion(withQuestions(1, 2, 3), 3), 1);
    expect(state.editor.editingNumber).toBe(2);
    expect(saveQuestion(state).questions.map((q) => q.id)).toEqual(['q2', 'q3']);
  });
});

describe('sortQuestionCards', () => {
  it('sorts by the number in Завдання N as a number', () => {
    const sorted = sortQuestionCards([singleQuestion(10), singleQuestion(2), singleQuestion(9)]);
    expect(sorted.map((q) => q.questionNumber)).toEqual([2, 9, 10]);
  });
});

describe('mapLoadedQuiz', () => {
  const loaded: LoadedQuiz = {
    id: 'quiz-1',
    mainTitle: 'НМТ: математика',
    code: 'NMT-MATH-1',
    maxScore: 8,
    maxTime: 120,
    subject: 'mathematics',
    section: 'nmt',
    questions: [sequenceQuestion(2), singleQuestion(1), matchingQuestion(3)],
  };

  it('turns the subject into the category and enters editing mode', () => {
    expect(mapLoadedQuiz(loaded)).toMatchObject({
      category: 'mathematics',
      mainTitle: 'НМТ: математика',
      code: 'NMT-MATH-1',
      editingMode: true,
      quizId: 'quiz-1',
      quizImage: null,
    });
  });

  it('sorts the loaded questions into cards', () => {
    expect(mapLoadedQuiz(loaded).questions.map((q) => q.questionNumber)).toEqual([1, 2, 3]);
  });

  it('round-trips to a valid payload whose maxScore is derived', () => {
    const input = toQuizInput(mapLoadedQuiz(loaded));
    expect(input.maxScore).toBe(8);
    expect(QuizInput.safeParse(input).success).toBe(true);
  });
});

describe('toQuizInput', () => {
  it('leaves out the threshold and conversion table the author did not give', () => {
    const input = toQuizInput(
      updateQuizFields(withQuestions(1), { mainTitle: 'Тест', code: 'T', category: 'history' }),
    );
    expect(input).not.toHaveProperty('threshold');
    expect(input).not.toHaveProperty('conversionTable');
    expect(input).toMatchObject({ maxScore: 1, section: 'nmt', maxTime: 120 });
  });
});
