import { ALL_ERROR_CODES } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
const spec = () =>
  (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();

describe('the OpenAPI document declares the errors each route answers', () => {
  it.each([
    ['/api/vendor/users/me/vendors/{vendorId}', 'patch', ['200', '400', '403', '404', '409', '413', '415']],
    ['/api/vendor/auth/login', 'post', ['200', '400', '401', '403', '413', '415', '429']],
    ['/api/vendor/users/request-password-reset', 'post', ['200', '400', '403', '413', '415', '429']],
    ['/api/vendor/users/me', 'get', ['200', '304', '403']],
    ['/api/vendor/auth/logout', 'get', ['200', '403']],
    ['/api/manager/orders/{orderId}/cancel', 'post', ['200', '400', '401', '404', '409', '413', '415']],
  ])('%s %s', (path, method, statuses) => {
    const operation = spec().paths[path]?.[method];
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
    for (const status of statuses.filter((s) => s >= '400')) {
      const schema = operation?.responses[status]?.content?.['application/json']?.schema as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      expect(schema?.required).toEqual(expect.arrayContaining(['code', 'message']));
    }
  });

  it("names the catalogue's codes as the only ones an error answers with", () => {
    const operation = spec().paths['/api/manager/orders/{orderId}/cancel']?.post;
    const schema = operation?.responses['409']?.content?.['application/json']?.schema as {
      properties: { code: { enum?: string[] } };
    };
    expect(schema.properties.code.enum).toEqual([...ALL_ERROR_CODES]);
  });

  it('covers every API route, whoever registers it', () => {
    const routes = t.app.declaredRoutes.filter(
      (r) => r.url.startsWith('/api/vendor') || r.url.startsWith('/api/manager'),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // Only a public read without input (platform parameters) has no error to answer.
      const canFail = route.access !== 'public' || route.method !== 'GET' || route.url.includes(':');
      if (canFail)
        expect([route.method, route.url, route.statuses.some((s) => s >= 400)]).toEqual([
          route.method,
          route.url,
          true,
        ]);
    }
  });
});
