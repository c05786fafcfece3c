import type { ImageType } from '@larder/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  accountCategories,
  accountMenuLanguages,
  accounts,
  popularProducts,
  products,
  productTags,
  sectionGroups,
  sectionProducts,
  sections,
  vendors,
} from '../db/schema/index.ts';
import { asClient, seededCookie } from './app.ts';
import { uploadPhoto } from './image-files.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A user of the catalogue API (a fixture user's seeded session) with the ids of their account. */
export async function catalogueClient(app: FastifyInstance, email: string) {
  const cookie = seededCookie(email);
  const me = (await app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json();
  const accountId: number = me.account.id;
  const vendorId: number = me.account.vendors[0].id;
  const base = `/api/vendor/accounts/${accountId}/catalogue`;
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject(asClient({ method, url, payload: payload as object | undefined, cookie }));

  const client = {
    cookie,
    accountId,
    vendorId,
    base,
    call,
    catalogue: async () => {
      const res = await call('GET', `${base}/catalogue`);
      if (res.statusCode !== 200) throw new Error(`catalogue answered ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    /** A photo uploaded to this account (POST accounts/{id}/images), as the upload answers it. */
    upload: (type: ImageType, size: { width?: number; height?: number } = {}) =>
      uploadPhoto(app, cookie, accountId, { type, ...size }),
    section: async (id: number) => (await call('GET', `/api/vendor/sections/${id}`)).json(),
    product: async (id: number) => (await call('GET', `/api/vendor/products/${id}`)).json(),
    createSection: async (en: string, extra: Record<string, unknown> = {}) => {
      const res = await call('POST', `${base}/sections`, { name: { values: { en } }, ...extra });
      if (res.statusCode !== 201) throw new Error(`create section answered ${res.statusCode}: ${res.body}`);
      return res.json().id as number;
    },
    createProduct: async (sectionID: number, en: string, extra: Record<string, unknown> = {}) => {
      const res = await call('POST', `${base}/products`, { name: { values: { en } }, sectionID, ...extra });
      if (res.statusCode !== 201) throw new Error(`create product answered ${res.statusCode}: ${res.body}`);
      return res.json().id as number;
    },
    /** The account's section ids in catalogue order. */
    sectionIds: async () =>
      ((await call('GET', `${base}/sections`)).json() as { id: number }[]).map((s) => s.id),
    /** A section by its English name. */
    sectionNamed: async (en: string) => {
      const list = (await call('GET', `${base}/sections`)).json() as {
        id: number;
        nameI18n: { values: Record<string, string> };
        productIds: number[];
      }[];
      const found = list.find((s) => s.nameI18n.values.en === en);
      if (!found) throw new Error(`no section ${en}`);
      return found;
    },
  };
  return client;
}
export type CatalogueClient = Awaited<ReturnType<typeof catalogueClient>>;

/** Every catalogue row a bad request could have half-written. */
export async function catalogueSnapshot(db: Db) {
  return {
    sections: await db.select().from(sections).orderBy(asc(sections.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    sectionProducts: await db
      .select()
      .from(sectionProducts)
      .orderBy(asc(sectionProducts.sectionId), asc(sectionProducts.productId)),
    productTags: await db
      .select({ productId: productTags.productId, tagId: productTags.tagId })
      .from(productTags)
      .orderBy(asc(productTags.productId), asc(productTags.tagId)),
    popular: await db
      .select()
      .from(popularProducts)
      .orderBy(asc(popularProducts.accountId), asc(popularProducts.order)),
    categories: await db
      .select({ accountId: accountCategories.accountId, categoryId: accountCategories.categoryId })
      .from(accountCategories)
      .orderBy(asc(accountCategories.accountId), asc(accountCategories.categoryId)),
    groups: await db.select().from(sectionGroups).orderBy(asc(sectionGroups.id)),
    languages: await db
      .select()
      .from(accountMenuLanguages)
      .orderBy(asc(accountMenuLanguages.accountId), asc(accountMenuLanguages.position)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    vendors: await db
      .select({ id: vendors.id, catalogPageSettings: vendors.catalogPageSettings })
      .from(vendors)
      .orderBy(asc(vendors.id)),
  };
}

/**
 * An image in the shape the upload endpoint answers, uploaded by no account: enough for a request
 * refused before its picture is looked at; one that is stored needs `client.upload(...)`.
 */
export const image = {
  path: 'category/abc.jpg',
  basePath: 'category/abc',
  variants: [{ w: 800, h: 600, n: 'm' }],
};

/** A full week 10:00–22:00. */
export const everyDay = (from = '10:00', until = '22:00', turnIntoAnotherDay = false) => ({
  intervals: Object.fromEntries(
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => [
      day,
      { from, until, turnIntoAnotherDay },
    ]),
  ),
});
