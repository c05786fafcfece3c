/**
 * The orderable menu the marketplace reads (GET /api/manager/vendors/{vendorId}/menu): what the
 * order intake takes, by the same rule (catalogue/orderable.ts), in every menu language.
 *
 * Its strong ETag is menuTag(accountId, version), the one the version's menu.updated event
 * announced, so the body must be a pure function of the account's menu version. Every stored
 * change of the catalogue counts a new version; the one thing that changes what a read shows
 * without a stored change is time passing a sold-out-until moment (availableAgainAt). So a read
 * that finds a listed item whose moment has passed while its row still says sold out first has
 * restoreDueAvailability store it as available (which counts a new version and writes its events,
 * once across instances, as the sweep would), then builds. A version is thus only ever built from
 * rows that read the same at any moment before its next version: whichever instance builds it,
 * whenever, gets the same bytes.
 */
import {
  availableAgainAt,
  dropEmptyValues,
  fromMinorUnits,
  type Image,
  type LocalizedValue,
  type MarketplaceMenu,
  type MenuLanguage,
  type MenuProduct,
  ProductAttribute,
  type StoredAvailability,
} from '@larder/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  platformSettings,
  products,
  productTags,
  sectionProducts,
  sections,
  tags,
  vendors,
} from '../../db/schema/index.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { perDb } from '../../lib/per-db.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';
import { restoreDueAvailability } from '../catalogue/availability.ts';
import { loadMenuLanguages } from '../catalogue/context.ts';
import { menuTag } from '../catalogue/menu-version.ts';
import {
  componentPriceMinor,
  isListed,
  isOffered,
  listedProducts,
  loadModifiers,
  mostDifferent,
} from '../catalogue/orderable.ts';

/** Copies are checked against the stored version on every read; this only bounds idle ones. */
const MENU_COPY_TTL_MS = 10 * 60_000;
const MAX_MENU_BYTES = 128 * 1024 * 1024;
const KNOWN_ATTRIBUTES = new Set<string>(ProductAttribute.options);
/** A read retries this often when the version moves on while it builds, then sends what it built. */
const MAX_BUILDS_PER_READ = 3;

interface MenuCopy {
  answer: PrebuiltAnswer;
  version: number;
  /** The first moment a sold-out item it lists comes back: from then on a read restores first. */
  validUntil: number;
}

/** This instance's latest menu of each account, with its version. */
const menuCacheOf = perDb(
  () =>
    new CopyCache<number, MenuCopy>({
      ttlMs: MENU_COPY_TTL_MS,
      maxWeight: MAX_MENU_BYTES,
      weigh: (copy) => copy.answer.body.length,
    }),
);

/** The vendor's account and its menu version as stored now; 404 for an unknown vendor. */
async function storedVersion(db: Db, vendorId: number) {
  const [row] = await db
    .select({ accountId: accounts.id, version: accounts.menuVersion })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return row;
}

/**
 * The menu every vendor of the account offers, prebuilt. A read costs one indexed query for the
 * version; the menu is built once per version on this instance (requests meanwhile share the build).
 */
export async function menuAnswer(db: Db, vendorId: number, now: Date): Promise<PrebuiltAnswer> {
  const cache = menuCacheOf(db);
  let copy: MenuCopy | undefined;
  for (let build = 0; build < MAX_BUILDS_PER_READ; build++) {
    const { accountId, version } = await storedVersion(db, vendorId);
    const held = cache.get(accountId);
    if (held && held.version >= version && now.getTime() < held.validUntil) return held.answer;
    if (held) {
      cache.forget(
        (stale, key) => key === accountId && (stale.version < version || now.getTime() >= stale.validUntil),
      );
    }
    copy = await cache.load(accountId, () => buildMenu(db, accountId, now));
    if (copy.version >= version && now.getTime() < copy.validUntil) return copy.answer;
  }
  // Changes kept committing while it built: what it built is still one version's menu, whole.
  return copy!.answer;
}

/** Builds the menu from one snapshot, after storing as available any listed item that is due. */
async function buildMenu(db: Db, accountId: number, now: Date): Promise<MenuCopy> {
  for (let attempt = 1; ; attempt++) {
    const read = await db.transaction((tx) => readMenu(tx, accountId, now), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    if (!read.due || attempt === MAX_BUILDS_PER_READ) {
      return {
        answer: new PrebuiltAnswer(JSON.stringify(read.menu), menuTag(accountId, read.menu.version)),
        version: read.menu.version,
        validUntil: read.due ? now.getTime() : read.validUntil,
      };
    }
    await restoreDueAvailability(db, now);
  }
}

async function readMenu(tx: Tx, accountId: number, now: Date) {
  const listedIds = tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), isListed(tx)));
  const [account] = await tx
    .select({ version: accounts.menuVersion })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [settings] = await tx
    .select({ currency: platformSettings.currencyCode })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  const languages = await loadMenuLanguages(tx, accountId);
  const productRows = await listedProducts(tx, accountId);
  const links = await tx
    .select({ sectionId: sections.id, name: sections.nameI18n, productId: sectionProducts.productId })
    .from(sections)
    .innerJoin(sectionProducts, eq(sectionProducts.sectionId, sections.id))
    .where(and(eq(sections.accountId, accountId), eq(sections.visible, true)))
    .orderBy(
      asc(sections.order),
      asc(sections.id),
      asc(sectionProducts.order),
      asc(sectionProducts.productId),
    );
  const tagRows = await tx
    .select({ productId: productTags.productId, id: tags.id, groupId: tags.groupId, name: tags.nameI18n })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, listedIds))
    .orderBy(asc(productTags.productId), asc(productTags.createdAt), asc(productTags.tagId));
  const modifiers = await loadModifiers(tx, listedIds);

  const currency = settings?.currency ?? 'USD';
  const amount = (minor: number) => fromMinorUnits(minor, currency);
  const text = (value: LocalizedValue | null) => menuText(value, languages);
  // Stored sold out while its moment has passed: the version's menu is only built once stored.
  let due = false;
  let validUntil = Number.POSITIVE_INFINITY;
  const availability = (item: StoredAvailability) => {
    const available = isOffered(item, now);
    if (available !== item.available) due = true;
    const back = availableAgainAt(item, now);
    if (back) validUntil = Math.min(validUntil, Date.parse(back));
    return { available, availableAgainAt: back };
  };

  const tagsOf = new Map<number, MenuProduct['tags']>();
  for (const tag of tagRows) {
    push(tagsOf, tag.productId, { id: tag.id, groupId: tag.groupId, name: text(tag.name) });
  }
  const listed = new Set(productRows.map((p) => p.id));
  const sectionList: MarketplaceMenu['sections'] = [];
  for (const link of links) {
    if (!listed.has(link.productId)) continue;
    let section = sectionList[sectionList.length - 1];
    if (section?.id !== link.sectionId) {
      section = { id: link.sectionId, name: text(link.name), productIds: [] };
      sectionList.push(section);
    }
    section.productIds.push(link.productId);
  }

  const productList: MenuProduct[] = productRows.map((row) => ({
    id: row.id,
    name: text(row.nameI18n),
    description: text(row.descriptionI18n),
    price: amount(row.priceMinor),
    discountPrice: row.discountPriceMinor === null ? null : amount(row.discountPriceMinor),
    weight: row.weight,
    attributes: row.attributes.filter((a): a is ProductAttribute => KNOWN_ATTRIBUTES.has(a)),
    ...availability(row),
    pictures: { horizontal: picture(row.horizontalImage), vertical: picture(row.verticalImage) },
    nutritionFacts: row.nutritionFacts,
    tags: tagsOf.get(row.id) ?? [],
    modifierGroups: (modifiers.attachments.get(row.id) ?? []).map((attachment) => ({
      groupId: attachment.groupId,
      required: attachment.required,
      minCount: attachment.required ? 1 : 0,
      maxCount: attachment.maxCount,
      maxDifferent: mostDifferent(attachment),
      defaultComponentId: attachment.defaultComponentId,
      components: (modifiers.modifiersOfGroup.get(attachment.groupId) ?? []).map((component) => ({
        id: component.id,
        price: amount(componentPriceMinor(modifiers, row.id, component)),
      })),
    })),
  }));

  const groupList = [...modifiers.groups.values()]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((group) => ({
      id: group.id,
      name: text(group.nameI18n),
      displayMode: group.displayMode,
      components: (modifiers.modifiersOfGroup.get(group.id) ?? []).map((component) => ({
        id: component.id,
        name: text(component.nameI18n),
        description: text(component.descriptionI18n),
        price: amount(component.priceMinor),
        weight: component.weight,
        ...availability(component),
        picture: picture(component.image),
      })),
    }));

  const menu: MarketplaceMenu = {
    accountId,
    version: account?.version ?? 0,
    currency,
    languages,
    sections: sectionList,
    products: productList,
    modifierGroups: groupList,
  };
  return { menu, due, validUntil };
}

/** The text in the account's menu languages; values kept from a language it dropped stay out. */
function menuText(value: LocalizedValue | null, languages: MenuLanguage[]): LocalizedValue {
  const values = value?.values ?? {};
  return { values: dropEmptyValues(Object.fromEntries(languages.map(({ code }) => [code, values[code]]))) };
}

/** A picture with a basePath and at least one variant, else none (as the catalogue shows it). */
function picture(image: Image | null | undefined) {
  if (!image?.basePath || image.variants.length === 0) return null;
  return { basePath: image.basePath, variants: image.variants };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
