/** Query keys of a vendor's special and holiday hours (one factory per resource). */
export const specialHoursKeys = {
  all: ['special-hours'] as const,
  detail: (vendorId: number) => [...specialHoursKeys.all, vendorId] as const,
};
