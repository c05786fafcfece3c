/** Query keys of active orders (docs/architecture.md#repository-layout: one factory per resource). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (vendorId: number) => [...orderKeys.lists(), vendorId] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (vendorId: number, orderId: number) => [...orderKeys.details(), vendorId, orderId] as const,
  /** The account's menu as the change dialog's substitute picker reads it. */
  menus: () => [...orderKeys.all, 'menu'] as const,
  menu: (accountId: number) => [...orderKeys.menus(), accountId] as const,
};
