import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { PropertyChecklist } from '../../components/property-checklist';

/**
 * Where an extra is offered (docs/folios-and-extras.md): every property (the extra's `propertyIds` empty) or the ones
 * chosen, bound to `everyProperty` and `propertyIds` of the extra's form.
 */
export function ExtraProperties({ properties }: { properties: readonly DeskPropertyOption[] }) {
  return (
    <PropertyChecklist
      className="mt-4"
      legend="Offered at"
      everyField="everyProperty"
      properties={properties.map((p) => ({ id: p.id, name: p.name, detail: p.city }))}
    />
  );
}
