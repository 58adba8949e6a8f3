import { LIMITS } from '../constants';
import type { MatchPair } from '../contracts/quizzes';
import type { QuestionEditor } from './question-editor';

/** The correct-answer control is disabled while an option's symbol is blank. */
export function canMarkCorrect(symbol: string): boolean {
  return symbol.trim() !== '';
}

/** Whether the option `symbol` of group `groupIndex` is ticked as correct. */
export function isCorrectChoice(editor: QuestionEditor, groupIndex: number, symbol: string): boolean {
  switch (editor.taskType) {
    case 'SINGLE_ANSWER':
    case 'MULTISELECT':
      return editor.correctAnswerLetters.includes(symbol);
    case 'MULTIGROUP':
      return editor.correctAnswerLetters.some((entry) => entry.groupIndex === groupIndex && entry.symbol === symbol);
    default:
      return false;
  }
}

/**
 * Ticking an option. Single keeps one letter (a new tick replaces it); multiselect keeps
 * at most 3 (a fourth is refused); multigroup keeps one letter per group index. Unticking
 * removes the letter. Other types have no ticks.
 */
export function setCorrectChoice(
  editor: QuestionEditor,
  groupIndex: number,
  symbol: string,
  checked: boolean,
): QuestionEditor {
  if (!canMarkCorrect(symbol)) return editor;
  switch (editor.taskType) {
    case 'SINGLE_ANSWER':
      return { ...editor, correctAnswerLetters: checked ? [symbol] : without(editor.correctAnswerLetters, symbol) };
    case 'MULTISELECT': {
      const letters = editor.correctAnswerLetters;
      if (!checked) return { ...editor, correctAnswerLetters: without(letters, symbol) };
      if (letters.includes(symbol) || letters.length >= LIMITS.multiselectMaxChoices) return editor;
      return { ...editor, correctAnswerLetters: [...letters, symbol] };
    }
    case 'MULTIGROUP': {
      const others = editor.correctAnswerLetters.filter((entry) => entry.groupIndex !== groupIndex);
      if (checked) {
        const entries = [...others, { groupIndex, symbol }].sort((a, b) => a.groupIndex - b.groupIndex);
        return { ...editor, correctAnswerLetters: entries };
      }
      return isCorrectChoice(editor, groupIndex, symbol) ? { ...editor, correctAnswerLetters: others } : editor;
    }
    default:
      return editor;
  }
}

/** A short-phrase key is text; an emptied box leaves no key. */
export function setShortPhraseAnswer(editor: QuestionEditor, text: string): QuestionEditor {
  if (editor.taskType !== 'SHORT_PHRASE') return editor;
  return { ...editor, correctAnswerLetters: text.trim() === '' ? [] : [text.trim()] };
}

/**
 * The elements that get a dropdown, from the first: matching's rows (the first group's symbols),
 * or a sequence's positions "1".."n" for its n options.
 */
export function pairElements(editor: QuestionEditor): string[] {
  const first = editor.answerGroups[0]?.answerGroupOptions ?? [];
  if (editor.taskType === 'MATCHING') return first.map((option) => option.symbol).filter(canMarkCorrect);
  if (editor.taskType === 'SEQUENCE') return first.map((_, index) => String(index + 1));
  return [];
}

/** What each dropdown offers: matching's second group, or the sequence's own options. */
export function pairChoices(editor: QuestionEditor): string[] {
  const source = editor.taskType === 'MATCHING' ? 1 : 0;
  if (editor.taskType !== 'MATCHING' && editor.taskType !== 'SEQUENCE') return [];
  return (editor.answerGroups[source]?.answerGroupOptions ?? []).map((option) => option.symbol).filter(canMarkCorrect);
}

/** The match chosen for an element, or '' when its dropdown is empty. */
export function correctPairFor(editor: QuestionEditor, element: string): string {
  if (editor.taskType !== 'MATCHING' && editor.taskType !== 'SEQUENCE') return '';
  return editor.correctAnswerLetters.find((pair) => pair.element === element)?.match ?? '';
}

/**
 * Matching and sequence keys are pairs chosen per element from a dropdown. An empty
 * choice removes the element's pair; the pairs stay in element order, starting from the first
 * element, whatever order the author picks them in.
 */
export function setCorrectPair(editor: QuestionEditor, element: string, match: string): QuestionEditor {
  if (editor.taskType !== 'MATCHING' && editor.taskType !== 'SEQUENCE') return editor;
  const elements = pairElements(editor);
  if (!elements.includes(element)) return editor;
  if (match !== '' && !pairChoices(editor).includes(match)) return editor;
  const rest = editor.correctAnswerLetters.filter((pair) => pair.element !== element);
  const pairs: MatchPair[] = match === '' ? rest : [...rest, { element, match }];
  pairs.sort((a, b) => elements.indexOf(a.element) - elements.indexOf(b.element));
  return { ...editor, correctAnswerLetters: pairs };
}

function without(letters: string[], symbol: string): string[] {
  return letters.filter((letter) => letter !== symbol);
}
