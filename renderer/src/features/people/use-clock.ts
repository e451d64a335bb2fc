import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs` (presence and local times move slowly). */
export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
