import fp from 'fastify-plugin';
import { parseAcceptLanguage, type Language } from '../../shared/i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (uk by default). */
    language: Language;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'uk');
    app.addHook('onRequest', async (request) => {
      request.language = parseAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
