/** Whether a socket address is this machine (never read from X-Forwarded-For, which a client can write). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
