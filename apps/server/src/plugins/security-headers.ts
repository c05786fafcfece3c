import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that runs only our own
 * scripts, nosniff, no framing, a referrer policy that never sends a path (reset links carry a
 * token) to another site, and HSTS on answers served over TLS only — a plain-HTTP deployment (a
 * laptop demo) must not pin a browser to HTTPS.
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
    return payload;
  });
});
