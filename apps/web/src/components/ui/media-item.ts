/** An image or video shown by the carousel and the full-screen viewer. */
export interface MediaItem {
  url: string;
  /** Alternative text / caption. */
  title: string;
  type?: 'image' | 'video';
  width?: number | null;
  height?: number | null;
}

/** Index after stepping `by` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, by: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + by) % length) + length) % length;
}
