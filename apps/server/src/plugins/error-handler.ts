// The one place where errors become HTTP answers: `{ error: { code, message, details? } }`. Every package's
// errors extend AppError (@reviewsentry/contracts), so they reach this handler as they were thrown, with their
// own code, status and details. 4xx messages are meant for the user and pass through; 5xx details of anything
// that is not an AppError are logged and hidden.
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@reviewsentry/contracts';
import { AppError, ServiceUnavailableError } from '../errors/app-error';

interface ErrorAnswer {
  statusCode: number;
  body: ApiError;
}

/** Fastify's own client errors, renamed to stable codes with messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The request body length is wrong.',
  },
};

/**
 * Fastify's errors whose status we answer differently. A path segment over the router's maxParamLength (100) is
 * no id we ever made (report ids have 22 characters): there is nothing at that address, rather than a 414 with the
 * catch-all `bad_request`, which is documented as 400.
 */
const FASTIFY_ERRORS_RESTATED: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 404,
    code: 'not_found',
    message: 'There is nothing at this address.',
  },
};

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return answer(error.httpStatus, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // One message per field (the first), keyed by the field's path: what a form needs to show.
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[field] ??= issue.message ?? 'This value is not valid.';
    }
    return answer(400, 'validation_failed', 'Please correct the highlighted fields.', { fields });
  }
  const statusCode = statusOf(error);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    const restated = FASTIFY_ERRORS_RESTATED[code];
    if (restated) return answer(restated.status, restated.code, restated.message);
    const known = FASTIFY_CLIENT_ERRORS[code];
    if (known) return answer(statusCode, known.code, known.message);
    return answer(statusCode, 'bad_request', 'The request could not be understood.');
  }
  return answer(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error);
    if (statusCode < 500) request.log.info({ code: body.error.code }, 'request rejected');
    // A known 5xx (an upstream outage) is expected now and then: one line, no stack trace.
    else if (error instanceof AppError)
      request.log.warn({ code: body.error.code }, 'request failed');
    else request.log.error({ err: error }, 'request failed');
    if (error instanceof ServiceUnavailableError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(statusCode).send(body);
  });
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

function answer(
  statusCode: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): ErrorAnswer {
  return { statusCode, body: { error: details ? { code, message, details } : { code, message } } };
}
