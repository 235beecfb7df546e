import { downloadFile } from '../../lib/console-api';

/**
 * A file a report offers: a table's CSV (`adminReportPaths.*Csv`, same query as the table) or a document's PDF. Fetched with the
 * staff token (a plain link cannot send it) and handed to the browser as a download (DownloadButton).
 */
export interface ReportDownload {
  path: string;
  filename: string;
  query?: Record<string, string | undefined>;
  /** The file's type, sent as `accept`. */
  accept?: string;
}

export function downloadReport({ path, filename, query, accept }: ReportDownload): Promise<void> {
  return downloadFile(path, filename, query, accept);
}
