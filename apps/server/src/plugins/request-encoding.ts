// A request body compressed by its sender (Content-Encoding: gzip, br…) is refused before it is read: the routes
// read bodies as sent, so a gzipped CSV was answered "this file looks like a gzip archive" and gzipped JSON
// "not valid JSON", neither of which names what to change. RFC 9110 §15.5.16: 415, with Accept-Encoding saying
// what is taken. Decompressing instead would need its own bound on the inflated size (a small body may inflate to
// gigabytes) for a client no browser is: browsers never compress what they send.
import type { FastifyInstance } from 'fastify';
import { ContentEncodingNotAcceptedError } from '../errors/app-error';

export function refuseEncodedBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const { headers } = request;
    const encoding = headers['content-encoding']?.trim().toLowerCase();
    if (encoding === undefined || encoding === '' || encoding === 'identity') return;
    const hasBody =
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0');
    if (!hasBody) return;
    reply.header('accept-encoding', 'identity');
    throw new ContentEncodingNotAcceptedError(encoding.slice(0, 40));
  });
}
