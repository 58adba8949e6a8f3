import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BalanceTransactionList, BalanceTransactionsQuery, BalanceView } from '../../../shared/contracts/payments';
import type { Database } from '../../db/database';
import type { LedgerFacade } from '../ledger/ledger.module';

/** Settings → balance (spec 2): the user's balance and transactions, read from the ledger. */
export const balanceRoutes: FastifyPluginAsyncZod<{ ledger: LedgerFacade; db: Database }> = async (
  app,
  { ledger, db },
) => {
  const tags = ['payments'];
  app.addHook('onRequest', app.authenticate);

  app.get('/balance', { schema: { tags, response: { 200: BalanceView } } }, async (request) => ({
    ...(await ledger.balance(db, request.user!.id)),
    currency: 'UAH',
  }));

  app.get(
    '/balance/transactions',
    { schema: { tags, querystring: BalanceTransactionsQuery, response: { 200: BalanceTransactionList } } },
    async (request) => {
      const { status, purpose, direction } = request.query;
      const rows = await ledger.transactions(db, request.user!.id, {
        status: status ? [status] : undefined,
        purpose: purpose ? [purpose] : undefined,
        direction,
        limit: 500,
      });
      return {
        items: rows.map((r) => ({
          id: r.id,
          direction: r.direction,
          amountMinor: r.amountMinor,
          currency: r.currency,
          status: r.status,
          paymentStatus: r.paymentStatus,
          method: r.method,
          purpose: r.purpose,
          lessonId: r.lessonId,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
