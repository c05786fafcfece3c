import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeWebSocket } from './fake-socket';
import { resetViewport } from './viewport';

// Pages and modals load their code on first use (lazy routes): on a busy machine transforming a
// page's modules the first time takes longer than the default second a findBy waits.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine needs them (STACK.md).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);

// A file's globals are jsdom's window (the vmThreads pool, vitest.config.ts), which has no web
// streams: react-dom's server renderer answers in them.
for (const [name, value] of Object.entries({ ReadableStream, WritableStream, TransformStream }))
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });

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

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
