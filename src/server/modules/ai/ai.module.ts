import type { AppContext } from '../../app-context';
import { createOpenAiChatModel } from '../../integrations/ai/openai-chat-model';
import { AI_DEFAULTS, type AiSettings } from '../../settings-defaults';
import type { QuizzesFacade } from '../quizzes/quizzes.module';
import { createAiQuotaService } from './ai-quota.service';
import { aiRoutes } from './ai.routes';
import { createQuizAiService } from './quiz-ai.service';

/**
 * The AI of exam practice (`routes`, under the API prefix's /ai): each user's token quota, and
 * analyses of quiz results and hints during a run, read through the quizzes facade. A model is
 * used when AI_BASE_URL and AI_MODEL are set (AI_API_KEY when the endpoint needs one); without
 * one the analysis is computed from the data.
 */
export function createAiModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log'>,
  deps: { quizzes: QuizzesFacade; settings?: Partial<AiSettings> },
) {
  const settings = { ...AI_DEFAULTS, ...deps.settings };
  const model =
    settings.baseUrl && settings.model
      ? createOpenAiChatModel({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model })
      : null;
  const quota = createAiQuotaService({
    db: ctx.db,
    now: ctx.now,
    tokensPerMinute: settings.tokensPerMinute,
    requestTokens: settings.requestTokens,
    source: model ? 'ai' : 'deterministic',
  });
  const ai = createQuizAiService({ quizzes: deps.quizzes, quota, model, log: ctx.log });
  return { routes: aiRoutes, routeOptions: { quota, ai } };
}
