/** Spec 4: confirm, then open the third-party page in a new tab; the room is never added. */
export function openExternalBooking(url: string): void {
  const ok = window.confirm(`This room has an external booking link. Would you like to be redirected to ${url}?`);
  if (ok) window.open(url, '_blank', 'noopener,noreferrer');
}
