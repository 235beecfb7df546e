import { onTestFinished, vi } from 'vitest';

/**
 * Records the files the page hands the browser (an object URL clicked as a download link), instead of jsdom
 * navigating: the names saved, in order.
 */
export function recordDownloads(): string[] {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:report') saved.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}
