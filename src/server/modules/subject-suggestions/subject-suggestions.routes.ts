import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSubjectSuggestionList,
  SubjectSuggestionInput,
  SubjectSuggestionList,
} from '../../../shared/contracts/accounts';
import type { SubjectSuggestionsService } from './subject-suggestions.service';

/** A tutor's own subject suggestions, under the API prefix. */
export const subjectSuggestionRoutes: FastifyPluginAsyncZod<{ suggestions: SubjectSuggestionsService }> = async (
  app,
  { suggestions },
) => {
  const tags = ['profile'];
  app.addHook('onRequest', app.requireRole('ROLE_TEACHER'));

  app.get('/profile/subject-suggestions', { schema: { tags, response: { 200: SubjectSuggestionList } } }, (request) =>
    suggestions.own(request.user!.id),
  );

  app.post(
    '/profile/subject-suggestions',
    { schema: { tags, body: SubjectSuggestionInput, response: { 201: SubjectSuggestionList } } },
    async (request, reply) => reply.code(201).send(await suggestions.suggest(request.user!.id, request.body)),
  );
};

/** Every suggestion with its tutor, for admins, under the admin prefix. */
export const subjectSuggestionAdminRoutes: FastifyPluginAsyncZod<{ suggestions: SubjectSuggestionsService }> = async (
  app,
  { suggestions },
) => {
  app.addHook('onRequest', app.requireRole('ROLE_ADMINISTRATOR'));
  app.get('/subject-suggestions', { schema: { tags: ['admin'], response: { 200: AdminSubjectSuggestionList } } }, () =>
    suggestions.all(),
  );
};
