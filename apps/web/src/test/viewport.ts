import { act } from '@testing-library/react';

/**
 * A matchMedia that answers width queries against a settable viewport width, so tests can switch
 * between the desktop header and the mobile layout.
 */
type Listener = (event: MediaQueryListEvent) => void;

const DEFAULT_WIDTH = 1280;
let width = DEFAULT_WIDTH;
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

const toPx = (value: string, unit: string): number =>
  unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value);

export function evaluateMediaQuery(query: string, viewportWidth: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value = '0', unit = 'px']) =>
    kind === 'min' ? viewportWidth >= toPx(value, unit) : viewportWidth <= toPx(value, unit),
  );
}

function matchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>(), last: evaluateMediaQuery(query, width) };
  lists.add(entry);
  const list = {
    get matches() {
      return evaluateMediaQuery(query, width);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });

/** Resizes the window and tells every media query listener whose answer changed. */
export function setViewportWidth(next: number): void {
  act(() => {
    width = next;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: next });
    for (const entry of lists) {
      const matches = evaluateMediaQuery(entry.query, width);
      if (matches === entry.last) continue;
      entry.last = matches;
      for (const listener of entry.listeners)
        listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
    window.dispatchEvent(new Event('resize'));
  });
}

export function resetViewport(): void {
  width = DEFAULT_WIDTH;
  lists.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_WIDTH });
}
