import { fc, it } from '@fast-check/vitest';
import { APP_VERSION_HEADER } from '@larder/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import type { DeclaredRoute } from '../plugins/declared-errors.ts';
import {
  createTestApp,
  MANAGER,
  MARKETPLACE_TOKEN,
  OTHER_OWNER,
  OWNER,
  signInAs,
  type TestApp,
  WORKER,
} from './app.ts';
import { catalogueClient } from './catalogue-client.ts';
import { watchWrites } from './db-fingerprint.ts';
import { arbitraryFor, HOSTILE_STRINGS } from './fuzz/arbitraries.ts';
import { startNominatimFixture } from './nominatim-fixture.ts';
import { marketplace, orderBody } from './orders.ts';

/**
 * Property-based fuzzing of every API route registered in the app (app.declaredRoutes), as every
 * role: never a 5xx, only statuses the route declares in OpenAPI, every error a {code, message}
 * JSON, and a refused request leaves every table as it was. Seeded and small per route, so a run
 * is repeatable and bounded; FUZZ_RUNS raises the count for a longer hunt.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Tables a refusal may write (attempt counters) or a read may touch (a session's last-seen time). */
const MAY_CHANGE_ON_REFUSAL = ['rate_limit_counters', 'sessions', 'trusted_devices'];

// Top-level await: the routes to fuzz are the ones this very app registers. Address search goes
// to a local Nominatim stand-in, so the geocoding routes are fuzzed as configured, not as 503s.
const geocoder = await startNominatimFixture();
const t: TestApp = await createTestApp({ geocoderUrl: geocoder.url });
const routes = t.app.declaredRoutes.filter(
  (route) =>
    (route.url.startsWith('/api/vendor/') || route.url.startsWith('/api/manager/')) &&
    // The live socket answers an upgrade only; its refusals are tested in live.test.ts.
    route.url !== '/api/vendor/socket',
);

const ROLES = ['owner', 'manager', 'worker', 'none', 'marketplace'] as const;
type Role = (typeof ROLES)[number];
const cookies: Record<'owner' | 'manager' | 'worker', string> = { owner: '', manager: '', worker: '' };
const ids = {
  vendorId: [] as number[],
  accountId: [] as number[],
  orderId: [] as number[],
  object: [] as number[],
};

async function signInEveryone() {
  cookies.owner = await signInAs(t.app, OWNER);
  cookies.manager = await signInAs(t.app, MANAGER);
  cookies.worker = await signInAs(t.app, WORKER);
}

// The ids the arbitraries pick from exist before the properties are declared.
{
  await signInEveryone();
  const owner = await catalogueClient(t.app, OWNER);
  const other = await catalogueClient(t.app, OTHER_OWNER);
  const sectionId = await owner.createSection('Fuzz soups', { visible: true });
  const productId = await owner.createProduct(sectionId, 'Fuzz borscht', { price: 5, visible: true });
  const order = await marketplace(t.app).createOrder(owner.vendorId, orderBody([productId]));
  const otherProducts = (await other.call('GET', `${other.base}/products`)).json() as { id: number }[];
  ids.vendorId.push(owner.vendorId, other.vendorId);
  ids.accountId.push(owner.accountId, other.accountId);
  ids.orderId.push(order.json().orderId, 999_999);
  ids.object.push(sectionId, productId, otherProducts[0]?.id ?? 1, 1, 2, 3, 999_999);
}
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const HOSTILE_IDS = ['0', '-1', '0x1', '1e0', '1.0', '+1', '99999999999', 'abc', '%00', '%20', '1%20'];

function paramArbitrary(name: string): fc.Arbitrary<string> {
  const real =
    name === 'vendorId'
      ? fc.constantFrom(...ids.vendorId)
      : name === 'accountId'
        ? fc.constantFrom(...ids.accountId)
        : name === 'orderId'
          ? fc.constantFrom(...ids.orderId)
          : name === 'code'
            ? fc.constantFrom('en', 'ru', 'de', 'xx')
            : fc.constantFrom(...ids.object);
  return fc.oneof(
    { arbitrary: real.map(String), weight: 5 },
    { arbitrary: fc.constantFrom(...HOSTILE_IDS), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(percentEncode), weight: 1 },
  );
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes. */
function percentEncode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

interface FuzzRequest {
  role: Role;
  appVersion: boolean;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

function requestArbitrary(route: DeclaredRoute): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const params = fc.record(Object.fromEntries(names.map((name) => [name, paramArbitrary(name)])));
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return fc.record({
    role: fc.constantFrom(...ROLES),
    appVersion: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    params,
    query: route.schema.querystring ? arbitraryFor(route.schema.querystring) : fc.constant(undefined),
    body: route.schema.body
      ? arbitraryFor(route.schema.body)
      : hasBody
        ? fc.constantFrom(undefined, {}, { unexpected: true })
        : fc.constant(undefined),
  });
}

function toInject(route: DeclaredRoute, request: FuzzRequest): InjectOptions {
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => request.params[name] ?? '1');
  const query =
    request.query && typeof request.query === 'object' && !Array.isArray(request.query)
      ? Object.fromEntries(
          Object.entries(request.query)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
        )
      : undefined;
  const headers: Record<string, string> = {};
  if (request.appVersion) headers[APP_VERSION_HEADER] = 'fuzz';
  if (request.role === 'marketplace') headers.authorization = `Bearer ${MARKETPLACE_TOKEN}`;
  else if (request.role !== 'none') headers.cookie = cookies[request.role];
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: route.method as InjectOptions['method'],
    url,
    query,
    headers,
    body,
    // Its own address, so the sign-in limit it runs into never stops signInEveryone().
    remoteAddress: '10.99.0.1',
  };
}

describe('API fuzz: every route, every role', () => {
  for (const route of routes) {
    it.prop([requestArbitrary(route)], { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true })(
      `${route.method} ${route.url}`,
      async (request) => {
        const written = await watchWrites(t.database.db, MAY_CHANGE_ON_REFUSAL);
        const options = toInject(route, request);
        const res = await t.app.inject(options);
        await t.app.background.idle();
        const seen = `${options.method} ${options.url} as ${request.role} → ${res.statusCode} ${res.body.slice(0, 300)}`;

        expect(res.statusCode, seen).toBeLessThan(500);
        expect(route.statuses, seen).toContain(res.statusCode);
        if (res.statusCode >= 400) {
          const error = res.json() as { code?: unknown; message?: unknown };
          expect(typeof error.code, seen).toBe('string');
          expect(typeof error.message, seen).toBe('string');
          expect(await written(), seen).toEqual([]);
        } else if (route.url.includes('/auth/') || route.url.includes('password')) {
          // A sign-out (or a new sign-in) ended a role's session: the next requests need one.
          await signInEveryone();
        }
      },
    );
  }
});
