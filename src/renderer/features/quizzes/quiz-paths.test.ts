import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../../shared/contracts/quizzes';
import { helpPath, quizListPath, quizRunPath, typeOfHelpPage } from './quiz-paths';

describe('quiz paths', () => {
  it('gives the default section nmt the bare list path', () => {
    expect(quizListPath()).toBe('/quizzes');
    expect(quizListPath('for-teachers')).toBe('/quizzes/for-teachers');
  });

  it('links each question type to its reference page and back', () => {
    expect(helpPath('SINGLE_ANSWER')).toBe('/dovidka/viditestiv/1');
    expect(helpPath('MULTISELECT')).toBe('/dovidka/viditestiv/5');
    expect(helpPath('FULL_TEXT_ANSWER')).toBe('/dovidka/viditestiv/9');
    for (const type of QUESTION_TYPES) expect(typeOfHelpPage(helpPath(type).split('/').pop())).toBe(type);
    expect(typeOfHelpPage('7')).toBeNull();
  });

  it('carries the run mode in the query', () => {
    expect(quizRunPath('nmt-1', 'continue')).toBe('/quiz/nmt-1/run?mode=continue');
  });
});
