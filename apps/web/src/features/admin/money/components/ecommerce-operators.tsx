import {
  type EcommerceOperator,
  type EcommerceSection,
  ecommerceOperatorInputSchema,
  ecommerceSectionLabels,
  ecommerceSections,
} from '@staybook/contract/ecommerce-operators';
import { type FormEvent, useId, useState } from 'react';
import { SaveError } from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { Badge, Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { useEcommerceOperators, useSaveEcommerceOperator } from '../api/ecommerce-operators';
import { useTaxRegistrations } from '../api/tax-registrations';

/**
 * The register of OTAs the brand sells through (issue 41): GSTR-1 names each one's GSTIN in the hotel's state as the
 * e-commerce operator of the stays sold through it (Table 14), and the desk chooses an OTA booking's channel from it.
 */
export function EcommerceOperators() {
  const operators = useEcommerceOperators();
  const [editing, setEditing] = useState<EcommerceOperator | 'new' | null>(null);
  return (
    <Panel title="OTAs (e-commerce operators)">
      <p className="mb-3 text-sm text-slate-600">
        The channels the desk can enter an OTA booking from. GSTR-1 reports those stays as supplied through the OTA, by
        its GSTIN in the property’s state: an OTA booking without one is listed as incomplete in Reports → Documents.
      </p>
      <QueryState query={operators} loading="Loading the OTAs">
        {(data) => (
          <div className="space-y-4">
            {data.length === 0 ? (
              <p className="text-sm text-slate-600">No OTA in the register yet.</p>
            ) : (
              <OperatorTable operators={data} onChange={setEditing} />
            )}
            {editing ? (
              <OperatorForm
                key={editing === 'new' ? 'new' : editing.id}
                operator={editing === 'new' ? null : editing}
                onDone={() => setEditing(null)}
              />
            ) : (
              <button type="button" className="btn-outline" onClick={() => setEditing('new')}>
                Add an OTA
              </button>
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function OperatorTable({
  operators,
  onChange,
}: {
  operators: EcommerceOperator[];
  onChange: (o: EcommerceOperator) => void;
}) {
  const columns = [
    {
      header: 'OTA',
      rowHeader: true,
      cell: (o: EcommerceOperator) => (
        <>
          {o.name} {!o.active && <Badge tone="slate">Not offered</Badge>}
          {o.legalName && <span className="block text-xs text-slate-600">{o.legalName}</span>}
        </>
      ),
    },
    { header: 'Section', cell: (o: EcommerceOperator) => ecommerceSectionLabels[o.section] },
    {
      header: 'GSTIN by state',
      cell: (o: EcommerceOperator) =>
        o.gstins.length ? (
          <ul>
            {o.gstins.map((g) => (
              <li key={g.stateCode}>
                {g.state}: <span className="font-mono">{g.gstin}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-amber-900">None: its stays are incomplete for GSTR-1</span>
        ),
    },
    { header: 'Bookings', className: 'text-right tabular-nums', cell: (o: EcommerceOperator) => o.bookings },
    {
      header: 'Change',
      cell: (o: EcommerceOperator) => (
        <button type="button" className="btn-outline" aria-label={`Change ${o.name}`} onClick={() => onChange(o)}>
          Change
        </button>
      ),
    },
  ];
  return (
    <DataTable
      label="OTAs table"
      caption="The OTAs the brand sells through: section, GSTIN in each state, bookings"
      columns={columns}
      rows={operators}
      rowKey={(o) => o.id}
      minWidth="min-w-[720px]"
    />
  );
}

/** Adds or changes an OTA: a GSTIN per state the brand is registered in, each checked before it is sent. */
function OperatorForm({ operator, onDone }: { operator: EcommerceOperator | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveEcommerceOperator();
  const states = useTaxRegistrations().data?.registrations ?? [];
  const [name, setName] = useState(operator?.name ?? '');
  const [legalName, setLegalName] = useState(operator?.legalName ?? '');
  const [section, setSection] = useState<EcommerceSection>(operator?.section ?? '52');
  const [active, setActive] = useState(operator?.active ?? true);
  const [gstins, setGstins] = useState<Record<string, string>>(
    Object.fromEntries((operator?.gstins ?? []).map((g) => [g.stateCode, g.gstin])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The brand's states, and any state the operator already has a GSTIN in.
  const stateRows = [
    ...states.map((r) => ({ stateCode: r.stateCode as string, state: r.state })),
    ...(operator?.gstins ?? [])
      .filter((g) => !states.some((r) => r.stateCode === g.stateCode))
      .map((g) => ({ stateCode: g.stateCode, state: g.state })),
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      legalName,
      section,
      active,
      gstins: stateRows
        .filter((s) => (gstins[s.stateCode] ?? '').trim())
        .map((s) => ({ stateCode: s.stateCode, gstin: gstins[s.stateCode]!.trim() })),
    };
    const parsed = ecommerceOperatorInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key =
          field === 'gstins' && typeof index === 'number' ? `gstin-${input.gstins[index]?.stateCode}` : String(field);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: operator?.id ?? null, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} is saved in the register of OTAs.`);
          onDone();
        },
      },
    );
  };
  const field = (key: string, label: string, control: React.ReactNode, hint?: string) => (
    <div>
      <label className="label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {control}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  return (
    <form aria-label="OTA" noValidate onSubmit={onSubmit} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'name',
          'Name',
          <input
            id={`${id}-name`}
            className="input"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...invalid('name')}
          />,
          'As the desk knows it, for example Booking.com.',
        )}
        {field(
          'legalName',
          'Legal name (optional)',
          <input
            id={`${id}-legalName`}
            className="input"
            maxLength={200}
            value={legalName}
            onChange={(e) => setLegalName(e.target.value)}
          />,
          'Printed in GSTR-1 as the operator’s name.',
        )}
        {field(
          'section',
          'Section',
          <select
            id={`${id}-section`}
            className="input"
            value={section}
            onChange={(e) => setSection(e.target.value as EcommerceSection)}
          >
            {ecommerceSections.map((s) => (
              <option key={s} value={s}>
                {ecommerceSectionLabels[s]}
              </option>
            ))}
          </select>,
          'A registered hotel selling through an OTA: it collects tax at source (section 52).',
        )}
        <label className="flex items-center gap-2 self-end text-sm text-slate-800">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          Offered to the desk
        </label>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="label">GSTIN in each state (its first two digits are the state’s code)</legend>
        {stateRows.map((s) => (
          <div key={s.stateCode}>
            {field(
              `gstin-${s.stateCode}`,
              `GSTIN in ${s.state}`,
              <input
                id={`${id}-gstin-${s.stateCode}`}
                className="input font-mono uppercase"
                maxLength={20}
                value={gstins[s.stateCode] ?? ''}
                onChange={(e) => setGstins({ ...gstins, [s.stateCode]: e.target.value.toUpperCase() })}
                {...invalid(`gstin-${s.stateCode}`)}
              />,
            )}
          </div>
        ))}
      </fieldset>
      <SaveError error={save.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save OTA'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
