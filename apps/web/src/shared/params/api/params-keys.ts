/**
 * Query keys of the marketplace parameters (docs/architecture.md#repository-layout: one factory per
 * resource).
 */
export const paramsKeys = {
  all: ['params'] as const,
  vendor: () => [...paramsKeys.all, 'vendor'] as const,
  contacts: () => [...paramsKeys.all, 'contacts'] as const,
  workingHours: () => [...paramsKeys.all, 'working-hours'] as const,
};
