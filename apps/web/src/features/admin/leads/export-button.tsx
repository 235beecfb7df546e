import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import type { Filters } from '../components/list-kit';
import { errorMessage } from '../lib/console-api';
import { type ExportKind, exportCsv } from './engagement-api';

/** "Export CSV": downloads every row matching the current filters (not only this page). */
export function ExportButton({ kind, filters, label }: { kind: ExportKind; filters: Filters; label: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportCsv(kind, filters);
      toast.success(`${label} exported.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
