/**
 * Query keys of a vendor's order settings (docs/architecture.md#repository-layout: one factory per resource).
 */
export const orderSettingsKeys = {
  all: ['order-settings'] as const,
  detail: (vendorId: number) => [...orderSettingsKeys.all, vendorId] as const,
};
