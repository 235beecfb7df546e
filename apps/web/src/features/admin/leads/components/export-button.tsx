import { toast } from '../../../../components/ui/toast';
import type { Filters } from '../../components/list-kit';
import { errorMessage } from '../../lib/console-api';
import { type ExportKind, useExportCsv } from '../api/export-csv';

/** "Export CSV": downloads every row matching the current filters (not only this page). */
export function ExportButton({ kind, filters, label }: { kind: ExportKind; filters: Filters; label: string }) {
  const exportRows = useExportCsv(kind);
  const busy = exportRows.isPending;
  const run = () =>
    exportRows.mutate(filters, {
      onSuccess: () => toast.success(`${label} exported.`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <button type="button" className="btn-outline" onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
