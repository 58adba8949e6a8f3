import type { AiStreamEvent, QuizAnalysisRequest, QuizHintFacts, QuizHintRequest } from '../../../shared/contracts/ai';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { translateError } from '../../../shared/i18n/translate-error';
import { analyzeQuiz } from '../../../shared/quiz/deterministic-analysis';
import { answerStyleOf, hintRule, hintTopics } from '../../../shared/quiz/hint-rules';
import { referencePathFor } from '../../../shared/quiz/reference-paths';
import type { ChatMessage, ChatModel } from '../../integrations/ai/chat-model.port';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesFacade } from '../quizzes/quizzes.module';
import type { AiQuotaService } from './ai-quota.service';
import { analysisPrompt, hintPrompt } from './quiz-prompts';

export interface QuizAiDeps {
  /** Results and questions are the quizzes module's: read through its facade. */
  quizzes: QuizzesFacade;
  quota: AiQuotaService;
  /** Null when no AI endpoint is configured: the answer is then the deterministic one alone. */
  model: ChatModel | null;
  log: { warn(obj: object, msg: string): void };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Analyses of a result and hints during a run. Everything that can refuse (quota, access,
 * an unfinished result) runs before the stream starts, so a refusal is a normal JSON error; the
 * stream then always carries the deterministic facts, followed by the model's text when one is set.
 */
export function createQuizAiService(deps: QuizAiDeps) {
  /**
   * AI tokens pay for a model's work. Without a model the answer is computed from the data and
   * costs nothing, so it spends no quota: a student is never refused an
   * analysis no model would have written.
   */
  async function spend(userId: string): Promise<void> {
    if (deps.model) await deps.quota.reserve(userId);
  }

  async function* stream(
    userId: string,
    facts: AiStreamEvent,
    prompt: ChatMessage[],
    language: Language,
  ): AsyncGenerator<AiStreamEvent> {
    yield { type: 'meta', source: deps.model ? 'ai' : 'deterministic', model: deps.model?.model ?? null };
    yield facts;
    if (deps.model) {
      let written = 0;
      let usage: number | null = null;
      try {
        for await (const chunk of deps.model.stream(prompt)) {
          if (chunk.type === 'text') {
            written += chunk.text.length;
            yield { type: 'delta', text: chunk.text };
          } else usage = chunk.totalTokens;
        }
      } catch (error) {
        deps.log.warn({ err: error }, 'AI stream failed');
        yield { type: 'error', code: 'INTERNAL_ERROR', message: translateError('INTERNAL_ERROR', language) };
      }
      // Without a reported usage, about 4 characters make a token.
      const promptChars = prompt.reduce((sum, m) => sum + m.content.length, 0);
      await deps.quota.chargeUsage(userId, usage ?? Math.ceil((promptChars + written) / 4));
    }
    yield { type: 'done', quota: await deps.quota.read(userId) };
  }

  return {
    async analysis(user: AuthUser, request: QuizAnalysisRequest, language: Language) {
      const { mainTitle, result, questions } = await deps.quizzes.resultWithQuestions(user, request.resultId);
      if (!result) throw new AppError('CONFLICT');
      const analysis = analyzeQuiz(request.kind, { questions }, result);
      await spend(user.id);
      const prompt = analysisPrompt(request.kind, analysis, { mainTitle, language });
      return stream(user.id, { type: 'analysis', analysis }, prompt, language);
    },

    async hint(user: AuthUser, request: QuizHintRequest, language: Language) {
      const { categoryCode, question: row } = await deps.quizzes.publishedQuestion(request.quizId, request.questionId);
      await spend(user.id);
      const hint: QuizHintFacts = {
        questionId: row.id,
        questionNumber: row.question_number,
        taskType: row.task_type,
        topics: row.topics,
        referencePath: referencePathFor(row.task_type),
        answerStyle: answerStyleOf(categoryCode),
        rule: hintRule(row.task_type, categoryCode, language),
        topicHint: hintTopics(row.topics, language),
      };
      const options = row.answer_groups.flatMap((group) => [
        ...(group.answerGroupTitle ? [plain(group.answerGroupTitle)] : []),
        ...group.answerGroupOptions.map((o) => `${o.symbol}. ${plain(o.content)}`),
      ]);
      const prompt = hintPrompt(hint, { text: plain(row.title_html), options }, language);
      return stream(user.id, { type: 'hint', hint }, prompt, language);
    },
  };
}

export type QuizAiService = ReturnType<typeof createQuizAiService>;
