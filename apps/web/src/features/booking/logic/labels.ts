/** "1 night", "3 nights", "2 Adults", "1 Child": counted nouns for headers and summaries. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function guestsLabel(adults: number, children: number): string {
  const parts = [plural(adults, 'Adult')];
  if (children > 0) parts.push(plural(children, 'Child', 'Children'));
  return parts.join(', ');
}

export function nightsLabel(nights: number): string {
  return plural(nights, 'night');
}
