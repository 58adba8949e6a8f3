import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type ErrorDetails, type FieldErrors } from '../../shared/errors';
import { translateError } from '../../shared/i18n/translate-error';

/** Status codes Fastify and its plugins raise themselves, mapped to our stable codes. */
const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * zod issue messages in our schemas are the spec's message keys (`validation.phone-requirements`);
 * anything else (zod's own English text) collapses to a generic key the UI can translate.
 */
function fieldErrorsFrom(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= messageKeyOf(issue.message);
  }
  return fields;
}

function messageKeyOf(message: string | undefined): string {
  if (message?.startsWith('validation.')) return message;
  // zod's own text for a missing field ("… received undefined") means the field is required.
  if (message?.includes('received undefined')) return 'validation.required';
  return 'validation.invalid';
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: ErrorDetails) {
  const error = new AppError(code, details);
  // A 429 that knows when to come back says so to any HTTP client too (RFC 9110 10.2.3).
  const retryAfter = details?.retryAfterSeconds;
  if (typeof retryAfter === 'number' && retryAfter > 0) reply.header('retry-after', String(Math.ceil(retryAfter)));
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({ code, message: translateError(code, request.language, details), ...(details ? { details } : {}) });
}

/**
 * One place that turns every failure into `{ code, message, details? }`. Internals of a 5xx are
 * logged, never sent: the client gets a generic message.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'service failure');
        return sendError(request, reply, error.code, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(request, reply, 'VALIDATION_FAILED', {
          in: error.validationContext,
          fields: fieldErrorsFrom(error.validation),
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return sendError(request, reply, 'INTERNAL_ERROR');
      }
      const status = error.statusCode ?? 500;
      if (status < 500 && STATUS_TO_CODE[status]) {
        request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
        return sendError(request, reply, STATUS_TO_CODE[status]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);
