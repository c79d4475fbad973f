// Answers that Fastify writes before any route runs: a request whose headers or body did not arrive in time
// (408), headers too large (431), bytes that are not HTTP (400), and a path that is not a valid URL (400). They
// are AppErrors answered by the one mapping (error-handler.ts) like every other error.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@reviewsentry/contracts';
import { toErrorAnswer } from './error-handler';

export class RequestTimeoutError extends AppError {
  constructor() {
    super(
      'request_timeout',
      'The request did not arrive in time, so the connection was closed. Please try again.',
      408,
      { retryable: true },
    );
  }
}

export class HeadersTooLargeError extends AppError {
  constructor() {
    super('headers_too_large', 'The request headers are too large.', 431);
  }
}

export class MalformedRequestError extends AppError {
  constructor() {
    super('bad_request', 'The request is not valid HTTP.', 400);
  }
}

export class BadUrlError extends AppError {
  constructor() {
    super('bad_url', 'That address is not a valid URL.', 400);
  }
}

export class MissingHostError extends AppError {
  constructor() {
    super(
      'missing_host',
      'An HTTP/1.1 request must name the site it is for (its Host header).',
      400,
    );
  }
}

export class ExpectationFailedError extends AppError {
  constructor() {
    super('expectation_failed', 'Only "Expect: 100-continue" is understood.', 417);
  }
}

/** The error of a connection that never became a request, by Node's code for it. */
function connectionError(code: string | undefined): AppError {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new RequestTimeoutError();
  if (code === 'HPE_HEADER_OVERFLOW') return new HeadersTooLargeError();
  return new MalformedRequestError();
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP answer for a connection that has no request object, in the API error format. */
export function rawErrorAnswer(error: AppError): string {
  const { statusCode, body } = toErrorAnswer(error);
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${statusCode} ${REASONS[statusCode]}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`
  );
}

/** Fastify's `clientErrorHandler`: the socket has no request object, so the answer is written by hand. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(rawErrorAnswer(connectionError(error.code)));
  socket.destroy();
}

/** Fastify's `frameworkErrors`: errors of routing itself, such as a path that is not a valid URL. */
export function answerFrameworkError(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = toErrorAnswer(
    error.code === 'FST_ERR_BAD_URL' ? new BadUrlError() : error,
  );
  void reply.code(statusCode).send(body);
}

/**
 * Requests Node would refuse itself with an empty body, answered in the API error format instead: an HTTP/1.1
 * request without Host (RFC 9112 §3.2; the server is built with `requireHostHeader: false` so that it reaches
 * us) and an Expect other than 100-continue (RFC 9110 §10.1.1).
 */
export function answerNodeRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      throw new MissingHostError();
  });
  app.server.on('checkExpectation', (_request, response: ServerResponse) => {
    const { statusCode, body } = toErrorAnswer(new ExpectationFailedError());
    response.writeHead(statusCode, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
}
