/**
 * When a catalogue read stops being what a new read would show: its first item sold out until a
 * time that comes back. Apart from availability.ts, which holds zod schemas, so that the web's first
 * load (the catalogue query) carries no zod.
 */

/** The parts of a catalogue that can be sold out until a time; a partial catalogue may lack a list. */
export interface ItemsThatReturn {
  sections?: readonly { products: readonly { availableAgainAt: string | null }[] }[];
  componentGroups?: readonly { components: readonly { availableAgainAt: string | null }[] }[];
}

/**
 * The first moment at which a product or a component of the catalogue sold out until a time is
 * back (epoch milliseconds), or null when none is. A catalogue as read names only moments after
 * its reading (availableAgainAt), so this is when it stops being what a read would show: the
 * server's copy of the answer expires then and the web reads the catalogue again.
 */
export function earliestReturn(catalogue: ItemsThatReturn): number | null {
  let earliest = Number.POSITIVE_INFINITY;
  const consider = (item: { availableAgainAt: string | null }) => {
    const at = item.availableAgainAt === null ? Number.NaN : Date.parse(item.availableAgainAt);
    if (at < earliest) earliest = at;
  };
  for (const section of catalogue.sections ?? []) section.products.forEach(consider);
  for (const group of catalogue.componentGroups ?? []) group.components.forEach(consider);
  return Number.isFinite(earliest) ? earliest : null;
}
