import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { replayEarlyClicks } from '@/shared/ssr/early-clicks';
import { type ServerMarkup, ServerMarkupContext } from '@/shared/ssr/server-markup';

/**
 * The root of a first screen the server rendered, on the server and in the browser alike (the two
 * trees must match for hydration): it tells the app what the server assumed until hydration is done.
 */
export function FirstScreenRoot({ markup, children }: { markup: ServerMarkup; children: ReactNode }) {
  const [assumed, setAssumed] = useState<ServerMarkup | null>(markup);
  // Effects run once the markup is hydrated: from then on the device's own values count, and the
  // taps made meanwhile reach the app.
  useEffect(() => {
    if (assumed) setAssumed(null);
    else replayEarlyClicks();
  }, [assumed]);
  return (
    <StrictMode>
      <ServerMarkupContext value={assumed}>{children}</ServerMarkupContext>
    </StrictMode>
  );
}
