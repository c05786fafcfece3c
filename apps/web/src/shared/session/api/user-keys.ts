/** Query keys of the signed-in user (one factory per resource, docs/architecture.md#repository-layout). */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
