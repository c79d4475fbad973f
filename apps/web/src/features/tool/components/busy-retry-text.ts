/** What the page says while it waits out a busy server's Retry-After before sending again. */
export function busyRetryText(seconds: number): string {
  const wait = Math.max(1, seconds);
  return `The server is busy right now. Trying again in ${wait} second${wait === 1 ? '' : 's'}…`;
}
