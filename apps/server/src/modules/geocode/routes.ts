import { GeocodeQuery, GeocodeResponse, ReverseGeocodeQuery } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { loadPlatformLocale } from '../params/service.ts';
import { Geocoder } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

/** GET /api/vendor/geocode?q= and /reverse?lat=&lon=: the address search of the address modal. */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = new Geocoder({
    baseUrl: app.config.geocoderUrl,
    timeoutMs: app.config.geocoderTimeoutMs,
  });
  app.decorate('geocoder', geocoder);
  // 503 without GEOCODER_URL, 502 when the geocoder fails or is too slow.
  const config = { access: 'vendor.edit', errors: [502, 503] } as const;
  const tags = ['geocode'];

  app.get(
    '/',
    { config, schema: { tags, querystring: GeocodeQuery, response: { 200: GeocodeResponse } } },
    async (request) => {
      const { countryCode, lang } = await loadPlatformLocale(app.db);
      const { q, viewbox } = request.query;
      const results = await geocoder.search(sessionOf(request).userId, q, countryCode, lang, viewbox);
      return { results };
    },
  );

  app.get(
    '/reverse',
    { config, schema: { tags, querystring: ReverseGeocodeQuery, response: { 200: GeocodeResponse } } },
    async (request) => {
      const { countryCode, lang } = await loadPlatformLocale(app.db);
      const { lat, lon } = request.query;
      const results = await geocoder.reverse(sessionOf(request).userId, lat, lon, countryCode, lang);
      return { results };
    },
  );
};
