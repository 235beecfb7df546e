import { useCallback, useEffect, useRef, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Calls `advance` every `intervalMs` unless paused (pointer over or focus inside) or the visitor asked for
 * reduced motion. `undefined` turns it off.
 */
export function useAutoAdvance(intervalMs: number | undefined, advance: () => void) {
  const [paused, setPaused] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    if (!intervalMs || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => advanceRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, paused]);

  return {
    paused,
    pause: useCallback(() => setPaused(true), []),
    resume: useCallback(() => setPaused(false), []),
  };
}
