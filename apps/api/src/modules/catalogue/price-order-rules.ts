/**
 * A page of the list under a price order or price filter, pricing as few properties as bounds allow (issue 42). Pure:
 * the candidates are 0 … count − 1 in the list's base order; `bounds(i)` brackets candidate i's card figure (whole
 * rupees a night) and `price(indices)` gives the figures themselves (null: the property cannot be priced, then it is
 * not listed). The answer is exactly the one every candidate priced would give — filtered to [min, max], stably sorted
 * by the figure over the base order (ascending or descending), the page cut, the total counted:
 *
 * - A candidate whose bounds fall wholly inside the filter counts without being priced; wholly outside, it is dropped;
 *   across an edge, it is priced.
 * - A sort takes candidates by their key — (figure, place), or (−figure, place) descending — using a bound's key until
 *   priced: a bound's key is never after the candidate's own, so once the first offset + limit keys are all priced
 *   ones, nothing unpriced can come before them.
 */
export interface PriceOrder {
  count: number;
  bounds: (i: number) => { floor: number; ceiling: number };
  min?: number | undefined;
  max?: number | undefined;
  sort: 'asc' | 'desc' | null;
  offset: number;
  limit: number;
}

export async function pricePageInOrder(
  order: PriceOrder,
  price: (indices: number[]) => Promise<ReadonlyMap<number, number | null>>,
): Promise<{ page: number[]; total: number }> {
  const min = order.min ?? Number.NEGATIVE_INFINITY;
  const max = order.max ?? Number.POSITIVE_INFINITY;
  const figures = new Map<number, number | null>();
  const priceThese = async (indices: number[]) => {
    const wanted = indices.filter((i) => !figures.has(i));
    if (wanted.length === 0) return;
    const got = await price(wanted);
    for (const i of wanted) figures.set(i, got.get(i) ?? null);
  };
  const inRange = (figure: number) => figure >= min && figure <= max;
  const sign = order.sort === 'desc' ? -1 : 1;
  // Inside for certain, or across an edge (to price before counting); each kept candidate's lead, the bound on the
  // side the sort reads first (never after its own key), read with its bounds once.
  const kept: number[] = [];
  const across: number[] = [];
  const lead = new Map<number, number>();
  for (let i = 0; i < order.count; i++) {
    const { floor, ceiling } = order.bounds(i);
    if (floor > max || ceiling < min) continue;
    kept.push(i);
    lead.set(i, sign === 1 ? floor : -ceiling);
    if (floor < min || ceiling > max) across.push(i);
  }
  await priceThese(across);
  const listed = kept.filter((i) => {
    if (!figures.has(i)) return true;
    const figure = figures.get(i);
    return figure !== null && figure !== undefined && inRange(figure);
  });
  const end = order.offset + order.limit;
  if (order.sort === null) {
    // The base order is the list's: the page is known once its own candidates are priced for their cards.
    const page = listed.slice(order.offset, end);
    await priceThese(page);
    return { page: page.filter((i) => figures.get(i) != null), total: listed.length };
  }
  // Keys compared as (value, place): a figure once priced, else the candidate's lead.
  const before = (ka: number, a: number, kb: number, b: number) => ka < kb || (ka === kb && a < b);
  // The candidates in lead order, walked once; the priced ones kept in key order (at most `end` of them matter).
  const byBound = listed.map((i) => ({
    i,
    key: figures.has(i) ? sign * (figures.get(i) as number) : (lead.get(i) as number),
  }));
  byBound.sort((x, y) => (before(x.key, x.i, y.key, y.i) ? -1 : before(y.key, y.i, x.key, x.i) ? 1 : 0));
  const priced: Array<{ i: number; key: number }> = [];
  const place = (i: number, figure: number) => {
    const key = sign * figure;
    let at = priced.length;
    while (at > 0 && before(key, i, (priced[at - 1] as { key: number }).key, (priced[at - 1] as { i: number }).i)) at--;
    priced.splice(at, 0, { i, key });
  };
  let dropped = 0;
  let next = 0;
  let batch = Math.max(end, 8);
  while (next < byBound.length) {
    const head = byBound[next] as { i: number; key: number };
    const last = priced[end - 1];
    // Nothing from here on can come before the page's last: done.
    if (last && before(last.key, last.i, head.key, head.i)) break;
    const take: number[] = [];
    for (let j = next; j < byBound.length && take.length < batch; j++) take.push((byBound[j] as { i: number }).i);
    await priceThese(take);
    for (const i of take) {
      const figure = figures.get(i);
      if (figure === null || figure === undefined) dropped++;
      else place(i, figure);
    }
    next += take.length;
    batch *= 2;
  }
  return { page: priced.slice(order.offset, end).map((p) => p.i), total: listed.length - dropped };
}

/** Whole rupees a night of a stay's total (paise): the card's figure, which the price filter and sort read. */
export const perNightRupees = (paise: number, nights: number) => Math.round(paise / Math.max(1, nights) / 100);
