import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchTutorsQuery, SearchTutorsResponse } from '../../../shared/contracts/discovery';
import { createSearchService, type SearchDeps } from './search.service';

/**
 * The busiest route's answer is built by typed code (toTutorCard returns a TutorCard) and is
 * written without re-checking it against the zod schema on every request: that check was a
 * measurable share of the request (docs/discovery/search-performance.md). The schema still
 * documents the route, and tests/server/discovery/search.test.ts parses answers with it.
 */
const writeJson = () => (data: unknown) => JSON.stringify(data);

/** `GET /users/v1/open/search` (spec 1 and 7): guests may search, so it lives under /open. */
export const searchRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (app, { deps }) => {
  const search = createSearchService(deps);
  app.get(
    '/search',
    {
      schema: { tags: ['discovery'], querystring: SearchTutorsQuery, response: { 200: SearchTutorsResponse } },
      serializerCompiler: writeJson,
    },
    async (request) => search.search(request.query, request.language),
  );
};
