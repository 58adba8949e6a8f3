import { describe, it, expect } from 'vitest';
import {
  canMarkCorrect,
  correctPairFor,
  isCorrectChoice,
  pairChoices,
  pairElements,
  setCorrectChoice,
  setCorrectPair,
  setShortPhraseAnswer,
} from './correct-answer-rules';
import { changeQuestionType, editorFromQuestion, type QuestionEditor } from './question-editor';
import {
  matchingQuestion,
  multigroupQuestion,
  multiselectQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from './testing/quiz-fixtures';

const blank = (editor: QuestionEditor): QuestionEditor => ({ ...editor, correctAnswerLetters: [] }) as QuestionEditor;

describe('single answer key', () => {
  it('is one letter: a new tick replaces the old one', () => {
    const editor = setCorrectChoice(editorFromQuestion(singleQuestion(1, 'Б')), 0, 'Г', true);
    expect(editor.correctAnswerLetters).toEqual(['Г']);
  });

  it('unchecking removes the letter', () => {
    expect(setCorrectChoice(editorFromQuestion(singleQuestion(1, 'Б')), 0, 'Б', false).correctAnswerLetters).toEqual(
      [],
    );
  });
});

describe('multiselect key', () => {
  it('holds up to 3 letters and refuses a fourth', () => {
    const three = editorFromQuestion(multiselectQuestion(1, ['А', 'В', 'Д']));
    expect(setCorrectChoice(three, 0, 'Ж', true)).toBe(three);
    const two = setCorrectChoice(three, 0, 'В', false);
    expect(setCorrectChoice(two, 0, 'Ж', true).correctAnswerLetters).toEqual(['А', 'Д', 'Ж']);
  });
});

describe('multigroup key', () => {
  it('is one letter per group index', () => {
    const editor = setCorrectChoice(editorFromQuestion(multigroupQuestion(1, 'АВБ')), 1, 'Г', true);
    expect(editor.correctAnswerLetters).toEqual([
      { groupIndex: 0, symbol: 'А' },
      { groupIndex: 1, symbol: 'Г' },
      { groupIndex: 2, symbol: 'Б' },
    ]);
    expect(isCorrectChoice(editor, 1, 'Г')).toBe(true);
    expect(isCorrectChoice(editor, 0, 'Г')).toBe(false);
  });

  it('unchecking removes the group letter', () => {
    const editor = setCorrectChoice(editorFromQuestion(multigroupQuestion(1, 'АВБ')), 2, 'Б', false);
    expect(editor.correctAnswerLetters).toEqual([
      { groupIndex: 0, symbol: 'А' },
      { groupIndex: 1, symbol: 'В' },
    ]);
  });
});

describe('blank symbols', () => {
  it('cannot be marked correct', () => {
    const editor = editorFromQuestion(singleQuestion(1, 'Б'));
    expect(canMarkCorrect(' ')).toBe(false);
    expect(setCorrectChoice(editor, 0, '', true)).toBe(editor);
  });
});

describe('short phrase key', () => {
  it('is text, and an emptied box leaves no key', () => {
    const editor = setShortPhraseAnswer(editorFromQuestion(shortPhraseQuestion(1)), ' 0,75 ');
    expect(editor.correctAnswerLetters).toEqual(['0,75']);
    expect(setShortPhraseAnswer(editor, '').correctAnswerLetters).toEqual([]);
  });

  it('is ignored for other types', () => {
    const editor = editorFromQuestion(singleQuestion(1));
    expect(setShortPhraseAnswer(editor, 'Київ')).toBe(editor);
  });
});

describe('matching key', () => {
  const editor = blank(editorFromQuestion(matchingQuestion(1)));

  it('offers a dropdown per row of the first group with the options of the second', () => {
    expect(pairElements(editor)).toEqual(['1', '2', '3', '4']);
    expect(pairChoices(editor)).toEqual(['А', 'Б', 'В', 'Г', 'Д']);
  });

  it('keeps pairs in element order starting from the first element', () => {
    const paired = setCorrectPair(setCorrectPair(editor, '3', 'Д'), '1', 'Г');
    expect(paired.correctAnswerLetters).toEqual([
      { element: '1', match: 'Г' },
      { element: '3', match: 'Д' },
    ]);
    expect(correctPairFor(paired, '3')).toBe('Д');
  });

  it('removes a pair on an empty choice', () => {
    const paired = setCorrectPair(setCorrectPair(editor, '1', 'Г'), '1', '');
    expect(paired.correctAnswerLetters).toEqual([]);
  });

  it('refuses an element or a match the groups do not have', () => {
    expect(setCorrectPair(editor, '9', 'А')).toBe(editor);
    expect(setCorrectPair(editor, '1', 'Я')).toBe(editor);
  });
});

describe('sequence key', () => {
  it('pairs each position from the first with an option of the only group', () => {
    const editor = blank(editorFromQuestion(sequenceQuestion(1)));
    expect(pairElements(editor)).toEqual(['1', '2', '3', '4']);
    expect(pairChoices(editor)).toEqual(['А', 'Б', 'В', 'Г']);
    expect(setCorrectPair(editor, '1', 'В').correctAnswerLetters).toEqual([{ element: '1', match: 'В' }]);
  });

  it('has no dropdowns for other types', () => {
    expect(pairElements(changeQuestionType(blank(editorFromQuestion(sequenceQuestion(1))), 'MULTIGROUP'))).toEqual([]);
  });
});
