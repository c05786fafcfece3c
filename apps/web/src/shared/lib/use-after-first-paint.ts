import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render after `key` takes a value, true from the render right after it, which
 * runs as a transition once the first has committed. A long list renders what a screen holds first
 * and the rest a moment later: on a kitchen tablet every card or tile costs milliseconds, and the
 * top of the list is what is read first.
 */
export function useAfterFirstPaint(key: unknown = null): boolean {
  const [painted, setPainted] = useState<{ key: unknown } | null>(null);
  useEffect(() => startTransition(() => setPainted({ key })), [key]);
  return painted !== null && Object.is(painted.key, key);
}
