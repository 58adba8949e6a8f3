import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchTutorsQuery, SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { SearchService } from './search.service';

/**
 * The busiest route's answer is built by typed code (toTutorCard returns a TutorCard) and is
 * written without re-checking it against the zod schema on every request: that check was a
 * measurable share of the request (docs/discovery/search-performance.md). The schema still
 * documents the route, and tests/server/discovery/search.test.ts parses answers with it.
 *
 * It is written as UTF-8 bytes, encoded once. JSON.stringify returns a string of this size
 * (~12 KB) in pieces, and as a string Fastify (measuring its length) and Node (putting the
 * headers in front) each copied it whole again: two copies of ~21 KB among the ~150 KB a search
 * allocated, which the garbage collector then had to clear. Fastify sends a Buffer from a
 * serializer as it is, though its type for a serializer's result says string, hence the cast.
 */
const writeJsonBytes = () => (data: unknown) => Buffer.from(JSON.stringify(data)) as unknown as string;

/** `GET /users/v1/open/search`: guests may search, so it lives under /open. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      schema: { tags: ['discovery'], querystring: SearchTutorsQuery, response: { 200: SearchTutorsResponse } },
      serializerCompiler: writeJsonBytes,
    },
    async (request) => search.search(request.query, request.language),
  );
};
