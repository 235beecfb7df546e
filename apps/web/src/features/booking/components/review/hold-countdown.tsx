import { useEffect, useState } from 'react';
import { useT } from '../../../../lib/i18n';

/** "14:05" for the seconds left; never negative. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function secondsLeft(holdExpiresAt: number, nowMs: number): number {
  return Math.max(0, holdExpiresAt - Math.floor(nowMs / 1000));
}

/** Ticks every second until the hold's expiry; answers the seconds left. */
export function useSecondsLeft(holdExpiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (holdExpiresAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [holdExpiresAt]);
  return holdExpiresAt === null ? null : secondsLeft(holdExpiresAt, now);
}

interface HoldCountdownProps {
  seconds: number;
  onStartAgain: () => void;
}

/** The hold on the rooms, shown as a countdown; once it lapses, say so and offer to start again. */
export function HoldCountdown({ seconds, onStartAgain }: HoldCountdownProps) {
  const t = useT('booking');
  if (seconds <= 0) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">{t('review.hold.expired')}</p>
        <p className="mt-1">{t('review.hold.expiredText')}</p>
        <button type="button" className="btn-primary mt-3" onClick={onStartAgain}>
          {t('review.hold.startAgain')}
        </button>
      </div>
    );
  }
  // Announce only at whole minutes so screen readers are not flooded every second.
  const minutes = Math.ceil(seconds / 60);
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-sand-50 p-4 text-sm">
      <p className="text-slate-800">
        {t('review.hold.held')}
        <span className="sr-only" aria-live="polite">
          {' '}
          {t('review.hold.minutes', { count: minutes })}
        </span>
      </p>
      <p className="font-mono text-lg font-bold text-amber-900 tabular-nums" aria-hidden="true">
        {formatRemaining(seconds)}
      </p>
    </div>
  );
}
