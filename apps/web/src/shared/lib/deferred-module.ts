import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Code the first screen does without (a menu's, a dialog's): downloaded on first use, or earlier by
 * `load` once the app is idle, and then at hand synchronously.
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

/** The module once `wanted` and loaded; undefined until then. */
export function useDeferredModule<T>(deferred: DeferredModule<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState(() => (wanted ? deferred.current() : undefined));
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    deferred.load().then(
      (loaded) => current && setModule(() => loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [deferred, wanted, module]);
  return wanted ? (module ?? deferred.current()) : undefined;
}

/**
 * A dialog whose code is deferred: its module loads at the first `open`; the dialog then mounts
 * closed and opens on the next render, so Mantine sees it open (and gives the focus back to the
 * button when it closes). It stays mounted afterwards: it animates out and keeps what was typed.
 */
export function useDeferredDialog<T>(deferred: DeferredModule<T>) {
  const [asked, setAsked] = useState(false);
  const [wanted, setWanted] = useState(false);
  const module = useDeferredModule(deferred, asked);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (module) setMounted(true);
  }, [module]);
  return {
    module,
    opened: wanted && mounted,
    open: () => {
      setAsked(true);
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
