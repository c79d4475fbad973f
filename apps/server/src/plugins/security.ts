// Security headers. The Content-Security-Policy allows exactly what the pages use: our own scripts,
// styles, fonts and images; news thumbnails from the Guardian's image hosts; the OpenStreetMap embed on
// /contact. Vite emits no inline scripts, and React sets style props through the CSSOM, which CSP does
// not govern, so no 'unsafe-inline' is needed anywhere.
//
// helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware (and so the CSP string)
// again on every request, and adds two hooks and a closure per request for per-route options and CSP nonces we
// do not use. Built once here, the middleware only sets the same precomputed headers (docs/decisions/089).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https://*.guim.co.uk', 'https://i.guim.co.uk'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
} as const;

const HELMET_OPTIONS: HelmetOptions = {
  // upgrade-insecure-requests is left out on purpose: the app is also served over plain HTTP on
  // localhost:5000, where it would break every asset request.
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Cross-origin thumbnails carry no CORP header; requiring it would blank every news card.
  crossOriginEmbedderPolicy: false,
  // Same rule as frame-ancestors 'none', for browsers that only know the older header.
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Every answer (routes, static files, the 404 fallback) gets the headers before any handler runs. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
