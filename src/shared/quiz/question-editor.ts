import type { AnswerGroup, AnswerKey, Question, QuestionType } from '../contracts/quizzes';
import { MAX_QUESTION_POINTS } from '../contracts/quizzes/question.schema';
import { DEFAULT_QUESTION_TYPE } from '../contracts/quizzes/quiz-enums.schema';
import { nextDefaultSymbol, normaliseSymbol } from './ukrainian-alphabet';

/**
 * The question editor of the quiz authoring screen. It carries the
 * answer key flat (`taskType`, `answerGroups`, `correctAnswerLetters`) as one of the `AnswerKey`
 * variants, so narrowing on `taskType` narrows the key. Every function here is pure: state in,
 * new state out, the same object back when a rule refuses the change.
 */
export type QuestionEditor = AnswerKey & {
  questionTaskHtml: string;
  taskExplanation: string;
  /** The author's override of the question's worth; null: the default of its type. */
  points: number | null;
  topics: string[];
  /** N of the question being edited; null while writing a new one ('Зберегти питання'). */
  editingNumber: number | null;
};

/** A key of `taskType` with no groups and no correct answers. */
export function emptyAnswerKey(taskType: QuestionType): AnswerKey {
  // Every variant's key is an array, so empty arrays fit whichever `taskType` this is.
  return { taskType, answerGroups: [], correctAnswerLetters: [] } as AnswerKey;
}

export function createQuestionEditor(): QuestionEditor {
  return {
    ...emptyAnswerKey(DEFAULT_QUESTION_TYPE),
    questionTaskHtml: '',
    taskExplanation: '',
    points: null,
    topics: [],
    editingNumber: null,
  };
}

/** Changing the question type clears correct answers and answer groups. */
export function changeQuestionType(editor: QuestionEditor, taskType: QuestionType): QuestionEditor {
  if (taskType === editor.taskType) return editor;
  return { ...editor, ...emptyAnswerKey(taskType) };
}

/** Matching has exactly 2 groups, sequence 1, full text none, the rest any number. */
export function maxGroupsFor(taskType: QuestionType): number {
  switch (taskType) {
    case 'MATCHING':
      return 2;
    case 'SEQUENCE':
      return 1;
    case 'FULL_TEXT_ANSWER':
      return 0;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** The add-group button is hidden once the type's limit is reached. */
export function canAddGroup(editor: QuestionEditor): boolean {
  return editor.answerGroups.length < maxGroupsFor(editor.taskType);
}

export function addGroup(editor: QuestionEditor): QuestionEditor {
  if (!canAddGroup(editor)) return editor;
  return { ...editor, answerGroups: [...editor.answerGroups, { answerGroupTitle: null, answerGroupOptions: [] }] };
}

/**
 * Removing a group drops the key entries that named it: a multigroup's entry (later groups move
 * up one index), letters no other group has; matching and sequence keys are cleared because
 * their rows changed (as happens on a renamed symbol).
 */
export function removeGroup(editor: QuestionEditor, groupIndex: number): QuestionEditor {
  if (!editor.answerGroups[groupIndex]) return editor;
  const answerGroups = editor.answerGroups.filter((_, index) => index !== groupIndex);
  if (editor.taskType === 'MULTIGROUP') {
    const correctAnswerLetters = editor.correctAnswerLetters
      .filter((entry) => entry.groupIndex !== groupIndex)
      .map((entry) => (entry.groupIndex > groupIndex ? { ...entry, groupIndex: entry.groupIndex - 1 } : entry));
    return { ...editor, answerGroups, correctAnswerLetters };
  }
  return dropStaleKey({ ...editor, answerGroups } as QuestionEditor);
}

/** Group titles are optional; an empty title is no title. */
export function setGroupTitle(editor: QuestionEditor, groupIndex: number, title: string): QuestionEditor {
  return updateGroup(editor, groupIndex, (group) => ({
    ...group,
    answerGroupTitle: title.trim() === '' ? null : title,
  }));
}

/** A new option's symbol is the next letter of the Ukrainian alphabet. */
export function addOption(editor: QuestionEditor, groupIndex: number): QuestionEditor {
  return updateGroup(editor, groupIndex, (group) => {
    const symbol = nextDefaultSymbol(group.answerGroupOptions.map((option) => option.symbol));
    return { ...group, answerGroupOptions: [...group.answerGroupOptions, { symbol, content: '' }] };
  });
}

export function removeOption(editor: QuestionEditor, groupIndex: number, optionIndex: number): QuestionEditor {
  const changed = updateGroup(editor, groupIndex, (group) => ({
    ...group,
    answerGroupOptions: group.answerGroupOptions.filter((_, index) => index !== optionIndex),
  }));
  return changed === editor ? editor : dropStaleKey(changed);
}

export function setOptionContent(
  editor: QuestionEditor,
  groupIndex: number,
  optionIndex: number,
  content: string,
): QuestionEditor {
  return updateOption(editor, groupIndex, optionIndex, (option) => ({ ...option, content }));
}

/**
 * The symbol is uppercased; renaming updates the correct-answer entry that used the
 * old symbol (a blanked symbol takes its entry away), except matching and sequence, whose pairs
 * are cleared.
 */
export function renameOptionSymbol(
  editor: QuestionEditor,
  groupIndex: number,
  optionIndex: number,
  raw: string,
): QuestionEditor {
  const old = editor.answerGroups[groupIndex]?.answerGroupOptions[optionIndex]?.symbol;
  const symbol = normaliseSymbol(raw);
  if (old === undefined || old === symbol) return editor;
  const renamed = updateOption(editor, groupIndex, optionIndex, (option) => ({ ...option, symbol }));
  switch (renamed.taskType) {
    case 'SINGLE_ANSWER':
    case 'MULTISELECT': {
      const letters = renamed.correctAnswerLetters.map((letter) => (letter === old ? symbol : letter));
      return { ...renamed, correctAnswerLetters: letters.filter((letter) => letter !== '') };
    }
    case 'MULTIGROUP': {
      const entries = renamed.correctAnswerLetters.map((entry) =>
        entry.groupIndex === groupIndex && entry.symbol === old ? { ...entry, symbol } : entry,
      );
      return { ...renamed, correctAnswerLetters: entries.filter((entry) => entry.symbol !== '') };
    }
    case 'MATCHING':
    case 'SEQUENCE':
      return { ...renamed, correctAnswerLetters: [] };
    default:
      return renamed;
  }
}

/** Topic tags as typed: trimmed, blank ones dropped, each once. */
export function setTopics(editor: QuestionEditor, topics: readonly string[]): QuestionEditor {
  const cleaned = [...new Set(topics.map((topic) => topic.trim()).filter((topic) => topic !== ''))];
  return { ...editor, topics: cleaned };
}

/** The author's override of the worth: a whole number from 1 to 100, or null for the type's default. */
export function setPoints(editor: QuestionEditor, points: number | null): QuestionEditor {
  const valid = points === null || (Number.isInteger(points) && points >= 1 && points <= MAX_QUESTION_POINTS);
  if (!valid) return editor;
  return { ...editor, points };
}

/** Loads a saved question into the editor for editing (edit reopens the editor). */
export function editorFromQuestion(question: Question): QuestionEditor {
  const { id: _id, questionNumber, points, ...rest } = question;
  return { ...rest, points: points ?? null, editingNumber: questionNumber };
}

/** Keeps only key entries whose symbols still exist after an option or a group went away. */
function dropStaleKey(editor: QuestionEditor): QuestionEditor {
  const symbols = (group: AnswerGroup | undefined) => group?.answerGroupOptions.map((o) => o.symbol) ?? [];
  switch (editor.taskType) {
    case 'SINGLE_ANSWER':
    case 'MULTISELECT': {
      const all = editor.answerGroups.flatMap(symbols);
      return { ...editor, correctAnswerLetters: editor.correctAnswerLetters.filter((l) => all.includes(l)) };
    }
    case 'MULTIGROUP':
      return {
        ...editor,
        correctAnswerLetters: editor.correctAnswerLetters.filter((entry) =>
          symbols(editor.answerGroups[entry.groupIndex]).includes(entry.symbol),
        ),
      };
    case 'MATCHING':
    case 'SEQUENCE':
      return { ...editor, correctAnswerLetters: [] };
    default:
      return editor;
  }
}

function updateGroup(editor: QuestionEditor, groupIndex: number, change: (group: AnswerGroup) => AnswerGroup) {
  if (!editor.answerGroups[groupIndex]) return editor;
  const answerGroups = editor.answerGroups.map((group, index) => (index === groupIndex ? change(group) : group));
  return { ...editor, answerGroups } as QuestionEditor;
}

function updateOption(
  editor: QuestionEditor,
  groupIndex: number,
  optionIndex: number,
  change: (option: AnswerGroup['answerGroupOptions'][number]) => AnswerGroup['answerGroupOptions'][number],
): QuestionEditor {
  if (!editor.answerGroups[groupIndex]?.answerGroupOptions[optionIndex]) return editor;
  return updateGroup(editor, groupIndex, (group) => ({
    ...group,
    answerGroupOptions: group.answerGroupOptions.map((option, index) =>
      index === optionIndex ? change(option) : option,
    ),
  }));
}
