import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Balance,
  LessonBalancePayment,
  LessonIdParam,
  PayLessonFromBalanceInput,
  TransactionList,
  TransactionQuery,
} from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import { decodeCursor, encodeCursor, toBalance, toTransactionItem } from './ledger.mapper';
import type { LedgerFacade } from './ledger.types';
import { payLessonFromBalance } from './lesson-balance-payment';

export interface LedgerRouteOptions {
  db: Database;
  now: () => number;
  ledger: LedgerFacade;
  lessons: LessonsFacade;
}

/** The signed-in user's balance and transactions, and paying a lesson from the balance. */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRouteOptions> = async (app, { db, now, ledger, lessons }) => {
  const tags = ['balance'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/balance', { schema: { tags, security, response: { 200: Balance } } }, async (request) =>
    toBalance(await ledger.balance(db, request.user!.id)),
  );

  app.get(
    '/balance/transactions',
    { schema: { tags, security, querystring: TransactionQuery, response: { 200: TransactionList } } },
    async (request) => {
      const q = request.query;
      const before = q.before ? decodeCursor(q.before) : undefined;
      if (before === null) throw new AppError('VALIDATION_FAILED', { fields: { before: 'validation.invalid' } });
      const rows = await ledger.transactions(db, request.user!.id, {
        status: q.status,
        purpose: q.purpose,
        direction: q.direction,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        before,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(toTransactionItem),
        nextCursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
      };
    },
  );

  app.post(
    '/payments/lessons/:lessonId/balance',
    {
      schema: {
        tags,
        security,
        params: LessonIdParam,
        body: PayLessonFromBalanceInput,
        response: { 201: LessonBalancePayment },
      },
    },
    async (request, reply) => {
      const answer = await payLessonFromBalance(
        { db, now, ledger, lessons },
        request.user!.id,
        request.params.lessonId,
        request.body.idempotencyKey,
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};
