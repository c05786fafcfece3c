import { useEffect, useState } from 'react';

/** A message that clears itself `ms` after it was set (e.g. the 5 s wrong-password notice). */
export function useTransientMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}
