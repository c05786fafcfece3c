/** Query keys of the account area (docs/architecture.md#repository-layout: one factory per resource). */
export const geocodeKeys = {
  all: ['geocode'] as const,
  search: (query: string, viewbox: string | null) => [...geocodeKeys.all, 'search', query, viewbox] as const,
  reverse: (latitude: number, longitude: number) =>
    [...geocodeKeys.all, 'reverse', latitude.toFixed(5), longitude.toFixed(5)] as const,
};
