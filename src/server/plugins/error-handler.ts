import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shared/errors';
import { isAppError } from '../errors';
import { isDatabaseUnavailable } from '../lib/db-errors';

const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request has an invalid length',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (isAppError(error)) {
      if (error.options?.retryAfterMs !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.options.retryAfterMs / 1000))));
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      const message = Object.entries(fields)
        .map(([path, text]) => (path === '(body)' ? 'The request body is missing or malformed' : text))
        .join('; ');
      return send(400, { message, code: 'VALIDATION_ERROR', fields });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(503, { message: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return send(500, { message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      return send(status, { message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: INTERNAL_MESSAGE, code: 'INTERNAL' });
  });
}
