// Answers that Fastify writes before any route runs, in the API's error format like every other error: a request
// whose headers or body did not arrive in time (408), headers too large (431), bytes that are not HTTP (400), and
// a path that is not a valid URL (400). The default handlers answer in Fastify's own format.
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@reviewsentry/contracts';
import { toErrorAnswer } from './error-handler';

const CONNECTION_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request did not arrive in time, so the connection was closed. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large.',
  },
};

const MALFORMED = {
  status: 400,
  code: 'bad_request',
  message: 'The request is not valid HTTP.',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: the socket has no request object, so the answer is written by hand. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CONNECTION_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error: { code, message } } satisfies ApiError);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** Fastify's `frameworkErrors`: errors of routing itself, such as a path that is not a valid URL. */
export function answerFrameworkError(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .code(400)
      .send({ error: { code: 'bad_url', message: 'That address is not a valid URL.' } });
    return;
  }
  const { statusCode, body } = toErrorAnswer(error);
  void reply.code(statusCode).send(body);
}
