import { describe, it, expect } from 'vitest';
import {
  fullTextQuestion,
  group,
  matchingQuestion,
  multigroupQuestion,
  multiselectQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from '../../quiz/testing/quiz-fixtures';
import { Question } from './question.schema';

const messages = (value: unknown) => Question.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('Question schema', () => {
  it.each([
    ['single', singleQuestion(1)],
    ['multiselect', multiselectQuestion(2)],
    ['short phrase', shortPhraseQuestion(3)],
    ['matching', matchingQuestion(4)],
    ['sequence', sequenceQuestion(5)],
    ['multigroup', multigroupQuestion(6)],
    ['full text', fullTextQuestion(7)],
  ])('accepts a valid %s question', (_name, question) => {
    expect(messages(question)).toEqual([]);
  });

  it('requires a question title', () => {
    expect(messages({ ...singleQuestion(1), questionTaskHtml: '<p>&nbsp;</p>' })).toContain(
      'validation.quiz-question-required',
    );
  });

  it('accepts a title that is only an image', () => {
    expect(messages({ ...singleQuestion(1), questionTaskHtml: '<img src="x.png">' })).toEqual([]);
  });

  it('refuses lower-case symbols', () => {
    expect(messages({ ...singleQuestion(1), answerGroups: [group('аб')], correctAnswerLetters: ['а'] })).toContain(
      'validation.quiz-symbol-not-uppercase',
    );
  });

  it('refuses a single-answer key of two letters', () => {
    expect(messages({ ...singleQuestion(1), correctAnswerLetters: ['А', 'Б'] })).toContain(
      'validation.quiz-too-many-correct-answers',
    );
  });

  it('refuses a fourth multiselect key letter', () => {
    expect(messages(multiselectQuestion(1, ['А', 'Б', 'В', 'Г']))).toContain(
      'validation.quiz-too-many-correct-answers',
    );
  });

  it('refuses a key letter no option has', () => {
    expect(messages(singleQuestion(1, 'Я'))).toContain('validation.quiz-correct-answer-unknown');
  });

  it('refuses matching with one group', () => {
    expect(messages({ ...matchingQuestion(1), answerGroups: [group('1234')] })).toContain(
      'validation.quiz-matching-needs-two-groups',
    );
  });

  it('refuses matching with a row left unpaired', () => {
    expect(messages(matchingQuestion(1, 'ГАД'))).toContain('validation.quiz-pairs-incomplete');
  });

  it('refuses a sequence that repeats an option', () => {
    expect(messages(sequenceQuestion(1, 'ААГБ'))).toContain('validation.quiz-sequence-repeats-option');
  });

  it('refuses a multigroup key that misses a group', () => {
    const question = multigroupQuestion(1, 'АВБ');
    expect(messages({ ...question, correctAnswerLetters: question.correctAnswerLetters.slice(0, 2) })).toContain(
      'validation.quiz-pairs-incomplete',
    );
  });

  it('refuses answer groups on a full-text question', () => {
    expect(messages({ ...fullTextQuestion(1), answerGroups: [group('А')] })).toContain(
      'validation.quiz-full-text-has-no-groups',
    );
  });

  it('refuses two options with the same symbol in a group', () => {
    const answerGroups = [group('АА'), group('АБ'), group('АБ')];
    expect(messages({ ...multigroupQuestion(1), answerGroups })).toContain('validation.quiz-duplicate-symbol');
  });
});

describe('Question topics', () => {
  it('default to none when omitted', () => {
    const { topics: _topics, ...untagged } = singleQuestion(1);
    expect(Question.parse(untagged).topics).toEqual([]);
  });
});
