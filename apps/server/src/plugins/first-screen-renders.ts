/**
 * First-screen renders off the server's thread: a pool of worker threads (piscina) that run the web
 * build's renderer (first-screen-worker.ts says why). The pool starts its first worker with the
 * first render, not with the server: a server nobody opens a page on carries no renderer in its
 * memory.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { Slots } from '../lib/slots.ts';

/** What a render answers: the markup inside #root, its UI language, and the state to hydrate with. */
export interface FirstScreen {
  html: string;
  language: string;
  stateScript: string;
}

/**
 * The web build's first-screen renderer (apps/web/src/app/render-first-screen.tsx, built into
 * dist-ssr/): the first screen of a page as HTML, asking the API as the visitor through `fetch`.
 */
export interface FirstScreenRenderer {
  renderFirstScreen(request: {
    url: string;
    partnerConfig: unknown;
    viewportWidth: number;
    fetch: typeof fetch;
  }): Promise<FirstScreen | null>;
}

/** One render, as the server's thread hands it to a worker (plain data: it is copied across). */
export interface FirstScreenTask {
  rendererFile: string;
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  partnerConfig: unknown;
  viewportWidth: number;
  /** Where the worker reaches the server's API over HTTP. */
  apiOrigin: string;
  /** The visitor's Cookie header: the render sees exactly what the visitor may see. */
  cookie: string;
}

/**
 * A worker with nothing to render stays this long with its renderer loaded: a tablet reloading, a
 * manager opening the next page, find it ready; after a quiet spell its memory is given back.
 */
const IDLE_WORKER_MS = 10 * 60_000;

/**
 * A render not done this long after the page was asked for is given up, and the page goes out for
 * the browser to render: one queued behind many others (a food court's tablets all reloading), or
 * stuck in its own code (its worker is ended; another starts for the next render). The renderer
 * waits for data at most two seconds (render-first-screen.tsx).
 */
const RENDER_LIMIT_MS = 10_000;

/**
 * Renders run on the cores the server's thread leaves; at least one, and no more than two (each
 * worker holds React and the app's code: tens of megabytes).
 */
const renderThreads = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

// Built, the worker is first-screen-worker.js beside main.js (apps/server/scripts/build.ts); run
// from the sources (the tests), it is the TypeScript file, loaded through tsx.
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = new URL(
  fromSources ? './first-screen-worker.ts' : './first-screen-worker.js',
  import.meta.url,
);

export class FirstScreenRenders {
  private pool: Piscina<FirstScreenTask, FirstScreen | null> | undefined;
  private readonly threads: number;
  /**
   * The pages take their turn here, one render per worker, rather than in the pool's queue: there,
   * a render that can be given up (its limit) has a worker to itself, and one that found every
   * worker busy went back to the end of the queue each time — a burst of pages (after a start,
   * tablets reloading together) left some waiting out their whole limit while later ones rendered.
   */
  private readonly turns: Slots;
  private readonly renderLimitMs: number;

  constructor(
    private readonly rendererFile: string,
    { renderLimitMs = RENDER_LIMIT_MS, threads = renderThreads() } = {},
  ) {
    this.renderLimitMs = renderLimitMs;
    this.threads = threads;
    this.turns = new Slots(threads);
  }

  render(task: Omit<FirstScreenTask, 'rendererFile'>): Promise<FirstScreen | null> {
    const signal = AbortSignal.timeout(this.renderLimitMs);
    return this.turns.run(() => {
      this.pool ??= new Piscina({
        filename: workerFile.href,
        minThreads: 0,
        maxThreads: this.threads,
        idleTimeout: IDLE_WORKER_MS,
        ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
      });
      return this.pool.run({ ...task, rendererFile: this.rendererFile }, { signal });
    }, signal);
  }

  /** Ends the workers (the server closes after its last answer: no render is under way then). */
  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
