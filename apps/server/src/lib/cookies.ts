/**
 * Cookies, with the `cookie` package: read when a route asks for one, written by the few routes
 * that set one. Not @fastify/cookie: it parses every request's Cookie header in an onRequest hook
 * and checks every answer in an onSend hook, and most answers read no cookie and set none — on the
 * hottest reads (the orders board's list) the two hooks cost about 3 % of the throughput.
 */
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const parsed = new WeakMap<FastifyRequest, Record<string, string | undefined>>();

/** A cookie the request carries; its Cookie header is parsed on the first read, once. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  let cookies = parsed.get(request);
  if (!cookies) {
    const header = request.headers.cookie;
    cookies = header ? parseCookie(header) : {};
    parsed.set(request, cookies);
  }
  return cookies[name];
}

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** Adds a Set-Cookie to the answer (Fastify sends each as a header line of its own); SameSite=Lax unless told. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  reply.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...options, name, value }));
}

/** Tells the browser to drop the cookie set with these options. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions) {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
