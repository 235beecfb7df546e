import type { ConfirmationFacts } from '../logic/confirmation-facts';

/** The confirmed stay at a glance: where, when (with the property's own times), rooms, plan and money. */
export function ConfirmationSummary({ facts }: { facts: ConfirmationFacts }) {
  return (
    <section aria-labelledby="confirmed-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <h2 id="confirmed-title" className="text-lg font-bold text-emerald-900">
        Your stay at {facts.propertyName} is confirmed
      </h2>
      <p className="text-sm text-emerald-900">
        Booking code <span className="font-mono font-semibold">{facts.code}</span>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm text-slate-900 sm:grid-cols-2">
        <Row term="Address" value={facts.address} />
        <Row term="Guests" value={facts.guests} />
        {facts.childAges && <Row term="Children’s ages" value={facts.childAges} />}
        {facts.bedRequest && <Row term="Requested" value={facts.bedRequest} />}
        <Row term="Check-in" value={facts.checkIn} />
        <Row term="Check-out" value={facts.checkOut} />
        <Row term="Rooms" value={facts.rooms.map((r) => `${r.name}: ${r.value}`).join('; ') || '—'} />
        <Row term="Nights" value={String(facts.nights)} />
        <Row term={facts.plans.length > 1 ? 'Plans' : 'Plan'} value={facts.plans.join('; ') || '—'} />
        <Row term="Total" value={facts.total} />
        <Row term="Paid" value={facts.paid} />
        <Row term="Due at the property" value={facts.dueAtProperty ?? 'Nothing — fully paid'} />
      </dl>
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
