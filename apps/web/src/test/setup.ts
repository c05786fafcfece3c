import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { declinedOrders } from '@/features/orders/lib/declined-orders';
import { resetApiClient } from '@/shared/api/client';
import { earlyPartnerConfig, forgetEarlyResponses } from '@/shared/api/early-requests';
import { replayEarlyClicks } from '@/shared/ssr/early-clicks';
import { FakeWebSocket } from './fake-socket';
import { resetViewport } from './viewport';

// Pages and modals load their code on first use (lazy routes): on a busy machine transforming a
// page's modules the first time takes longer than the default second a findBy waits, and the
// first test of a worker loads the app's modules too (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; Mantine needs them (STACK.md).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);

// React's server renderer, in development, marks each context it provides as its own and never
// clears the mark: once render-first-screen.test has rendered a first screen on the server in this
// worker, every later render in the browser's renderer warns of two renderers at once (hundreds of
// lines a file), which a server and a browser, each with its one renderer, never meet. That one
// warning goes; every other console error stays.
const MULTIPLE_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';
const keepsOtherErrors = Symbol.for('larder.test.keepsOtherErrors');
if (!(keepsOtherErrors in console.error)) {
  const consoleError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith(MULTIPLE_RENDERERS)) return;
      consoleError(...args);
    },
    { [keepsOtherErrors]: true },
  );
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.HTMLElement.prototype.hasPointerCapture)
  window.HTMLElement.prototype.hasPointerCapture = () => false;

beforeEach(() => {
  resetViewport();
  // The vendor area opens the live orders socket: tests get a fake one they can drive.
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // Again per test: a test's vi.unstubAllGlobals() would otherwise take it away from the next.
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  window.localStorage.clear();
});

// The files of a worker share one jsdom window and the modules they load (vitest.config.ts): what
// a test leaves in them is put back here, so that no file depends on which files ran before it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  notifications.clean();
  resetApiClient();
  forgetEarlyResponses();
  earlyPartnerConfig();
  // Its targets are gone with the rendered app: nothing is replayed, the document listener goes.
  replayEarlyClicks();
  declinedOrders.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

afterAll(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
});
