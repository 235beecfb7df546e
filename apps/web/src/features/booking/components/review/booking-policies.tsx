import type { Selection } from '../../logic/selection';

/**
 * Spec 2.10's policy text, with the cancellation terms of the rates actually chosen (each room's plan, as the
 * server described it for this stay) instead of one promise for every booking.
 */
export function BookingPolicies({ selection }: { selection: Selection }) {
  const rooms = Object.values(selection);
  return (
    <section aria-labelledby="policies-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="policies-title" className="text-base font-semibold text-slate-900">
        Booking policies
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {rooms.map((room) => (
          <li key={room.id} className="flex gap-3">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            <div>
              <p className="font-medium text-slate-900">
                {room.name}
                {room.ratePlanName ? `: ${room.ratePlanName}` : ''}
              </p>
              <p className="text-slate-600">
                {room.cancellationHeadline ?? 'Free cancellation up to 24 hours before check-in for a full refund.'}
              </p>
            </div>
          </li>
        ))}
        <li className="flex gap-3">
          <span aria-hidden="true" className="text-emerald-700">
            ✓
          </span>
          <div>
            <p className="font-medium text-slate-900">Instant confirmation</p>
            <p className="text-slate-600">Your booking is confirmed as soon as the payment goes through.</p>
          </div>
        </li>
      </ul>
    </section>
  );
}
