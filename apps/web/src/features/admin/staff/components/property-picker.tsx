import { useFormContext } from 'react-hook-form';
import { PropertyChecklist } from '../../components/property-checklist';

/**
 * The properties a member may act on: "Every property" or a filtered checklist, bound to `allProperties` and
 * `propertyIds` of the surrounding form. Administrators work on every property.
 */
export function PropertyPicker({ properties }: { properties: readonly { id: string; name: string }[] }) {
  const role = useFormContext().watch('role') as string;
  if (role === 'admin') return <p className="text-sm text-slate-700">Administrators work on every property.</p>;
  return <PropertyChecklist legend="Properties" everyField="allProperties" properties={properties} />;
}
