/**
 * The reviews' limits, apart from archive.ts and its zod schemas: the statistics page reads them
 * and loads no zod.
 */

export const REVIEW_LIMITS = { text: 2000, reply: 1000, rating: { min: 1, max: 5 } } as const;
export const REVIEW_PAGE_SIZE = { default: 20, max: 100 } as const;
