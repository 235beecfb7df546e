import { adminReportPaths, type Gstr3b } from '@staybook/contract/admin-reports';
import { Panel } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { QueryState } from '../../components/query-state';
import { formatInrExact } from '../../logic/exact-money';
import { downloadReport } from '../api/download-report';
import { useGstr3b } from '../api/get-gstr3b';

type Place = Gstr3b['interStateUnregistered'][number];
const num = 'text-right tabular-nums whitespace-nowrap';

const placeColumns = [
  { header: 'Place of supply', rowHeader: true, cell: (p: Place) => p.placeOfSupply },
  {
    header: 'Taxable value',
    headerClassName: 'text-right',
    className: num,
    cell: (p: Place) => formatInrExact(p.taxableValue),
  },
  { header: 'IGST', headerClassName: 'text-right', className: num, cell: (p: Place) => formatInrExact(p.igst) },
];

/** GSTR-3B's figures of the month beside GSTR-1's (issue 41): 3.1(a), 3.1(c) and 3.2 by place of supply, and its CSV. */
export function Gstr3bPanel({ month, gstin }: { month: string; gstin: string | undefined }) {
  const query = useGstr3b(month, gstin);
  return (
    <Panel title="GSTR-3B">
      <QueryState query={query} loading="Loading GSTR-3B">
        {(data) => (
          <div className="space-y-3">
            <dl
              aria-label="GSTR-3B 3.1"
              className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums"
            >
              <dt className="text-slate-600">3.1(a) Outward taxable supplies: taxable value</dt>
              <dd className="text-right">{formatInrExact(data.outwardTaxable.taxableValue)}</dd>
              <dt className="text-slate-600">IGST</dt>
              <dd className="text-right">{formatInrExact(data.outwardTaxable.igst)}</dd>
              <dt className="text-slate-600">CGST</dt>
              <dd className="text-right">{formatInrExact(data.outwardTaxable.cgst)}</dd>
              <dt className="text-slate-600">SGST</dt>
              <dd className="text-right">{formatInrExact(data.outwardTaxable.sgst)}</dd>
              <dt className="text-slate-600">3.1(c) Nil rated</dt>
              <dd className="text-right">{formatInrExact(data.nilRated.taxableValue)}</dd>
            </dl>
            <h3 className="text-sm font-semibold text-slate-900">3.2 Inter-state supplies to unregistered persons</h3>
            {data.interStateUnregistered.length === 0 ? (
              <p className="text-sm text-slate-600">None in this month.</p>
            ) : (
              <DataTable
                label="GSTR-3B 3.2 table"
                caption="Inter-state supplies to unregistered persons by place of supply"
                columns={placeColumns}
                rows={data.interStateUnregistered}
                rowKey={(p) => p.placeOfSupply}
                minWidth="min-w-[480px]"
              />
            )}
            <DownloadButton
              label="Download GSTR-3B CSV"
              className="btn-outline whitespace-nowrap"
              download={() =>
                downloadReport({
                  path: adminReportPaths.gstr3bCsv,
                  filename: `gstr3b-${month}.csv`,
                  query: { month, gstin },
                })
              }
            />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
