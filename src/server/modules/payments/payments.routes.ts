import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTopUpInput,
  LessonPayment,
  PayLessonByCardInput,
  Payment,
  PaymentIdParams,
  PaymentLessonParams,
  PaymentList,
  StartedPayment,
} from '../../../shared/contracts/payments';
import type { PaymentsService } from './payments.service';

/** The signed-in user's card payments: top-ups, lesson holds, and their statuses. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const tags = ['payments'];
  app.addHook('onRequest', app.authenticate);

  app.get('/payments', { schema: { tags, response: { 200: PaymentList } } }, async (request) => ({
    items: await payments.list(request.user!.id),
  }));

  app.post(
    '/payments/top-ups',
    { schema: { tags, body: CreateTopUpInput, response: { 201: StartedPayment } } },
    async (request, reply) => reply.code(201).send(await payments.startTopUp(request.user!.id, request.body)),
  );

  app.get(
    '/payments/:paymentId',
    { schema: { tags, params: PaymentIdParams, response: { 200: Payment } } },
    async (request) => payments.get(request.user!.id, request.params.paymentId),
  );

  app.get(
    '/payments/lessons/:lessonId',
    { schema: { tags, params: PaymentLessonParams, response: { 200: LessonPayment } } },
    async (request) => payments.lessonPayment(request.user!.id, request.params.lessonId),
  );

  app.post(
    '/payments/lessons/:lessonId/card',
    { schema: { tags, params: PaymentLessonParams, body: PayLessonByCardInput, response: { 201: StartedPayment } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await payments.startLessonCardPayment(request.user!.id, request.params.lessonId, request.body)),
  );
};
