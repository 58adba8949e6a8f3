import sanitizeHtml from 'sanitize-html';
import type { QuizInput } from '../../../shared/contracts/quizzes';

/**
 * Question HTML comes from the authoring screen's rich-text editor (tiptap) and is shown to every
 * student, so it is cleaned on the server before it is stored: the editor's own markup,
 * maths sub/superscripts, tables and images survive; scripts, handlers and styles do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'sub', 'sup', 's', 'u', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeQuestionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The quiz with every HTML body cleaned: titles, explanations and option contents. */
export function sanitizeQuiz(quiz: QuizInput): QuizInput {
  return {
    ...quiz,
    questions: quiz.questions.map((question) => ({
      ...question,
      questionTaskHtml: sanitizeQuestionHtml(question.questionTaskHtml),
      taskExplanation: sanitizeQuestionHtml(question.taskExplanation),
      answerGroups: question.answerGroups.map((group) => ({
        ...group,
        answerGroupTitle: group.answerGroupTitle === null ? null : sanitizeQuestionHtml(group.answerGroupTitle),
        answerGroupOptions: group.answerGroupOptions.map((option) => ({
          ...option,
          content: sanitizeQuestionHtml(option.content),
        })),
      })),
    })) as QuizInput['questions'],
  };
}
