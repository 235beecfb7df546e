import { useT } from '../../../lib/i18n';
import type { ConfirmationFacts } from '../logic/confirmation-facts';
import './booking-voucher.css';
import { useConfirmationWords, useStayTexts } from './confirmation-texts';
import { VoucherQr } from './voucher-qr';

/**
 * The voucher the guest shows at the desk: the code (as text and QR), the whole party and what they asked for, the
 * stay, the money with its GST, the cancellation terms as booked and the hotel's phone.
 */
export function BookingVoucher({ facts }: { facts: ConfirmationFacts }) {
  const t = useT('confirmation');
  const stay = useStayTexts(facts);
  const words = useConfirmationWords(facts);
  return (
    <section
      id="booking-voucher"
      aria-labelledby="voucher-title"
      className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('confirm.voucher.kicker')}</p>
          <h2 id="voucher-title" className="mt-1 text-lg font-bold text-slate-900">
            {facts.propertyName}
          </h2>
          <p className="text-sm text-slate-600">{facts.address}</p>
          <p className="mt-3 text-xs text-slate-600">{t('confirm.code')}</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">{facts.code}</p>
        </div>
        <VoucherQr value={facts.code} label={t('confirm.qr', { code: facts.code })} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {facts.primaryGuest && <Fact term={t('confirm.guest')} value={facts.primaryGuest} />}
        <Fact term={t('confirm.guests')} value={words.guests} />
        {words.childAges && <Fact term={t('confirm.childAges')} value={words.childAges} />}
        {words.bedRequest && <Fact term={t('confirm.requested')} value={words.bedRequest} />}
        <Fact term={t('confirm.checkIn')} value={stay.checkIn} />
        <Fact term={t('confirm.checkOut')} value={stay.checkOut} />
        {words.rooms.map((r) => (
          <Fact key={r.name} term={r.name} value={r.value} />
        ))}
        <Fact term={t('confirm.roomCharges')} value={facts.roomCharges} />
        <Fact term={t('confirm.gst')} value={facts.tax} />
        {facts.extras.map((e) => (
          <Fact key={e.name} term={e.name} value={e.value} />
        ))}
        <Fact term={t('confirm.total')} value={facts.total} />
        <Fact term={t('confirm.paid')} value={facts.paid} />
        <Fact term={t('confirm.due')} value={facts.dueAtProperty ?? t('confirm.nothing')} />
        {facts.hotelPhone && <Fact term={t('confirm.hotelPhone')} value={facts.hotelPhone} />}
      </dl>
      {words.cancellation.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="text-slate-600">{t('confirm.cancellation')}</p>
          <ul className="font-semibold text-slate-900">
            {words.cancellation.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('confirm.voucher.note')}</p>
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
