/** Query keys of the catalogue (docs/architecture.md#repository-layout: one factory per resource). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  account: (accountId: number) => [...catalogueKeys.all, accountId] as const,
  /** The whole catalogue of an account: sections with their products in order. */
  catalogue: (accountId: number) => [...catalogueKeys.account(accountId), 'catalogue'] as const,
  sections: (accountId: number) => [...catalogueKeys.account(accountId), 'sections'] as const,
  products: (accountId: number) => [...catalogueKeys.account(accountId), 'products'] as const,
  popularProducts: (accountId: number) => [...catalogueKeys.account(accountId), 'popular-products'] as const,
  sectionGroups: (accountId: number) => [...catalogueKeys.account(accountId), 'section-groups'] as const,
  componentGroups: (accountId: number) => [...catalogueKeys.account(accountId), 'component-groups'] as const,
  accountCategories: (accountId: number) => [...catalogueKeys.account(accountId), 'categories'] as const,
  languages: (accountId: number) => [...catalogueKeys.account(accountId), 'languages'] as const,
  product: (productId: number) => [...catalogueKeys.all, 'product', productId] as const,
  section: (sectionId: number) => [...catalogueKeys.all, 'section', sectionId] as const,
  /** Platform reference data: the same for every account. */
  reference: {
    serviceSections: () => [...catalogueKeys.all, 'reference', 'service-sections'] as const,
    categories: () => [...catalogueKeys.all, 'reference', 'categories'] as const,
    topCategories: () => [...catalogueKeys.all, 'reference', 'top-categories'] as const,
    tagGroups: () => [...catalogueKeys.all, 'reference', 'tag-groups'] as const,
    taxes: () => [...catalogueKeys.all, 'reference', 'taxes'] as const,
  },
};
