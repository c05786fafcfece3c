import { useMediaQuery } from '@mantine/hooks';
import { createContext, type Dispatch, type SetStateAction, useContext, useEffect, useState } from 'react';

/**
 * What the server assumed when it rendered the first screen as HTML (app/render-first-screen.tsx):
 * the moment and the width of the device's viewport. While that HTML is rendered and then hydrated,
 * every value that depends on the device or the clock must come out as the server's did, or React
 * throws the markup away; right after hydration the device's own values take over.
 */
export interface ServerMarkup {
  /** Epoch milliseconds the server rendered at. */
  renderedAt: number;
  /**
   * The viewport width rendered for: the device's, as its last visit or its client hint told it,
   * or for a device new to the server the one a device of its kind most likely has.
   */
  viewportWidth: number;
}

export const ServerMarkupContext = createContext<ServerMarkup | null>(null);

/** Non-null while the server renders the first screen and while the browser hydrates it. */
export const useServerMarkup = (): ServerMarkup | null => useContext(ServerMarkupContext);

/**
 * State first read from the device (storage, permissions): the assumed value while server markup is
 * rendered or hydrated (the server cannot read the device), the device's own from then on. `read`
 * must be one function for the component's life (a module's), as a hook's callback would be.
 */
export function useDeviceState<T>(read: () => T, assumed: T): [T, Dispatch<SetStateAction<T>>] {
  const markup = useServerMarkup();
  const [value, setValue] = useState(() => (markup ? assumed : read()));
  // Whether this component was first rendered over server markup: then, once hydrated, it reads.
  const [hydrating] = useState(markup !== null);
  useEffect(() => {
    if (hydrating) setValue(read());
  }, [hydrating, read]);
  return [value, setValue];
}

/** A viewport width range, as a media query and as a test of a known width. */
export interface WidthRange {
  minWidth?: number;
  maxWidth?: number;
}

export const widthMediaQuery = ({ minWidth, maxWidth }: WidthRange): string =>
  [
    minWidth !== undefined && `(min-width: ${minWidth}px)`,
    maxWidth !== undefined && `(max-width: ${maxWidth}px)`,
  ]
    .filter(Boolean)
    .join(' and ');

export const widthInRange = (width: number, { minWidth, maxWidth }: WidthRange): boolean =>
  (minWidth === undefined || width >= minWidth) && (maxWidth === undefined || width <= maxWidth);

/**
 * Whether the viewport is in `range`; in server markup, whether the width rendered for is. Once
 * hydrated, the viewport's own width counts: where the server's was wrong (a guess for a new
 * device), the component renders once more.
 */
export function useWidthRange(range: WidthRange): boolean {
  const markup = useServerMarkup();
  // Without an assumed value the hook reads the viewport at once (a boolean would be taken as is).
  return useMediaQuery(
    widthMediaQuery(range),
    markup ? widthInRange(markup.viewportWidth, range) : undefined,
    {
      getInitialValueInEffect: markup !== null,
    },
  );
}
