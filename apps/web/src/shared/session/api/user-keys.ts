/** Query keys of the signed-in user (one factory per resource, DESIGN §9). */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
