import { gstStates } from '@staybook/contract/gst';
import type {
  TaxRegistrationForm as FormValues,
  TaxRegistrations as Registrations,
  TaxRegistration,
} from '@staybook/contract/tax-registrations';
import { useState } from 'react';
import { Badge, Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { useTaxRegistrations } from '../api/tax-registrations';
import { RegistrationForm } from './tax-registration-form';

/**
 * The brand's GST registrations (issue 41): each property is invoiced from its state's GSTIN, in that registration's
 * own series, and each registration files its own return.
 */
export function TaxRegistrations() {
  const registrations = useTaxRegistrations();
  const [editing, setEditing] = useState<FormValues | null>(null);
  return (
    <Panel title="GST registrations">
      <p className="mb-3 text-sm text-slate-600">
        A stay is invoiced from the GSTIN of the state its property is in, with CGST and SGST of that state, in that
        registration’s own numbering. Each GSTIN files its own GSTR-1.
      </p>
      <QueryState query={registrations} loading="Loading the registrations">
        {(data) => (
          <div className="space-y-4">
            <Unregistered unregistered={data.unregistered} />
            <RegistrationTable data={data} onChange={(r) => setEditing(r)} />
            {editing ? (
              <RegistrationForm key={editing.stateCode} initial={editing} onDone={() => setEditing(null)} />
            ) : (
              <button
                type="button"
                className="btn-outline"
                onClick={() =>
                  setEditing({
                    stateCode: (data.unregistered[0] && stateCodeOf(data.unregistered[0].state)) ?? '30',
                    gstin: '',
                    legalName: data.registrations[0]?.legalName ?? '',
                    address: '',
                  })
                }
              >
                Add a registration
              </button>
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

const stateCodeOf = (name: string) =>
  Object.entries(gstStates).find(([, n]) => n === name)?.[0] as FormValues['stateCode'] | undefined;

function Unregistered({ unregistered }: { unregistered: Registrations['unregistered'] }) {
  if (!unregistered.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">States on sale without a registration (production will not start):</p>
      <ul className="mt-1 list-disc pl-5">
        {unregistered.map((u) => (
          <li key={u.state}>
            {u.state}: {u.properties.join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RegistrationTable({ data, onChange }: { data: Registrations; onChange: (r: FormValues) => void }) {
  const columns = [
    {
      header: 'State',
      rowHeader: true,
      cell: (r: TaxRegistration) => (
        <>
          {r.state} {r.isHome && <Badge tone="blue">Home</Badge>}
        </>
      ),
    },
    { header: 'GSTIN', className: 'font-mono whitespace-nowrap', cell: (r: TaxRegistration) => r.gstin },
    {
      header: 'Legal name and address',
      cell: (r: TaxRegistration) => (
        <>
          <span className="font-medium">{r.legalName}</span>
          <br />
          <span className="text-slate-600">{r.address}</span>
          {r.source === 'configuration' && (
            <span className="block text-xs text-slate-500">From the server’s BRAND_* settings</span>
          )}
        </>
      ),
    },
    {
      header: 'Series',
      className: 'font-mono whitespace-nowrap',
      cell: (r: TaxRegistration) => `${r.series.invoice} · ${r.series.creditNote} · ${r.series.debitNote}`,
    },
    { header: 'Properties', className: 'text-right tabular-nums', cell: (r: TaxRegistration) => r.properties },
    {
      header: 'Change',
      cell: (r: TaxRegistration) => (
        <button
          type="button"
          className="btn-outline"
          aria-label={`Change the registration in ${r.state}`}
          onClick={() =>
            onChange({ stateCode: r.stateCode, gstin: r.gstin, legalName: r.legalName, address: r.address })
          }
        >
          Change
        </button>
      ),
    },
  ];
  return (
    <DataTable
      label="GST registrations table"
      caption="The brand's GST registrations: state, GSTIN, legal name and address, document series, properties"
      columns={columns}
      rows={data.registrations}
      rowKey={(r) => r.stateCode}
      minWidth="min-w-[760px]"
    />
  );
}
