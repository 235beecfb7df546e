import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second while it runs. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = deadline > now;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(0), []);
  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), start, reset };
}
