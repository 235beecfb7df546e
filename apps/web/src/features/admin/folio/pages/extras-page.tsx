import { type Extra, extraUnitLabels } from '@staybook/contract/folio';
import { formatInr } from '@staybook/contract/money';
import { useState } from 'react';
import { Badge, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { useExtras, usePropertyChoices } from '../api/folio';
import { ExtraForm } from '../components/extra-form';

/**
 * Extras (issue 44): what the desk can add to a folio — name, SAC, GST rate (or as the room), price and unit — as
 * data, for the brand's administrators. docs/folios-and-extras.md says which SAC and rate each demo extra carries.
 */
export default function ExtrasPage() {
  const extras = useExtras();
  const properties = usePropertyChoices();
  const propertyName = new Map((properties.data ?? []).map((p) => [p.id, p.name]));
  const [editing, setEditing] = useState<Extra | 'new' | null>(null);
  const [said, setSaid] = useState('');
  const done = (message: string) => {
    setEditing(null);
    setSaid(message);
  };
  return (
    <div>
      <PageHeader
        title="Extras"
        help="Transfers, meals, late check-out and the rest the desk adds to a folio, each with its SAC and GST rate."
        actions={
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            Add an extra
          </button>
        }
      />
      <p role="status" className="mb-2 min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
      {editing && (
        <ExtraForm
          key={editing === 'new' ? 'new' : editing.id}
          extra={editing === 'new' ? null : editing}
          onDone={done}
        />
      )}
      <Panel className="mt-4">
        <QueryState query={extras} loading="Loading the extras" isEmpty={(d) => d.length === 0} empty="No extra yet.">
          {(list) => (
            <ScrollRegion label="Extras, scroll sideways">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Extras</caption>
                <thead className="text-left text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Extra
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Price
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      SAC
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      GST
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Where
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {list.map((e) => (
                    <tr key={e.id}>
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                        {e.name} {!e.active && <Badge>Not offered</Badge>}
                        {e.active && e.offeredOnline && <Badge>Online</Badge>}
                        {e.description && <span className="block font-normal text-slate-600">{e.description}</span>}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                        {formatInr(e.price)} {extraUnitLabels[e.unit]}
                      </td>
                      <td className="py-2 pr-3 tabular-nums">{e.sac}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {e.gstRate === null ? 'As the room' : `${e.gstRate}%`}
                      </td>
                      <td className="py-2 pr-3">
                        {e.propertyIds.length === 0
                          ? 'Every property'
                          : e.propertyIds.map((id) => propertyName.get(id) ?? 'A property no longer listed').join(', ')}
                      </td>
                      <td className="py-2">
                        <button
                          type="button"
                          className="btn-outline"
                          aria-label={`Change ${e.name}`}
                          onClick={() => setEditing(e)}
                        >
                          Change
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
