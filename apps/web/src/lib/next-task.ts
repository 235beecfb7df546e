/**
 * Resolves in a later task of the event loop, so the browser can paint and answer input in between. Work split at
 * these points never holds the main thread as one long task (on a slow phone, anything over 50 ms is felt as a tap
 * that does nothing). `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued
 * tasks), else a message to this window's own channel, which, unlike a timer, is never clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
