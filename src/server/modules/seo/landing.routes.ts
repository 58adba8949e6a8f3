import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorLanding, TutorLandingParams } from '../../../shared/contracts/discovery';
import { AppError } from '../../../shared/errors';
import type { SeoService } from './seo.service';

/**
 * `GET /users/v1/open/landings/{subject}[/{city}]`: a landing's content in the request's
 * language, for the app's landing screen (the server's own HTML of the same landing is
 * seo.routes.ts). Guests read it, so it lives under /open. An unknown code answers 404.
 */
export const landingRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  const schema = { tags: ['discovery'], params: TutorLandingParams, response: { 200: TutorLanding } };
  for (const path of ['/landings/:subject', '/landings/:subject/:city']) {
    app.get(path, { schema }, async (request) => {
      const page = await seo.landing(request.language, request.params.subject, request.params.city);
      if (!page) throw new AppError('NOT_FOUND');
      return page;
    });
  }
};
