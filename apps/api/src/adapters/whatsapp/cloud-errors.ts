/**
 * Which of the Cloud API's refusals pass (try again later) and which never will (send it another way). Meta asks
 * that errors be told apart by their code, not the HTTP status: its throttling codes and its "temporary" ones pass;
 * every other code (131047 outside the 24-hour window, 131026 undeliverable, 132001 no such template, 190 an expired
 * token…) is final. Without a code, a 429 or a 5xx passes.
 */
const PASSING_CODES = new Set([
  1, // API Unknown: possibly a server error
  2, // API Service: down or overloaded
  4, // too many calls for the app
  80007, // the business account's rate limit
  130429, // Cloud API throughput reached
  131000, // something went wrong
  131016, // service unavailable
  131048, // spam rate limit
  131056, // too many messages to the same number (pair rate limit)
  131057, // the business account is in maintenance
  133004, // server temporarily unavailable
]);

export function isPassingCloudFailure(status: number, code: number | undefined): boolean {
  if (code !== undefined) return PASSING_CODES.has(code);
  return status === 429 || status >= 500;
}
