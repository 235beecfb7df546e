/**
 * Hands a fetched file to the browser as a download under `filename`: files behind the bearer token (a tax invoice,
 * an export) are fetched with it and saved from memory, because a plain link cannot send the token.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
