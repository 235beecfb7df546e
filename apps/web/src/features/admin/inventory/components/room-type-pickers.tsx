import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';

/** The property and room type pickers of the per-room-type screens (rates & inventory, calendar sync). */
export function RoomTypePickers({
  idPrefix,
  properties,
  propertyId,
  roomTypeId,
  onProperty,
  onRoomType,
}: {
  /** Prefix of the selects' ids ('inventory'). */
  idPrefix: string;
  properties: InventoryPropertyOption[];
  propertyId: string;
  roomTypeId: string;
  onProperty: (id: string) => void;
  onRoomType: (id: string) => void;
}) {
  const cities = [...new Set(properties.map((p) => p.city))].sort();
  const property = properties.find((p) => p.id === propertyId);
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
      <div>
        <label className="label" htmlFor={`${idPrefix}-property`}>
          Property
        </label>
        <select
          id={`${idPrefix}-property`}
          className="input"
          value={propertyId}
          onChange={(e) => onProperty(e.target.value)}
        >
          <option value="">Choose a property…</option>
          {cities.map((city) => (
            <optgroup key={city} label={city}>
              {properties
                .filter((p) => p.city === city)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.archived ? ' (archived)' : ''}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${idPrefix}-room-type`}>
          Room type
        </label>
        <select
          id={`${idPrefix}-room-type`}
          className="input"
          value={roomTypeId}
          disabled={!property}
          onChange={(e) => onRoomType(e.target.value)}
        >
          {!property && <option value="">Choose a property first</option>}
          {property?.roomTypes.length === 0 && <option value="">This property has no room types</option>}
          {property?.roomTypes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
              {r.archived ? ' (archived)' : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
