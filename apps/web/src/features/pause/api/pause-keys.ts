/** Query keys of the pause feature (docs/architecture.md#repository-layout: one factory per resource). */
export const pauseKeys = {
  all: ['pause'] as const,
  autoPause: (vendorId: number) => [...pauseKeys.all, 'auto-pause', vendorId] as const,
};
