import type { PricingRequest } from '@staybook/contract/booking';
import { useId, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { getPricing } from '../../api/get-pricing';
import { useCouponRefusalText } from './coupon-words';

interface CouponFieldProps {
  /** The stay as it would be priced now, without a coupon; null while there is nothing to price. */
  request: PricingRequest | null;
  applied: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The server refused the applied code for the current stay (dates or rooms changed since). */
  problem?: string | null;
}

/**
 * "Have a coupon?": the server checks the code by pricing the stay with it; its refusal is shown as sent in English,
 * in the page's words elsewhere.
 */
export function CouponField({ request, applied, onApply, onRemove, problem }: CouponFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useT('booking');
  const refusalText = useCouponRefusalText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const typed = code.trim().toUpperCase();
    if (!typed || !request) return;
    setChecking(true);
    setError(null);
    try {
      await getPricing({ ...request, couponCode: typed });
      onApply(typed);
      setCode('');
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? refusalText(err) : t('review.coupon.failed'));
    } finally {
      setChecking(false);
    }
  }

  if (applied)
    return (
      <section
        aria-label={t('review.coupon.label')}
        className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="text-slate-800">{t('review.coupon.applied', { code: applied })}</p>
          <button type="button" className="font-semibold text-teal-800 underline" onClick={onRemove}>
            {t('review.coupon.remove')}
          </button>
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-red-700">
            {problem}
          </p>
        )}
      </section>
    );

  return (
    <section aria-label={t('review.coupon.label')} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      {!open ? (
        <button type="button" className="font-semibold text-teal-800 underline" onClick={() => setOpen(true)}>
          {t('review.coupon.have')}
        </button>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <label htmlFor={id} className="block font-medium text-slate-800">
            {t('review.coupon.code')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={30}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase"
            />
            <button type="submit" className="btn-primary px-4" disabled={checking || !code.trim() || !request}>
              {checking ? t('review.coupon.checking') : t('review.coupon.apply')}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
