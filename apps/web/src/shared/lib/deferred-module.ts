import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Code the first screen does without (a menu's, a dialog's): downloaded on first use, or earlier by
 * `load` once the app is idle, and then at hand synchronously. Such code is the board's (Mantine's
 * menu and notices, the modal host, the board's own dialogs): it shows with the board's strings.
 */
export interface DeferredModule<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // A failed download (the network dropped) is tried again on the next use.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => module,
  };
}

/**
 * Loads the module and hands it to `use`, trying again every `retryMs` while the download fails (the
 * network dropped): for code that must come, however late. Returns what stops it (`use` is then
 * not called).
 */
export function loadUntilLoaded<T>(
  deferred: DeferredModule<T>,
  retryMs: number,
  use: (module: T) => void,
): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    deferred.load().then(
      (module) => {
        if (!stopped) use(module);
      },
      () => {
        if (!stopped) retry = setTimeout(attempt, retryMs);
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(retry);
  };
}

/**
 * The module once asked for (`asks` > 0) and loaded; undefined until then. Each new ask after a
 * failed download (the network dropped) tries again.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>, asks: number): T | undefined {
  const [module, setModule] = useState(() => (asks > 0 ? deferred.current() : undefined));
  useEffect(() => {
    if (asks === 0 || module) return;
    let current = true;
    deferred.load().then(
      (loaded) => current && setModule(() => loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [deferred, asks, module]);
  return asks > 0 ? (module ?? deferred.current()) : undefined;
}

/**
 * A dialog whose code is deferred: its module loads at the first `open`; the dialog then mounts
 * closed and opens on the next render, so Mantine sees it open (and gives the focus back to the
 * button when it closes). It stays mounted afterwards: it animates out and keeps what was typed.
 */
export function useDeferredDialog<T>(deferred: DeferredModule<T>) {
  const [asks, setAsks] = useState(0);
  const [wanted, setWanted] = useState(false);
  const module = useDeferredModule(deferred, asks);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (module) setMounted(true);
  }, [module]);
  return {
    module,
    opened: wanted && mounted,
    open: () => {
      setAsks((count) => count + 1);
      setWanted(true);
    },
    close: () => setWanted(false),
  };
}

/**
 * Downloads deferred modules once the app is idle after its first screen, so the first press on a
 * menu or dialog does not wait for the network. Fixed for the component's life.
 */
export function usePreloadModulesWhenIdle(modules: readonly DeferredModule<unknown>[]): void {
  const [preloaded] = useState(modules);
  useEffect(
    () =>
      whenIdle(() => {
        for (const module of preloaded) module.load().catch(() => {});
      }),
    [preloaded],
  );
}
