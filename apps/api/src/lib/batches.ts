/**
 * Runs `batch` (one transaction's worth of work, answering how many rows it did) until one does fewer than `size`: the
 * retention jobs' loop (KYC documents, Form C records), so each transaction holds few locks and a run with nothing to
 * do costs one query. Returns the rows done in all.
 */
export async function inBatchesUntilShort(size: number, batch: () => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await batch();
    done += count;
    if (count < size) return done;
  }
}
