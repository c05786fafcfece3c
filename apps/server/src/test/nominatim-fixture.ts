import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimFixture {
  url: string;
  /** Every request the fixture received (path and query). */
  requests: URL[];
  /** 'ok' answers like Nominatim; 'error' answers 500; 'silent' never answers. */
  mode: 'ok' | 'error' | 'silent';
  close(): Promise<void>;
}

const BROADWAY = {
  lat: '40.7061',
  lon: '-74.0117',
  display_name: '1, Broadway, Financial District, Manhattan, New York County, New York, 10004, United States',
  address: {
    house_number: '1',
    road: 'Broadway',
    city: 'New York',
    county: 'New York County',
    country: 'United States',
    country_code: 'us',
  },
};
const PARK = {
  lat: '40.7128',
  lon: '-74.0060',
  display_name: 'City Hall Park, Manhattan, New York, United States',
  address: {
    park: 'City Hall Park',
    county: 'New York County',
    country: 'United States',
    country_code: 'us',
  },
};

/** A local HTTP server answering /search and /reverse as Nominatim does: nothing reaches the internet. */
export async function startNominatimFixture(): Promise<NominatimFixture> {
  const pending = new Set<http.ServerResponse>();
  const fixture: NominatimFixture = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    fixture.requests.push(url);
    if (fixture.mode === 'silent') {
      pending.add(res);
      return;
    }
    if (fixture.mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
      return;
    }
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      send(q.includes('broadway') ? [BROADWAY, PARK] : []);
    } else if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      if (lat > 50) send({ ...BROADWAY, address: { ...BROADWAY.address, country_code: 'ca' } });
      else if (lat < 0) send({ error: 'Unable to geocode' });
      else send({ ...BROADWAY, lat: url.searchParams.get('lat'), lon: url.searchParams.get('lon') });
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture.close = async () => {
    for (const res of pending) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fixture;
}
