import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, the HSTS preload list's minimum. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The web build's scripts and stylesheets (hashed, our own code). */
const BUILD_CODE = /^\/assets\/[^?]+\.(js|css)(\?|$)/;

const VENDOR_API = '/api/vendor/';

type Headers = Readonly<Record<string, string>>;

/**
 * The Content-Security-Policy: only our own scripts, images also from `data:`, `blob:` and the
 * map tiles' origin, no plugins, no framing.
 */
function contentSecurityPolicy(tileOrigin: string) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes CSS variables and component styles into <style> elements and style
    // attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin}`,
    "font-src 'self' data:",
    // 'self' covers the live WebSocket on the same host (CSP Level 3).
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

/**
 * The headers every answer carries (helmet's, with our settings, written out). A script or
 * stylesheet of the build carries only these: the rest govern a document, and over HTTP/1.1 they
 * would cost a tablet half a kilobyte with every chunk. (A module script's imports follow the
 * referrer policy.)
 */
const EVERY_ANSWER: Headers = {
  // Tiles and marketplace pages load from other origins: no cross-origin isolation (no COEP), and
  // our resources are for our own site.
  'cross-origin-resource-policy': 'same-site',
  // Never a path (reset links carry a token) to another site.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

/** The headers that govern a document. */
function documentHeaders(tileOrigin: string): Headers {
  return {
    'content-security-policy': contentSecurityPolicy(tileOrigin),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // The same rule as frame-ancestors 'none', for browsers that read only this header.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did harm; 0 turns it off where it still exists.
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every answer: a Content-Security-Policy that runs only our own scripts,
 * nosniff, no framing, a referrer policy that never sends a path to another site, and HSTS on
 * answers served over TLS only — a plain-HTTP deployment (a laptop demo) must not pin a browser to
 * HTTPS. The build's scripts and stylesheets go without the headers only a document reads. A
 * vendor API answer is someone's data (orders, customers, staff, the audit log): no cache keeps it
 * unless its route says how (users/me and the lists revalidate by ETag).
 *
 * Every answer pays for this, so it is all decided at start: each kind of answer has its headers
 * built once, and a request costs one `reply.headers()` call with the right set. They are set when
 * the request arrives, so a route may still replace one (its own Cache-Control, the API docs' own
 * CSP).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const tileOrigin = new URL(app.config.tileUrl.replaceAll(/[{}]/g, '')).origin;
  const document = { ...EVERY_ANSWER, ...documentHeaders(tileOrigin) };
  const vendorApi = { ...document, 'cache-control': 'no-store' };
  const hsts = { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` };
  const plain = { document, vendorApi, buildCode: EVERY_ANSWER };
  const overTls = {
    document: { ...document, ...hsts },
    vendorApi: { ...vendorApi, ...hsts },
    buildCode: { ...EVERY_ANSWER, ...hsts },
  };

  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
    const sets = request.protocol === 'https' ? overTls : plain;
    const { url } = request;
    reply.headers(
      url.startsWith(VENDOR_API)
        ? sets.vendorApi
        : url.startsWith('/assets/') && BUILD_CODE.test(url)
          ? sets.buildCode
          : sets.document,
    );
    done();
  });
});
