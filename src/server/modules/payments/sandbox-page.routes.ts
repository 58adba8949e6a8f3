import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isLanguage, type Language } from '../../../shared/i18n/language';
import { sandboxPayPath } from '../../../shared/contracts/payments';
import { sandboxNotFoundPage, sandboxPayPage } from './sandbox-page.html';
import type { SandboxAcquirer } from './sandbox.acquirer';

/**
 * The sandbox acquirer's hosted payment page: plain HTML forms posted back
 * here, no script (the CSP allows none inline), in the payer's language (?lang= or
 * Accept-Language). After a card is charged or declined the payer goes to the invoice's
 * redirectUrl, as on monobank's page.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ sandbox: SandboxAcquirer }> = async (app, { sandbox }) => {
  // Form posts: a urlencoded parser for this plugin only (the API speaks JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const languageOf = (query: unknown, fallback: Language): Language => {
    const lang = (query as { lang?: unknown } | undefined)?.lang;
    return isLanguage(lang) ? lang : fallback;
  };
  const html = (reply: FastifyReply, body: string, code = 200) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const field = (body: unknown, name: string) => {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : '';
  };

  app.get<{ Params: { invoiceId: string } }>(
    '/sandbox-acquirer/pay/:invoiceId',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = languageOf(request.query, request.language);
      const invoice = await sandbox.invoice(request.params.invoiceId);
      if (!invoice) return html(reply, sandboxNotFoundPage(lang), 404);
      return html(reply, sandboxPayPage(lang, invoice, sandboxPayPath(invoice.invoice_id)));
    },
  );

  app.post<{ Params: { invoiceId: string } }>(
    '/sandbox-acquirer/pay/:invoiceId',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = languageOf(request.query, request.language);
      const card = field(request.body, 'card').replace(/[\s-]/g, '');
      const invoice = await sandbox.invoice(request.params.invoiceId);
      if (!invoice) return html(reply, sandboxNotFoundPage(lang), 404);
      const path = sandboxPayPath(invoice.invoice_id);
      if (!/^\d{16}$/.test(card)) return html(reply, sandboxPayPage(lang, invoice, path, 'card'), 400);
      const outcome = await sandbox.payWithCard(invoice.invoice_id, card);
      if (outcome.kind === 'done') return reply.redirect(outcome.redirectUrl, 303);
      return reply.redirect(`${path}?lang=${lang}`, 303);
    },
  );

  app.post<{ Params: { invoiceId: string } }>(
    '/sandbox-acquirer/pay/:invoiceId/3ds',
    { schema: { hide: true } },
    async (request, reply) => {
      const lang = languageOf(request.query, request.language);
      const outcome = await sandbox.confirm3ds(request.params.invoiceId, field(request.body, 'code'));
      if (outcome.kind === 'done') return reply.redirect(outcome.redirectUrl, 303);
      return reply.redirect(`${sandboxPayPath(request.params.invoiceId)}?lang=${lang}`, 303);
    },
  );
};
