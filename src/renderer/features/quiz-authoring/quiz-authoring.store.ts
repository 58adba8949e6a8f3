import { makeAutoObservable, observable } from 'mobx';
import { QuizInput, type LoadedQuiz, type Question, type QuestionType } from '../../../shared/contracts/quizzes';
import * as rules from '../../../shared/quiz/authoring-rules';
import type { QuizAuthoringState, QuizFieldsPatch } from '../../../shared/quiz/authoring-rules';
import * as answers from '../../../shared/quiz/correct-answer-rules';
import * as editorRules from '../../../shared/quiz/question-editor';
import type { QuestionEditor } from '../../../shared/quiz/question-editor';
import { quizMaxScore } from '../../../shared/quiz/question-points';

/**
 * The quiz authoring screen (3 "Quiz (being authored)", 4 "Quiz authoring behaviour",
 * 5). Every rule lives in src/shared/quiz as a pure function of the authoring state; this store
 * only holds that state (replaced whole on each change, hence `observable.ref`) and names the
 * screen's actions.
 */
export class QuizAuthoringStore {
  state: QuizAuthoringState = rules.createAuthoringState();

  constructor() {
    makeAutoObservable(this, { state: observable.ref }, { autoBind: true });
  }

  get mainTitle(): string {
    return this.state.mainTitle;
  }
  get maxTime(): number {
    return this.state.maxTime;
  }
  get code(): string {
    return this.state.code;
  }
  get quizImage(): string | null {
    return this.state.quizImage;
  }
  get category(): string {
    return this.state.category;
  }
  get section(): QuizAuthoringState['section'] {
    return this.state.section;
  }
  get threshold(): number | null {
    return this.state.threshold;
  }
  get conversionTable(): QuizAuthoringState['conversionTable'] {
    return this.state.conversionTable;
  }
  get editingMode(): boolean {
    return this.state.editingMode;
  }
  /** Derived from the questions (it is never typed in). */
  get maxScore(): number {
    return quizMaxScore(this.state.questions);
  }
  get editor(): QuestionEditor {
    return this.state.editor;
  }
  /** Cards sorted by the number N of 'Завдання N'. */
  get questionCards(): Question[] {
    return rules.sortQuestionCards(this.state.questions);
  }
  /** The save button reads 'Змінити питання' when true, 'Зберегти питання' otherwise. */
  get isEditingQuestion(): boolean {
    return this.state.editor.editingNumber !== null;
  }
  get canSaveQuestion(): boolean {
    return rules.canSaveQuestion(this.state.editor);
  }
  /** The add-group button is hidden when false. */
  get canAddGroup(): boolean {
    return editorRules.canAddGroup(this.state.editor);
  }
  get pairElements(): string[] {
    return answers.pairElements(this.state.editor);
  }
  get pairChoices(): string[] {
    return answers.pairChoices(this.state.editor);
  }
  get payload(): QuizInput {
    return rules.toQuizInput(this.state);
  }

  isCorrectChoice(groupIndex: number, symbol: string): boolean {
    return answers.isCorrectChoice(this.state.editor, groupIndex, symbol);
  }
  correctPairFor(element: string): string {
    return answers.correctPairFor(this.state.editor, element);
  }
  /** The payload checked against its contract, with per-field message keys on failure. */
  validate() {
    return QuizInput.safeParse(this.payload);
  }

  updateQuizFields(patch: QuizFieldsPatch): void {
    this.state = rules.updateQuizFields(this.state, patch);
  }

  setQuestionTaskHtml(html: string): void {
    this.edit((editor) => ({ ...editor, questionTaskHtml: html }));
  }
  setTaskExplanation(html: string): void {
    this.edit((editor) => ({ ...editor, taskExplanation: html }));
  }
  setPoints(points: number | null): void {
    this.edit((editor) => editorRules.setPoints(editor, points));
  }
  setTopics(topics: string[]): void {
    this.edit((editor) => editorRules.setTopics(editor, topics));
  }
  changeQuestionType(taskType: QuestionType): void {
    this.edit((editor) => editorRules.changeQuestionType(editor, taskType));
  }
  addGroup(): void {
    this.edit(editorRules.addGroup);
  }
  removeGroup(groupIndex: number): void {
    this.edit((editor) => editorRules.removeGroup(editor, groupIndex));
  }
  setGroupTitle(groupIndex: number, title: string): void {
    this.edit((editor) => editorRules.setGroupTitle(editor, groupIndex, title));
  }
  addOption(groupIndex: number): void {
    this.edit((editor) => editorRules.addOption(editor, groupIndex));
  }
  removeOption(groupIndex: number, optionIndex: number): void {
    this.edit((editor) => editorRules.removeOption(editor, groupIndex, optionIndex));
  }
  renameOptionSymbol(groupIndex: number, optionIndex: number, symbol: string): void {
    this.edit((editor) => editorRules.renameOptionSymbol(editor, groupIndex, optionIndex, symbol));
  }
  setOptionContent(groupIndex: number, optionIndex: number, content: string): void {
    this.edit((editor) => editorRules.setOptionContent(editor, groupIndex, optionIndex, content));
  }
  setCorrectChoice(groupIndex: number, symbol: string, checked: boolean): void {
    this.edit((editor) => answers.setCorrectChoice(editor, groupIndex, symbol, checked));
  }
  setShortPhraseAnswer(text: string): void {
    this.edit((editor) => answers.setShortPhraseAnswer(editor, text));
  }
  setCorrectPair(element: string, match: string): void {
    this.edit((editor) => answers.setCorrectPair(editor, element, match));
  }

  /** False when refused (no title), so the screen can point at the title field. */
  saveQuestion(): boolean {
    const next = rules.saveQuestion(this.state);
    if (next === this.state) return false;
    this.state = next;
    return true;
  }
  editQuestion(questionNumber: number): void {
    this.state = rules.editQuestion(this.state, questionNumber);
  }
  cancelEditing(): void {
    this.state = rules.cancelEditing(this.state);
  }
  deleteQuestion(questionNumber: number): void {
    this.state = rules.deleteQuestion(this.state, questionNumber);
  }
  /** A full reset restores the defaults. */
  reset(): void {
    this.state = rules.createAuthoringState();
  }
  /** A quiz loaded for editing; its subject becomes the category. */
  loadQuiz(loaded: LoadedQuiz): void {
    this.state = rules.mapLoadedQuiz(loaded);
  }

  private edit(change: (editor: QuestionEditor) => QuestionEditor): void {
    this.state = rules.updateEditor(this.state, change);
  }
}
