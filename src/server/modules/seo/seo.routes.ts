import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import { TutorLandingParams, tutorLandingApiPath } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import { hintsSignedIn, type AppPageRenderer } from '../page-render/page-render.module';
import { landingLinkTags, renderLandingHtml } from './seo-html';
import type { SeoService } from './seo.service';
import { renderRobots, renderSitemap } from './sitemap';

export interface SeoRoutesOptions {
  /** The landings' content, built once by seo.module.ts. */
  seo: SeoService;
  /** The built web client; its index.html is the template landings are injected into. */
  distDir: string;
  /** Absolute origin for canonical and sitemap URLs (PUBLIC_URL); the request's host otherwise. */
  publicUrl?: string;
  /** The web build's server renderer (modules/page-render), when the build has one. */
  pages?: AppPageRenderer | null;
}

/**
 * Server-rendered landings: `/tutors/:subject[/:city]` in Ukrainian and the same under
 * `/en`, plus sitemap.xml and robots.txt. Registered before the web client, whose not-found
 * handler would otherwise answer these paths with the bare app. A path whose codes are not a
 * subject (and city) gets the bare app with 404.
 *
 * A landing is the app's landing screen (features/landing) rendered by the web build's server
 * bundle, which the browser hydrates, with the landing's own head for crawlers: so a visitor from
 * a search engine sees the app's page from the first paint. A signed-in visitor gets the app
 * with the landing's head, as on every page; when the render cannot be (no server bundle, a
 * failed render) it is the landing as plain HTML, which the app replaces once it starts.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const { seo } = options;
  const pages = options.pages ?? null;
  const indexFile = path.join(options.distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const baseUrl = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** No such landing: the app (which shows its not-found screen there) with 404, or a JSON 404 without a build. */
  const noSuchLanding = (reply: FastifyReply) =>
    template
      ? reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(template)
      : reply.callNotFound();

  async function landing(pathLanguage: Language, request: FastifyRequest, reply: FastifyReply) {
    // The same codes as the landing API's (`mathematics`, `ivano-frankivsk`).
    const params = TutorLandingParams.safeParse(request.params);
    if (!params.success) return noSuchLanding(reply);
    // Always the address's language: the app shows it too (its adoptLanguageOfAddress), and an
    // English page visited before must not turn the Ukrainian address English.
    const language = pathLanguage;
    const page = await seo.landing(language, params.data.subject, params.data.city);
    if (!page) return noSuchLanding(reply);
    const origin = baseUrl(request);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', language)
      // Which HTML it is depends on the render-hint cookies (language, signed in).
      .header('vary', 'Cookie');
    const rendered = await pages?.render(request, {
      language,
      head: { title: page.title, description: page.description, tags: landingLinkTags(page, origin) },
      // The screen asks for this very landing, in this language: it gets the one made above.
      answers: { [tutorLandingApiPath(params.data.subject, params.data.city)]: page },
    });
    if (rendered?.kind === 'rendered') return reply.send(rendered.html);
    // A signed-in browser renders its own screens; anyone else (a failed render, a build without
    // the server bundle: a crawler among them) gets the landing's content as plain HTML.
    const withContent = !(pages && hintsSignedIn(request));
    return reply.send(renderLandingHtml(page, template, origin, { withContent }));
  }

  const hide = { schema: { hide: true } };
  for (const [prefix, language] of [
    ['', 'uk'],
    ['/en', 'en'],
  ] as const) {
    app.get(`${prefix}/tutors/:subject`, hide, (request, reply) => landing(language, request, reply));
    app.get(`${prefix}/tutors/:subject/:city`, hide, (request, reply) => landing(language, request, reply));
  }

  // A web build that ships its own file keeps it (the static plugin registers the same route).
  if (!existsSync(path.join(options.distDir, 'sitemap.xml'))) {
    app.get('/sitemap.xml', hide, async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderSitemap(baseUrl(request), await seo.sitemapPaths())),
    );
  }
  if (!existsSync(path.join(options.distDir, 'robots.txt'))) {
    app.get('/robots.txt', hide, async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(renderRobots(baseUrl(request))),
    );
  }
};
