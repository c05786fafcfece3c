import path from 'node:path';
import { LIVE_SOCKET_LIMITS } from '@larder/contract';
import { z } from 'zod';

/** The one place that reads the environment (docs/architecture.md#processes). */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Larder <no-reply@larder.app>'),
  MARKETPLACE_TOKEN: z.string().min(16).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A success answered in under this many milliseconds is counted in a line a minute instead of a
   * line of its own at info level (lib/request-log.ts); 0 gives every answer its line.
   */
  LOG_FAST_ANSWER_MS: z.coerce.number().min(0).max(60_000).default(100),
  SECURE_COOKIES: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: unset or `false` trusts none
   * (the socket's peer is the client), a number trusts that many hops, a comma-separated list
   * trusts those addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(?:true|false|[0-9]{1,2}|[0-9a-zA-Z:./]+(?:\s*,\s*[0-9a-zA-Z:./]+)*)$/,
      'true, false, a hop count or addresses',
    )
    .optional(),
  /**
   * Map tiles (optional, like every outside service); its origin is allowed in the Content-Security-Policy's
   * img-src.
   */
  TILE_URL: z.string().url().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Demo mode: mean seconds between the orders the server plays per connected demo vendor; 0 = off. */
  DEMO_ORDER_INTERVAL_S: z.coerce.number().min(0).max(86_400).default(90),
  /** Seconds between the sweeps that decline orders nobody accepted in time; 0 = no sweep. */
  ACCEPTANCE_SWEEP_S: z.coerce.number().min(0).max(3600).default(5),
  /** A Nominatim-compatible geocoder; unset turns address search off (the marker is placed by hand). */
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Seconds between sweeps that bring back items sold out until a time that has passed; 0 = off. */
  AVAILABILITY_SWEEP_S: z.coerce.number().min(0).max(3600).default(30),
  /** Webhook URLs may point at loopback, private and link-local addresses (local development, tests). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Live sockets one client address may hold on an instance: a food court's tablets behind one NAT
   * share an address and can need more than the contract's default.
   */
  LIVE_SOCKETS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(LIVE_SOCKET_LIMITS.perAddress),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  marketplaceToken: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Successes faster than this are counted once a minute instead of logged one by one; 0: each logged. */
  logFastAnswerMs: number;
  /** Secure cookies when the public URL is HTTPS, unless forced either way. */
  secureCookies: boolean;
  /** The built SPA; not served when the folder is missing (API-only tests). */
  webDist: string;
  /** The web build's first-screen renderer, beside webDist (dist-ssr/); pages render in the browser without it. */
  webRenderer: string;
  /** Demo mode (accounts with liveMode=false): mean seconds between played orders; 0 turns it off. */
  demoOrderIntervalS: number;
  /** Seconds between acceptance-window sweeps of this instance; 0: none (tests sweep by hand). */
  acceptanceSweepS: number;
  /** Nominatim-compatible geocoder base URL; undefined: geocoding answers 503 GeocoderNotConfigured. */
  geocoderUrl: string | undefined;
  /** How long a geocoder call may take before it answers 502. */
  geocoderTimeoutMs: number;
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  /** Map tile URL template (Leaflet), given to the client; its origin is allowed in img-src. */
  tileUrl: string;
  /**
   * Seconds between availability sweeps; 0 turns them off. Reads never wait for one (an item's
   * end time is compared on read): a sweep only normalises rows and tells the screens.
   */
  availabilitySweepS: number;
  /**
   * Webhooks may be sent to loopback, private and link-local addresses. Off in production: a
   * marketplace's URL must not reach the server's own network.
   */
  webhookAllowPrivate: boolean;
  /**
   * Milliseconds between this instance's looks for due webhook deliveries (retries come due by
   * time); new events wake it at once through NOTIFY. 0: no automatic delivery (tests deliver by hand).
   */
  webhookPollMs: number;
  /** Live sockets one client address may hold on this instance; more are refused with 1008. */
  liveSocketsPerAddress: number;
};

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as a shell user expects of `DATABASE_URL= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const webDist = path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    marketplaceToken: e.MARKETPLACE_TOKEN,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFastAnswerMs: e.LOG_FAST_ANSWER_MS,
    secureCookies: e.SECURE_COOKIES === 'auto' ? publicUrl.startsWith('https:') : e.SECURE_COOKIES === 'true',
    webDist,
    webRenderer: path.join(path.dirname(webDist), 'dist-ssr', 'render-first-screen.js'),
    demoOrderIntervalS: e.DEMO_ORDER_INTERVAL_S,
    acceptanceSweepS: e.ACCEPTANCE_SWEEP_S,
    geocoderUrl: e.GEOCODER_URL,
    geocoderTimeoutMs: e.GEOCODER_TIMEOUT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    tileUrl: e.TILE_URL,
    availabilitySweepS: e.AVAILABILITY_SWEEP_S,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    webhookPollMs: 1000,
    liveSocketsPerAddress: e.LIVE_SOCKETS_PER_ADDRESS,
  };
}
