/** Query keys of a vendor's order settings (DESIGN §9: one factory per resource). */
export const orderSettingsKeys = {
  all: ['order-settings'] as const,
  detail: (vendorId: number) => [...orderSettingsKeys.all, vendorId] as const,
};
