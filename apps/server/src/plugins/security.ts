// Security headers. The Content-Security-Policy allows exactly what the pages use: our own scripts,
// styles, fonts and images; news thumbnails from the Guardian's image hosts; the OpenStreetMap embed on
// /contact. Vite emits no inline scripts, and React sets style props through the CSSOM, which CSP does
// not govern, so no 'unsafe-inline' is needed anywhere.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // upgrade-insecure-requests is left out on purpose: the app is also served over plain HTTP on
    // localhost:5000, where it would break every asset request.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Cross-origin thumbnails carry no CORP header; requiring it would blank every news card.
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
