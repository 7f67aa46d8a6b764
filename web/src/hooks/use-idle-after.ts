import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * False until the browser has been idle once after `ready` became true, then true for good: what
 * is below the fold renders in a task of its own, after what is in view has painted.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
