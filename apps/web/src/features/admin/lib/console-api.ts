import { apiRequestBlob, type RequestOptions } from '../../../lib/api-client';

export { ApiError, apiRequest, errorMessage } from '../../../lib/api-client';

/**
 * Downloads a file the API serves behind the bearer token (CSV exports, PDFs): a plain link cannot send the token,
 * so the file is fetched and handed to the browser as a download.
 */
export async function downloadFile(
  path: string,
  filename: string,
  query?: RequestOptions['query'],
  accept = 'text/csv, */*',
): Promise<void> {
  const blob = await apiRequestBlob(path, { query, headers: { accept } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
