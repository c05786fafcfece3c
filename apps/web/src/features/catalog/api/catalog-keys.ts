/** Query keys of the catalogue (DESIGN §9: one factory per resource). */
export const catalogKeys = {
  all: ['catalog'] as const,
  account: (accountId: number) => [...catalogKeys.all, accountId] as const,
  /** The whole catalogue of an account: sections with their products in order. */
  catalogue: (accountId: number) => [...catalogKeys.account(accountId), 'catalogue'] as const,
  sections: (accountId: number) => [...catalogKeys.account(accountId), 'sections'] as const,
  products: (accountId: number) => [...catalogKeys.account(accountId), 'products'] as const,
  popularProducts: (accountId: number) => [...catalogKeys.account(accountId), 'popular-products'] as const,
  sectionGroups: (accountId: number) => [...catalogKeys.account(accountId), 'section-groups'] as const,
  componentGroups: (accountId: number) => [...catalogKeys.account(accountId), 'component-groups'] as const,
  accountCategories: (accountId: number) => [...catalogKeys.account(accountId), 'categories'] as const,
  languages: (accountId: number) => [...catalogKeys.account(accountId), 'languages'] as const,
  product: (productId: number) => [...catalogKeys.all, 'product', productId] as const,
  section: (sectionId: number) => [...catalogKeys.all, 'section', sectionId] as const,
  /** Platform reference data: the same for every account. */
  reference: {
    serviceSections: () => [...catalogKeys.all, 'reference', 'service-sections'] as const,
    categories: () => [...catalogKeys.all, 'reference', 'categories'] as const,
    topCategories: () => [...catalogKeys.all, 'reference', 'top-categories'] as const,
    tagGroups: () => [...catalogKeys.all, 'reference', 'tag-groups'] as const,
    taxes: () => [...catalogKeys.all, 'reference', 'taxes'] as const,
  },
};
