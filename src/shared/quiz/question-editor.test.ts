import { describe, it, expect } from 'vitest';
import {
  addGroup,
  addOption,
  canAddGroup,
  changeQuestionType,
  createQuestionEditor,
  editorFromQuestion,
  maxGroupsFor,
  removeGroup,
  removeOption,
  renameOptionSymbol,
  setGroupTitle,
  setPoints,
  setTopics,
  type QuestionEditor,
} from './question-editor';
import { matchingQuestion, multigroupQuestion, sequenceQuestion, singleQuestion } from './testing/quiz-fixtures';

const times = <T>(n: number, step: (value: T) => T, start: T): T =>
  Array.from({ length: n }).reduce<T>((value) => step(value), start);

const withGroup = (editor: QuestionEditor, options: number) =>
  times(options, (e: QuestionEditor) => addOption(e, e.answerGroups.length - 1), addGroup(editor));

describe('question editor defaults', () => {
  it('starts as a single-answer question with no groups and no key', () => {
    expect(createQuestionEditor()).toMatchObject({
      taskType: 'SINGLE_ANSWER',
      answerGroups: [],
      correctAnswerLetters: [],
      editingNumber: null,
      points: null,
    });
  });
});

describe('changeQuestionType', () => {
  it('clears correct answers and answer groups', () => {
    const editor = editorFromQuestion(singleQuestion(1));
    expect(changeQuestionType(editor, 'MULTISELECT')).toMatchObject({
      taskType: 'MULTISELECT',
      answerGroups: [],
      correctAnswerLetters: [],
    });
  });

  it('keeps everything when the same type is picked again', () => {
    const editor = editorFromQuestion(singleQuestion(1));
    expect(changeQuestionType(editor, 'SINGLE_ANSWER')).toBe(editor);
  });
});

describe('group limits', () => {
  it('allows exactly 2 groups for matching', () => {
    const two = times(2, addGroup, changeQuestionType(createQuestionEditor(), 'MATCHING'));
    expect(two.answerGroups).toHaveLength(2);
    expect(canAddGroup(two)).toBe(false);
    expect(addGroup(two)).toBe(two);
  });

  it('allows 1 group for sequence', () => {
    const one = addGroup(changeQuestionType(createQuestionEditor(), 'SEQUENCE'));
    expect(canAddGroup(one)).toBe(false);
  });

  it('allows no group for full text', () => {
    expect(canAddGroup(changeQuestionType(createQuestionEditor(), 'FULL_TEXT_ANSWER'))).toBe(false);
  });

  it('allows any number of groups for the other types', () => {
    expect(maxGroupsFor('MULTIGROUP')).toBe(Number.POSITIVE_INFINITY);
    expect(canAddGroup(times(5, addGroup, createQuestionEditor()))).toBe(true);
  });
});

describe('options', () => {
  it('default to the next letter of the Ukrainian alphabet per group', () => {
    const editor = withGroup(withGroup(createQuestionEditor(), 3), 2);
    expect(editor.answerGroups.map((g) => g.answerGroupOptions.map((o) => o.symbol))).toEqual([
      ['А', 'Б', 'В'],
      ['А', 'Б'],
    ]);
  });

  it('have symbols uppercased when renamed', () => {
    const editor = renameOptionSymbol(withGroup(createQuestionEditor(), 1), 0, 0, 'ї');
    expect(editor.answerGroups[0]?.answerGroupOptions[0]?.symbol).toBe('Ї');
  });
});

describe('group titles', () => {
  it('are optional: an empty title is stored as none', () => {
    const editor = withGroup(createQuestionEditor(), 1);
    expect(setGroupTitle(editor, 0, 'Пропуск 1').answerGroups[0]?.answerGroupTitle).toBe('Пропуск 1');
    expect(setGroupTitle(editor, 0, '  ').answerGroups[0]?.answerGroupTitle).toBeNull();
  });
});

describe('renameOptionSymbol', () => {
  it('updates the single-answer key that used the old symbol', () => {
    const editor = renameOptionSymbol(editorFromQuestion(singleQuestion(1, 'Б')), 0, 1, 'я');
    expect(editor.correctAnswerLetters).toEqual(['Я']);
  });

  it('updates the multigroup entry of that group only', () => {
    const editor = renameOptionSymbol(editorFromQuestion(multigroupQuestion(1, 'ААБ')), 1, 0, 'ю');
    expect(editor.correctAnswerLetters).toEqual([
      { groupIndex: 0, symbol: 'А' },
      { groupIndex: 1, symbol: 'Ю' },
      { groupIndex: 2, symbol: 'Б' },
    ]);
  });

  it('takes the key entry away when the symbol is blanked', () => {
    expect(renameOptionSymbol(editorFromQuestion(singleQuestion(1, 'Б')), 0, 1, ' ').correctAnswerLetters).toEqual([]);
  });

  it('clears the matching pairs', () => {
    expect(renameOptionSymbol(editorFromQuestion(matchingQuestion(1)), 1, 0, 'Я').correctAnswerLetters).toEqual([]);
  });

  it('clears the sequence pairs', () => {
    expect(renameOptionSymbol(editorFromQuestion(sequenceQuestion(1)), 0, 0, 'Я').correctAnswerLetters).toEqual([]);
  });

  it('changes nothing when the symbol stays the same after uppercasing', () => {
    const editor = editorFromQuestion(matchingQuestion(1));
    expect(renameOptionSymbol(editor, 1, 0, 'а')).toBe(editor);
  });
});

describe('removing options and groups', () => {
  it('drops a removed option from the single-answer key', () => {
    expect(removeOption(editorFromQuestion(singleQuestion(1, 'Б')), 0, 1).correctAnswerLetters).toEqual([]);
  });

  it('moves later multigroup entries up when a group is removed', () => {
    const editor = removeGroup(editorFromQuestion(multigroupQuestion(1, 'АВБ')), 0);
    expect(editor.correctAnswerLetters).toEqual([
      { groupIndex: 0, symbol: 'В' },
      { groupIndex: 1, symbol: 'Б' },
    ]);
  });

  it('clears matching pairs when an option goes', () => {
    expect(removeOption(editorFromQuestion(matchingQuestion(1)), 0, 3).correctAnswerLetters).toEqual([]);
  });
});

describe('topics and points', () => {
  it('keeps topic tags trimmed, without blanks or repeats', () => {
    expect(setTopics(createQuestionEditor(), [' Дроби ', '', 'Дроби', 'Відсотки']).topics).toEqual([
      'Дроби',
      'Відсотки',
    ]);
  });

  it('takes a whole-number points override from 1 to 100, or null for the default', () => {
    const editor = createQuestionEditor();
    expect(setPoints(editor, 2).points).toBe(2);
    expect(setPoints(setPoints(editor, 2), null).points).toBeNull();
    expect(setPoints(editor, 0)).toBe(editor);
    expect(setPoints(editor, 1.5)).toBe(editor);
  });
});
