import type { BookingSummary } from '@staybook/contract/booking';
import { StayImage } from '../../../components/ui/stay-image';
import { formatInr, formatInrMoved } from '../../../lib/format';
import { useFormats, useT } from '../../../lib/i18n';
import { usePaidOnlineText, usePaymentSummaryText, useRefundText, useStatusText } from './booking-texts';
import { StatusBadge } from './status-badge';

/** Credited reads as done, a failed refund as needing attention (its text says a person is on it), else in progress. */
const REFUND_TONES: Record<NonNullable<BookingSummary['refund']>['state'], string> = {
  pending: 'bg-sky-50 text-sky-900',
  sent: 'bg-sky-50 text-sky-900',
  credited: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-amber-50 text-amber-900',
};

/** Spec 2.12 property hero, with the amount actually paid (not the original's fixed placeholder). */
export function BookingHero({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  const { day } = useFormats();
  const statusText = useStatusText();
  const paymentSummary = usePaymentSummaryText(summary);
  const paidOnline = usePaidOnlineText(summary);
  const image = summary.property.featuredImage.images[0]?.url ?? null;
  return (
    <section
      aria-label={t('bookings.hero.label')}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <StayImage
        src={image}
        sizes="(min-width: 768px) 768px, 100vw"
        alt={summary.property.name}
        width={1280}
        height={640}
        className="aspect-[2/1] w-full object-cover sm:aspect-[3/1]"
      />
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-slate-900">{summary.property.name}</h2>
            <p className="text-sm text-slate-600">{summary.property.address}</p>
          </div>
          <StatusBadge status={summary.status} />
        </div>
        <p className="text-sm text-slate-700">{statusText(summary.statusText)}</p>
        {/* After a cancellation: what was paid and where the refund is, never a bare "₹0 paid". */}
        {summary.refund && <RefundStatus refund={summary.refund} />}
        {/* Deposit and pay-at-property stays say what was paid and what the property still collects. */}
        {paymentSummary && (summary.paymentPolicy ?? 'pay_now') !== 'pay_now' && (
          <p className="text-sm font-medium text-slate-900">{paymentSummary}</p>
        )}
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div>
            <dt className="text-slate-600">{t('bookings.hero.bookingId')}</dt>
            <dd className="font-semibold text-slate-900">{summary.code}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('bookings.hero.amountPaid')}</dt>
            <dd className="font-semibold text-slate-900">
              {formatInrMoved((summary.refund?.paid ?? summary.amountPaid) + (summary.amountPaidAtProperty ?? 0))}{' '}
              <span className="text-xs font-normal text-slate-600">{t('bookings.hero.inclTax')}</span>
            </dd>
            {paidOnline && <dd className="mt-0.5 text-xs text-slate-600">{paidOnline}</dd>}
          </div>
        </dl>
        {summary.discounts && summary.discounts.length > 0 && (
          <section
            aria-label={t('bookings.hero.savings')}
            className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            <ul className="space-y-1">
              {summary.discounts.map((d) => (
                <li key={d.label} className="flex justify-between gap-3">
                  <span>{d.label}</span>
                  <span className="font-semibold">−{formatInr(d.amount)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-emerald-800">{t('bookings.hero.savedNote')}</p>
          </section>
        )}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t('bookings.hero.checkIn')}</dt>
            <dd className="font-semibold text-slate-900">{day(summary._startDate)}</dd>
          </div>
          <div className="text-center">
            <dt className="text-slate-600">{t('bookings.hero.nights')}</dt>
            <dd className="font-semibold text-slate-900">{summary.nights}</dd>
          </div>
          <div className="text-right">
            <dt className="text-slate-600">{t('bookings.hero.checkOut')}</dt>
            <dd className="font-semibold text-slate-900">{day(summary._endDate)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** Where the money coming back is, in the page's language (English: the API's sentence). */
function RefundStatus({ refund }: { refund: NonNullable<BookingSummary['refund']> }) {
  const text = useRefundText(refund);
  return (
    <p role="status" className={`rounded-xl p-3 text-sm ${REFUND_TONES[refund.state]}`}>
      {text}
    </p>
  );
}
