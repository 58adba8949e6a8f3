import type { FeedbackValues, TrialRequestValues } from '../../../shared/contracts/discovery';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { translateDiscovery } from '../../../shared/i18n/translate-discovery';
import type { Database } from '../../db/database';
import { likePatterns } from './faq-search';
import * as queries from './public-pages.queries';

export interface PublicPagesDeps {
  db: Database;
  now: () => number;
}

/** The public forms and FAQ of the home page; answers carry a translated confirmation. */
export function createPublicPagesService(deps: PublicPagesDeps) {
  return {
    async requestTrialLesson(input: TrialRequestValues, context: { language: Language; userId: string | null }) {
      if (!(await queries.categoryExists(deps.db, input.subject))) {
        throw new AppError('VALIDATION_FAILED', { in: 'body', fields: { subject: 'validation.unknown-code' } });
      }
      const id = await queries.insertTrialRequest(deps.db, {
        name: input.name,
        phone_number: input.phone,
        category_code: input.subject,
        preferred_time: input.preferredTime,
        comment: input.comment ? input.comment : null,
        // The consent box was ticked for this very request (the contract refuses anything else).
        consent_at: new Date(deps.now()),
        language: context.language,
        user_id: context.userId,
      });
      return { id, message: translateDiscovery('trial-request.received', context.language, { name: input.name }) };
    },

    async subscribe(email: string, language: Language) {
      await queries.upsertNewsSubscriber(deps.db, email, language);
      return { subscribed: true as const, message: translateDiscovery('news-subscription.confirmed', language) };
    },

    async leaveFeedback(input: FeedbackValues, context: { language: Language; userId: string | null }) {
      const id = await queries.insertFeedback(deps.db, {
        kind: input.kind,
        email: input.email,
        comment: input.comment,
        rating: input.rating,
        user_id: context.userId,
      });
      return { id, message: translateDiscovery('feedback.received', context.language) };
    },

    async faq(query: string | undefined, language: Language) {
      const items = await queries.searchFaq(deps.db, language, query ? likePatterns(query) : []);
      return { items };
    },
  };
}

export type PublicPagesService = ReturnType<typeof createPublicPagesService>;
