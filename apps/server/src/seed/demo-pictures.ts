import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client.ts';
import {
  componentGroups,
  components,
  products,
  sectionProducts,
  sections,
  vendors,
} from '../db/schema/index.ts';
import { storeUpload } from '../modules/images/service.ts';
import { databaseImageStore } from '../modules/images/store.ts';

/** Colours per section of the demo menu: tomato for pizza, leaf for salads, citrus for drinks. */
const PALETTES = [
  { from: '#f4a259', to: '#bc4b51', plate: '#fdf6ec', food: '#d1495b', accent: '#edae49' },
  { from: '#a7c957', to: '#386641', plate: '#f8f9f1', food: '#6a994e', accent: '#f2e8cf' },
  { from: '#8ecae6', to: '#219ebc', plate: '#fefae0', food: '#ffb703', accent: '#fb8500' },
  { from: '#d4a373', to: '#7f5539', plate: '#fefae0', food: '#9c6644', accent: '#e6ccb2' },
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small stable number from a name, so each dish gets its own garnish layout. */
function seedOf(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * A flat-illustration "photo" of a dish: a gradient table, a plate with the dish's colour, a few
 * garnish dots placed by the name, and the name's initial. Deliberate and recognisably different
 * per dish, without shipping binary files.
 */
export function dishSvg(name: string, paletteIndex: number, width = 960, height = 720) {
  const p = PALETTES[paletteIndex % PALETTES.length]!;
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.36;
  let seed = seedOf(name);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 0xffffffff;
  };
  const garnish = Array.from({ length: 9 }, () => {
    const angle = next() * Math.PI * 2;
    const distance = r * (0.25 + next() * 0.45);
    const size = r * (0.05 + next() * 0.07);
    return `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" r="${size.toFixed(1)}" fill="${p.accent}" opacity="0.9"/>`;
  }).join('');
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? '?');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
      `<radialGradient id="food" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${p.food}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.food}"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#bg)"/>` +
      `<ellipse cx="${cx + r * 0.08}" cy="${cy + r * 0.1}" rx="${r * 1.04}" ry="${r * 1.02}" fill="#000" opacity="0.18"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.plate}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="url(#food)"/>` +
      garnish +
      `<text x="${cx}" y="${cy + r * 0.22}" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${r * 0.62}" text-anchor="middle" fill="${p.plate}" opacity="0.92">${initial}</text>` +
      `</svg>`,
  );
}

async function picture(svg: Buffer) {
  return sharp(svg).jpeg({ quality: 88 }).toBuffer();
}

/**
 * Pictures for a freshly seeded demo account: every product, topping and the vendor's logo and
 * header image go through the same upload path a user's photo does, so the demo shows real
 * variants, srcsets and caching.
 */
export async function seedDemoPictures(tx: Tx, accountId: number) {
  const store = databaseImageStore(tx);
  const menu = await tx
    .select({ id: products.id, name: products.nameI18n, section: sections.order })
    .from(products)
    .innerJoin(sectionProducts, eq(sectionProducts.productId, products.id))
    .innerJoin(sections, eq(sections.id, sectionProducts.sectionId))
    .where(eq(products.accountId, accountId))
    .orderBy(asc(products.id));
  const done = new Set<number>();
  for (const dish of menu) {
    if (done.has(dish.id)) continue;
    done.add(dish.id);
    const name = dish.name.values.en ?? Object.values(dish.name.values)[0] ?? '?';
    const image = await storeUpload(
      tx,
      store,
      accountId,
      'product',
      await picture(dishSvg(name, dish.section)),
    );
    await tx.update(products).set({ horizontalImage: image }).where(eq(products.id, dish.id));
  }

  const toppings = await tx
    .select({ id: components.id, name: components.nameI18n })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(eq(componentGroups.accountId, accountId));
  for (const topping of toppings) {
    const name = topping.name.values.en ?? '?';
    const svg = dishSvg(name, PALETTES.length - 1, 480, 480);
    const image = await storeUpload(tx, store, accountId, 'component', await picture(svg));
    await tx.update(components).set({ image }).where(eq(components.id, topping.id));
  }

  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.accountId, accountId))
    .orderBy(asc(vendors.id))
    .limit(1);
  if (vendor) {
    const avatar = await storeUpload(
      tx,
      store,
      accountId,
      'logo',
      await picture(dishSvg(vendor.name, 0, 512, 512)),
    );
    const header = await storeUpload(
      tx,
      store,
      accountId,
      'vendor',
      await picture(dishSvg(vendor.name, 3, 1280, 720)),
    );
    await tx.update(vendors).set({ avatar, image: header }).where(eq(vendors.id, vendor.id));
  }
}
