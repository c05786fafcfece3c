import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { type CatalogueClient, catalogueClient } from '../../test/catalogue-client.ts';

let t: TestApp;
let owner: CatalogueClient;
beforeEach(async () => {
  t = await createTestApp();
  owner = await catalogueClient(t.app, OWNER);
});
afterEach(() => t.close());

const newest = async (action: string) => {
  const res = await owner.call('GET', `/api/vendor/${owner.vendorId}/audit?action=${action}`);
  return res.json().content[0];
};

describe('the activity log names sections, as a manager reads them', () => {
  it('a product created, copied or deleted names its sections, not their ids', async () => {
    const soups = await owner.createSection('Soups');
    const productId = await owner.createProduct(soups, 'Borscht');
    expect((await newest('product.create')).after.section).toBe('Soups');

    const clone = await owner.call('POST', `/api/vendor/products/${productId}/clone`, {
      targetSectionID: soups,
      targetName: { values: { en: 'Borscht 2' } },
    });
    expect(clone.statusCode).toBe(201);
    const copied = (await newest('product.clone')).after;
    expect(copied).toEqual({ from: 'Borscht', section: 'Soups' });

    expect((await owner.call('DELETE', `/api/vendor/products/${productId}`)).statusCode).toBe(200);
    expect((await newest('product.delete')).before.sections).toEqual(['Soups']);
  });
});
