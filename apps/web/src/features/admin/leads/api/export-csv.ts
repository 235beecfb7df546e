import { todayIst } from '@staybook/contract/stay-dates';
import { useMutation } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { downloadFile } from '../../lib/console-api';

export type ExportKind = 'leads' | 'price-unlocks' | 'contact-messages';

/** Downloads the rows matching `filters` (without paging) as `<kind>-<today>.csv`. */
export function exportCsv(kind: ExportKind, filters: Filters): Promise<void> {
  const { page: _page, pageSize: _size, ...rest } = filters;
  return downloadFile(`/api/admin/${kind}.csv`, `${kind}-${todayIst()}.csv`, rest);
}

export function useExportCsv(kind: ExportKind) {
  return useMutation({ mutationFn: (filters: Filters) => exportCsv(kind, filters) });
}
