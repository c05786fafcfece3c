/** Query keys of the pause feature (DESIGN §9: one factory per resource). */
export const pauseKeys = {
  all: ['pause'] as const,
  autoPause: (vendorId: number) => [...pauseKeys.all, 'auto-pause', vendorId] as const,
};
