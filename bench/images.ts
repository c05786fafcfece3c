/**
 * npm run bench:images — what pictures cost the server: the median time from the upload of a
 * 4000×3000 JPEG to its stored variants (the 201), the server's peak RSS while 8 such uploads run
 * at once, and GET of a variant from the in-memory cache as req/s and as a ratio to the hello-world
 * route of the same server in the same run. Prints figures; asserts nothing.
 *
 * BENCH_DURATION, BENCH_CONNECTIONS and BENCH_UPLOADS override the defaults; DATABASE_URL runs it on
 * that PostgreSQL instead of PGlite.
 */
import fs from 'node:fs';
import { APP_VERSION_HEADER, type UploadedImage } from '@larder/contract';
import sharp from 'sharp';
import { freshPostgresDatabase, startServer } from '../e2e/support/server.ts';
import { BENCH_SERVER_ENV, percentile, signInOwner } from './lib/larder.ts';
import { CONNECTIONS, DURATION_S, load } from './lib/throughput.ts';

const SEQUENTIAL_UPLOADS = Number(process.env.BENCH_UPLOADS ?? 7);
const CONCURRENT_UPLOADS = 8;

/** A camera-sized photo, different per index so no two uploads share variants. */
async function photo(index: number): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const x = 1200 + index * 150;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9c46a"/><stop offset="1" stop-color="#9c2f1e"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${x}" cy="1500" r="1000" fill="#fbf4e6"/>` +
      `<circle cx="${x}" cy="1500" r="760" fill="#c44536"/></svg>`,
  );
  // Grain, so the JPEG is as busy as a real photo (a few MB) rather than a flat drawing.
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(svg)
    .composite([{ input: grain, raw: { width: w, height: h, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function upload(base: string, cookie: string, accountId: number, bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/vendor/accounts/${accountId}/images?type=product`, {
    method: 'POST',
    headers: { cookie, [APP_VERSION_HEADER]: 'bench' },
    body: form,
  });
  const body = (await res.json()) as UploadedImage;
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, image: body };
}

async function bench(label: string, databaseUrl?: string) {
  const photos = await Promise.all(
    Array.from({ length: SEQUENTIAL_UPLOADS + CONCURRENT_UPLOADS }, (_, i) => photo(i)),
  );
  const server = await startServer({ databaseUrl, env: BENCH_SERVER_ENV });
  const pid = server.process.pid;
  if (!pid) throw new Error('no server pid');
  try {
    const { cookie } = await signInOwner(server.url);
    const me = await fetch(`${server.url}/api/vendor/users/me`, { headers: { cookie } });
    const accountId = ((await me.json()) as { account: { id: number } }).account.id;

    const times: number[] = [];
    let last: UploadedImage | undefined;
    for (const bytes of photos.slice(0, SEQUENTIAL_UPLOADS)) {
      const { ms, image } = await upload(server.url, cookie, accountId, bytes);
      times.push(ms);
      last = image;
    }
    times.sort((a, b) => a - b);

    const idleRss = rssKb(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssKb(pid));
    }, 10);
    const burstStarted = performance.now();
    await Promise.all(
      photos.slice(SEQUENTIAL_UPLOADS).map((bytes) => upload(server.url, cookie, accountId, bytes)),
    );
    const burstMs = performance.now() - burstStarted;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssKb(pid));

    const variant = last!.variants.find((v) => v.w === 640) ?? last!.variants[0]!;
    const variantUrl = `${server.url}${last!.basePath}${variant.n}`;
    await (await fetch(variantUrl)).arrayBuffer(); // into the cache
    const hello = await load(`${server.url}/api/hello`);
    const image = await load(variantUrl);
    return {
      label,
      bytes: photos[0]!.length,
      variants: last!.variants.map((v) => `${v.w}×${v.h}`).join(', '),
      median: percentile(times, 50),
      max: times[times.length - 1]!,
      idleRss,
      peakRss,
      burstMs,
      variantBytes: (await (await fetch(variantUrl)).arrayBuffer()).byteLength,
      hello,
      image,
    };
  } finally {
    await server.stop();
  }
}

const rows = [await bench('PGlite')];
if (process.env.DATABASE_URL) {
  rows.push(
    await bench('PostgreSQL', await freshPostgresDatabase(process.env.DATABASE_URL, 'larder_bench_images')),
  );
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
console.log(
  `\nbench:images — ${SEQUENTIAL_UPLOADS} sequential uploads, then ${CONCURRENT_UPLOADS} at once; GET ${CONNECTIONS} connections × ${DURATION_S} s\n`,
);
for (const r of rows) {
  console.log(`${r.label}: a 4000×3000 JPEG of ${(r.bytes / 1024 / 1024).toFixed(2)} MB → ${r.variants}`);
  console.log(`  upload → stored variants: median ${r.median.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms`);
  console.log(
    `  ${CONCURRENT_UPLOADS} concurrent uploads: done in ${r.burstMs.toFixed(0)} ms, server RSS ${mb(r.idleRss)} before, peak ${mb(r.peakRss)}`,
  );
  console.log(
    `  GET /api/hello           ${r.hello.reqPerSec.toFixed(0).padStart(7)} req/s  p99 ${r.hello.p99} ms  errors ${r.hello.errors}`,
  );
  console.log(
    `  GET a 640-px variant     ${r.image.reqPerSec.toFixed(0).padStart(7)} req/s  p99 ${r.image.p99} ms  errors ${r.image.errors}  (${r.variantBytes} bytes)`,
  );
  console.log(`  ratio variant ÷ hello: ${(r.image.reqPerSec / r.hello.reqPerSec).toFixed(3)}\n`);
}
