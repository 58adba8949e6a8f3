import type { ConversionRow, LoadedQuiz, Question, QuizInput, QuizSection } from '../contracts/quizzes';
import { isBlankHtml } from '../contracts/quizzes/question-checks';
import { DEFAULT_QUIZ_SECTION } from '../contracts/quizzes/quiz-enums.schema';
import { quizMaxScore } from './question-points';
import { createQuestionEditor, editorFromQuestion, type QuestionEditor } from './question-editor';

/**
 * The quiz authoring screen as data: the quiz being authored and the authoring
 * behaviour. `maxScore` is not stored: it is the sum of the questions' worth (`quizMaxScore`).
 */
export interface QuizAuthoringState {
  mainTitle: string;
  /** Minutes. */
  maxTime: number;
  code: string;
  quizImage: string | null;
  category: string;
  section: QuizSection;
  threshold: number | null;
  /** Author-entered rows; empty: no conversion to 100–200. */
  conversionTable: ConversionRow[];
  questions: Question[];
  /** `editingMode`: the quiz was loaded for editing rather than created afresh. */
  editingMode: boolean;
  /** Id of the loaded quiz, to save it back in place. */
  quizId: string | null;
  editor: QuestionEditor;
}

export type QuizFieldsPatch = Partial<
  Pick<
    QuizAuthoringState,
    'mainTitle' | 'maxTime' | 'code' | 'quizImage' | 'category' | 'section' | 'threshold' | 'conversionTable'
  >
>;

/** An NMT block lasts 120 minutes (exam-facts.md); a new quiz starts there. */
export const DEFAULT_MAX_TIME_MINUTES = 120;

/** A full reset restores the defaults: section nmt, no questions, a fresh single-answer editor. */
export function createAuthoringState(): QuizAuthoringState {
  return {
    mainTitle: '',
    maxTime: DEFAULT_MAX_TIME_MINUTES,
    code: '',
    quizImage: null,
    category: '',
    section: DEFAULT_QUIZ_SECTION,
    threshold: null,
    conversionTable: [],
    questions: [],
    editingMode: false,
    quizId: null,
    editor: createQuestionEditor(),
  };
}

export function updateQuizFields(state: QuizAuthoringState, patch: QuizFieldsPatch): QuizAuthoringState {
  return { ...state, ...patch };
}

export function updateEditor(
  state: QuizAuthoringState,
  change: (editor: QuestionEditor) => QuestionEditor,
): QuizAuthoringState {
  const editor = change(state.editor);
  return editor === state.editor ? state : { ...state, editor };
}

/** Cards are sorted by the number N of 'Завдання N', as a number (10 after 9). */
export function sortQuestionCards(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => a.questionNumber - b.questionNumber);
}

export function nextQuestionNumber(questions: readonly Question[]): number {
  return questions.reduce((max, q) => Math.max(max, q.questionNumber), 0) + 1;
}

/** The question title is required; nothing else is checked on save. */
export function canSaveQuestion(editor: QuestionEditor): boolean {
  return !isBlankHtml(editor.questionTaskHtml);
}

/**
 * Saving appends a new question, or in edit mode replaces the question with the same
 * number (keeping its stored id), and resets the editor either way. Refused without a title.
 */
export function saveQuestion(state: QuizAuthoringState): QuizAuthoringState {
  if (!canSaveQuestion(state.editor)) return state;
  const { editingNumber, points, ...rest } = state.editor;
  const existing = state.questions.find((q) => q.questionNumber === editingNumber);
  const question = {
    ...rest,
    questionNumber: existing?.questionNumber ?? nextQuestionNumber(state.questions),
    ...(existing?.id !== undefined ? { id: existing.id } : {}),
    ...(points !== null ? { points } : {}),
  } as Question;
  const questions = existing
    ? state.questions.map((q) => (q === existing ? question : q))
    : [...state.questions, question];
  return { ...state, questions: sortQuestionCards(questions), editor: createQuestionEditor() };
}

/** Edit reopens the editor with the question ('Змінити питання'). */
export function editQuestion(state: QuizAuthoringState, questionNumber: number): QuizAuthoringState {
  const question = state.questions.find((q) => q.questionNumber === questionNumber);
  return question ? { ...state, editor: editorFromQuestion(question) } : state;
}

export function cancelEditing(state: QuizAuthoringState): QuizAuthoringState {
  return { ...state, editor: createQuestionEditor() };
}

/**
 * Deleting removes by number. The later questions then move up one number so the labels
 * stay 'Завдання 1..n' without a gap (the spec is silent; a gap would show to every student).
 * Deleting the question being edited closes the editor; editing a later one follows it.
 */
export function deleteQuestion(state: QuizAuthoringState, questionNumber: number): QuizAuthoringState {
  if (!state.questions.some((q) => q.questionNumber === questionNumber)) return state;
  const shift = (n: number) => (n > questionNumber ? n - 1 : n);
  const questions = sortQuestionCards(
    state.questions
      .filter((q) => q.questionNumber !== questionNumber)
      .map((q) => ({ ...q, questionNumber: shift(q.questionNumber) })),
  );
  const { editingNumber } = state.editor;
  const editor =
    editingNumber === questionNumber
      ? createQuestionEditor()
      : editingNumber === null
        ? state.editor
        : { ...state.editor, editingNumber: shift(editingNumber) };
  return { ...state, questions, editor };
}

/**
 * A quiz loaded for editing brings mainTitle, code, maxScore, maxTime, questions, subject
 * and section; its subject becomes the category. maxScore is left to be derived again.
 */
export function mapLoadedQuiz(loaded: LoadedQuiz): QuizAuthoringState {
  return {
    ...createAuthoringState(),
    mainTitle: loaded.mainTitle,
    maxTime: loaded.maxTime,
    code: loaded.code,
    quizImage: loaded.quizImage ?? null,
    category: loaded.subject,
    section: loaded.section,
    threshold: loaded.threshold ?? null,
    conversionTable: loaded.conversionTable ?? [],
    questions: sortQuestionCards(loaded.questions),
    editingMode: true,
    quizId: loaded.id,
  };
}

/** The payload for saving the quiz; validate it with the `QuizInput` schema before sending. */
export function toQuizInput(state: QuizAuthoringState): QuizInput {
  return {
    mainTitle: state.mainTitle,
    maxTime: state.maxTime,
    code: state.code,
    quizImage: state.quizImage,
    category: state.category,
    section: state.section,
    maxScore: quizMaxScore(state.questions),
    questions: state.questions,
    ...(state.threshold !== null ? { threshold: state.threshold } : {}),
    ...(state.conversionTable.length > 0 ? { conversionTable: state.conversionTable } : {}),
  };
}
