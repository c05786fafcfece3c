/**
 * A JSON answer kept ready to send: serialized once, compressed at most once per encoding, and
 * named by a strong ETag of its content. Lists that many clients poll (the orders board, the
 * catalogue, users/me) are kept like this between changes, so a poll costs a buffer copy, and a
 * client that already holds the answer gets a 304 with no body at all.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The content codings kept prebuilt, best first. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * Brotli's default (11) takes about a second on a megabyte of JSON; 7 still takes about the time
 * gzip does and sends 5 % fewer bytes than 5 (300 active orders: 20.7 KB against 21.7 KB, 4 ms
 * against 3 ms). Every poll sends those bytes, and an answer is compressed only when its content
 * changes (PrebuiltAnswer.of), so the few milliseconds more are paid once per change.
 */
const BROTLI_QUALITY = 7;

export class PrebuiltAnswer {
  readonly body: Buffer;
  /** The same for the same content on every instance, so a load balancer may switch instances. */
  readonly etag: string;
  /** The ETag header of each representation, built once rather than per request. */
  readonly etags: Readonly<Record<Encoding | 'identity', string>>;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The compressions that have finished: a request for one of them is answered without waiting. */
  private readonly ready = new Map<Encoding, Buffer>();
  /** Named by the caller's `etag`, not by its content's hash. */
  private readonly named: boolean;

  /**
   * `etag`, when given, is the opaque part of the strong ETag in place of the content's hash: a
   * name the content is a pure function of (a version announced elsewhere, as the menu's is).
   */
  constructor(json: string, etag?: string) {
    this.body = Buffer.from(json);
    this.named = etag !== undefined;
    this.etag = etag ?? createHash('sha1').update(this.body).digest('base64url');
    this.etags = { identity: `"${this.etag}"`, br: `"${this.etag}-br"`, gzip: `"${this.etag}-gzip"` };
  }

  /**
   * The answer for `json`: `previous` itself when it holds exactly these bytes (named by its content
   * hash, as `previous` must be), so a copy re-read after its time limit with nothing changed keeps its compressions
   * instead of compressing the same megabyte again; a new answer otherwise.
   */
  static of(json: string, previous?: PrebuiltAnswer): PrebuiltAnswer {
    if (previous && !previous.named && previous.body.equals(Buffer.from(json))) return previous;
    return new PrebuiltAnswer(json);
  }

  /** Compressed off the event loop, once: requests that ask meanwhile share the one compression. */
  compressed(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = (
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : gzip(this.body)
      ).then((done) => {
        this.ready.set(encoding, done);
        return done;
      });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** The compressed bytes when they are ready, else undefined (then `compressed` waits for them). */
  compressedNow(encoding: Encoding): Buffer | undefined {
    return this.ready.get(encoding);
  }
}

/**
 * The 304 a route serving a prebuilt answer gives, for its schema's responses: documented in the
 * OpenAPI as the empty answer it is.
 */
export const NOT_MODIFIED = {
  304: z.null().describe('Not modified: If-None-Match names the answer the client holds (no body)'),
} as const;

/**
 * Clients send a handful of distinct Accept-Encoding values (one per browser and version), each on
 * every request: each is parsed once.
 */
const ACCEPT_ENCODING_MEMO_SIZE = 64;
const acceptEncodingMemo = new Map<string, Encoding | null>();

/** The best coding the client accepts (q > 0), or null for the bytes as they are. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = acceptEncodingMemo.get(acceptEncoding);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  const best = ENCODINGS.find((encoding) => accepted.has(encoding) || accepted.has('*')) ?? null;
  // A client inventing a new value per request cannot grow the memo: it starts over when full.
  if (acceptEncodingMemo.size >= ACCEPT_ENCODING_MEMO_SIZE) acceptEncodingMemo.clear();
  acceptEncodingMemo.set(acceptEncoding, best);
  return best;
}

/** If-None-Match names this content, in whichever coding the client got it (RFC 9110 §13.1.2). */
function alreadyHeld(ifNoneMatch: string | undefined, answer: PrebuiltAnswer): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || opaque.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '') === answer.etag;
  });
}

/**
 * The route options of a route that answers with sendPrebuilt (a read: no body comes in): it
 * compresses by itself, so @fastify/compress's hooks have nothing to do on it, and on the hottest
 * reads they cost every request about a fourteenth of its time.
 */
export const PREBUILT_ROUTE = { compress: false, decompress: false } as const;

/**
 * Sends the answer in the coding the client prefers, or 304 when its If-None-Match already names
 * this content. The body is sent as bytes: no serialization and no compression per request
 * (@fastify/compress leaves an answer that already has a Content-Encoding alone). Sent at once
 * when the bytes are ready (no promise: a poll answered from memory is answered in one go); a
 * promise only while the first compression of this content runs. Answers nothing a handler should
 * hand back to Fastify: the reply is sent.
 */
export function sendPrebuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrebuiltAnswer,
): undefined | Promise<void> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    // The answer is the signed-in user's: a shared cache must not keep it; the browser revalidates.
    .header('cache-control', 'private, no-cache')
    // Each representation has its own strong ETag; they all name the same content.
    .header('etag', answer.etags[encoding ?? 'identity']);
  if (alreadyHeld(request.headers['if-none-match'], answer)) {
    reply.code(304).send();
    return;
  }
  if (!encoding) {
    reply.send(answer.body);
    return;
  }
  reply.header('content-encoding', encoding);
  const ready = answer.compressedNow(encoding);
  if (ready) {
    reply.send(ready);
    return;
  }
  return answer.compressed(encoding).then((bytes) => {
    reply.send(bytes);
  });
}

/**
 * Sends JSON text built by hand from stored JSON (the event feed), as it is: the route's response
 * schema documents it, and Fastify does not serialize a string it is told is JSON.
 */
export function sendJsonText(reply: FastifyReply, json: string, cacheControl = 'no-store') {
  return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl).send(json);
}
