import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
let spec: any;
beforeAll(async () => {
  t = await createTestApp();
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/** Every schema object of the document, however deep. */
function schemas(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const item of node) schemas(item, found);
  else if (node && typeof node === 'object') {
    found.push(node as Record<string, unknown>);
    for (const value of Object.values(node)) schemas(value, found);
  }
  return found;
}

describe('the OpenAPI document says what the server answers', () => {
  it('declares the answers that are not JSON with their media types', () => {
    const excel = spec.paths['/api/vendor/{vendorId}/archive_orders/excel'].get.responses;
    expect(Object.keys(excel['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const image = spec.paths['/api/images/{file}'].get.responses;
    expect(Object.keys(image['200'].content)).toEqual(['image/webp']);
    const ticket = spec.paths['/api/vendor/{vendorId}/orders/{orderId}/ticket'].get.responses;
    expect(Object.keys(ticket['200'].content)).toEqual(['text/html']);
  });

  it("declares the geocoder's 502 and 503", () => {
    for (const path of ['/api/vendor/geocode/', '/api/vendor/geocode/reverse']) {
      expect(Object.keys(spec.paths[path].get.responses)).toEqual(expect.arrayContaining(['502', '503']));
    }
  });

  it('declares the picture upload as multipart with its one file field', () => {
    const body = spec.paths['/api/vendor/accounts/{accountId}/images'].post.requestBody;
    const form = body.content['multipart/form-data'].schema;
    expect(form.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(['image']);
  });

  it('lets a path id pattern match exactly the ids the server takes: 1 to 2^31-1', () => {
    const param = spec.paths['/api/vendor/{vendorId}/archive_orders/{orderId}'].get.parameters.find(
      (p: { name: string }) => p.name === 'orderId',
    );
    const pattern = new RegExp(param.schema.pattern);
    for (const ok of ['1', '42', '2147483647']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['0', '01', '2147483648', '9999999999', '-1'])
      expect(pattern.test(bad), bad).toBe(false);
  });

  it('a nullable enum lists null, and nothing is nullable without a type (OpenAPI 3.0): until on the availability routes', () => {
    const all = schemas(spec);
    const enums = all.filter((s) => s.nullable === true && Array.isArray(s.enum));
    expect(enums.length).toBeGreaterThan(0);
    for (const s of enums) expect(s.enum).toContain(null);
    const untyped = all.filter((s) => s.nullable === true && !('type' in s));
    expect(untyped).toEqual([]);
    const until =
      spec.paths['/api/vendor/products/{id}/available'].put.requestBody.content['application/json'].schema
        .properties.until;
    for (const branch of until.anyOf) expect(branch.nullable).toBe(true);
  });
});
