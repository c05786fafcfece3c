/**
 * Where a webhook may be sent. A marketplace names the URL, and the server makes the request from
 * inside its own network: a URL that reaches a loopback, private or link-local address (the
 * database, a cloud metadata service at 169.254.169.254) would let whoever holds the token probe
 * it. The URL is checked at registration and again at every delivery, on the addresses the
 * connection actually uses (DNS may answer differently by then).
 */
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { MARKETPLACE_ERROR_CODES } from '@larder/contract';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../lib/errors.ts';

/** The only range a webhook may reach: globally routable unicast. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export class RefusedAddress extends Error {}

const refused = (message: string) => badRequest(MARKETPLACE_ERROR_CODES.webhookUrlRefused, message);

/** The URL's form: http or https, no user or password in it. */
export function checkUrlForm(raw: string): URL {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refused('A webhook URL must be http or https');
  if (url.username || url.password) throw refused('A webhook URL must not carry a user name or password');
  return url;
}

/** The host's hostname as DNS wants it (an IPv6 literal without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Registration: the form, and every address the host resolves to now. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = checkUrlForm(raw);
  if (allowPrivate) return;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(hostOf(url), { all: true, verbatim: true });
  } catch {
    throw refused(`The host ${url.hostname} does not resolve`);
  }
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  if (inside)
    throw refused(`The host ${url.hostname} resolves to ${inside.address}, which is not a public address`);
}

/**
 * Why a delivery may not connect to a host given as an address (no lookup happens for one, so
 * `guardedLookup` never sees it); null when it may.
 */
export function literalAddressRefusal(url: URL, allowPrivate: boolean): string | null {
  const host = hostOf(url);
  if (allowPrivate || net.isIP(host) === 0 || isPublicAddress(host)) return null;
  return `${host} is not a public address`;
}

/**
 * A `lookup` for the delivery's connection that refuses a non-public address: the check and the
 * connection use the same answer, so a host that changes its DNS between them gains nothing.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const inside = list.find((a) => !isPublicAddress(a.address));
      if (!allowPrivate && inside) {
        return callback(
          new RefusedAddress(`${hostname} resolves to ${inside.address}, not a public address`),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
