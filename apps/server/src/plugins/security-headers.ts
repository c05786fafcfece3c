import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The web build's scripts and stylesheets (hashed, our own code). */
const BUILD_CODE = /^\/assets\/[^?]+\.(js|css)(\?|$)/;

/**
 * Headers that govern a document. A script or stylesheet of the build gains nothing from them
 * (nosniff, the resource policy and the referrer policy, which a module script's imports follow,
 * stay), and over HTTP/1.1 they cost a tablet half a kilobyte with every chunk.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const VENDOR_API = '/api/vendor/';

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that runs only our own
 * scripts, nosniff, no framing, a referrer policy that never sends a path (reset links carry a
 * token) to another site, and HSTS on answers served over TLS only — a plain-HTTP deployment (a
 * laptop demo) must not pin a browser to HTTPS. The build's scripts and stylesheets go without the
 * headers only a document reads.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const tileOrigin = new URL(app.config.tileUrl.replaceAll(/[{}]/g, '')).origin;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables and component styles into <style> elements and style
        // attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the live WebSocket on the same host (CSP Level 3).
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    // The same rule as frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Tiles and marketplace pages load from other origins: no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    }
    if (BUILD_CODE.test(request.url)) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    // A vendor API answer is someone's data (orders, customers, staff, the audit log): no cache
    // keeps it unless its route says how (users/me and the lists revalidate by ETag).
    if (request.url.startsWith(VENDOR_API) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
