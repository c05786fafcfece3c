/**
 * A first-screen render, in a worker thread of its own (first-screen-renders.ts starts it): the web
 * build's renderer runs here, its API requests go to the server over HTTP as the visitor's browser
 * would send them, and the HTML comes back to the server's thread as a string.
 *
 * Why a thread (docs/architecture.md, "The first screen"): a render takes tens of milliseconds of
 * CPU that the server's thread would not spend on API answers meanwhile; and code run in the
 * server's thread — React's, the renderer's, and in-process requests through Fastify's fake
 * request and reply objects — left the thread's shared request code (Node's http, Fastify's hooks)
 * optimised for those objects too, slowing every later answer by a fifth to a third.
 */
import { pathToFileURL } from 'node:url';
import type { FirstScreen, FirstScreenRenderer, FirstScreenTask } from './first-screen-renders.ts';

/** Each worker loads the renderer once, on its first render. */
const renderers = new Map<string, Promise<FirstScreenRenderer>>();

function rendererOf(file: string): Promise<FirstScreenRenderer> {
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>;
    // A failed load is tried again on the next render rather than remembered.
    renderer.catch(() => renderers.delete(file));
    renderers.set(file, renderer);
  }
  return renderer;
}

export default async function renderInWorker(task: FirstScreenTask): Promise<FirstScreen | null> {
  const renderer = await rendererOf(task.rendererFile);
  const pageOrigin = new URL(task.url).origin;
  const fetchAsVisitor: typeof fetch = (input, init) => {
    const asked = new URL(input instanceof Request ? input.url : input, pageOrigin);
    const headers = new Headers(init?.headers);
    headers.set('cookie', task.cookie);
    return fetch(new URL(asked.pathname + asked.search, task.apiOrigin), { ...init, headers });
  };
  return renderer.renderFirstScreen({
    url: task.url,
    partnerConfig: task.partnerConfig,
    viewportWidth: task.viewportWidth,
    fetch: fetchAsVisitor,
  });
}
