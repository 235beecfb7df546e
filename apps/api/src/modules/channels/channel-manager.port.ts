/**
 * A channel: what this site publishes to it and what it reads back (issue 44). iCal implements it (its push is the
 * export feed, read live by the channel, so publishing sends nothing; its pull is the import of each calendar) and so
 * does the channel manager (Channex: batched ARI pushes; the booking revisions feed). docs/channels.md.
 */
export interface ChannelManager {
  readonly name: 'ical' | 'channex';
  /** Sends what changed here (availability, rates, restrictions) to the channel; answers how many pushes went. */
  publish(now: Date): Promise<number>;
  /** Takes in what the channel booked, changed or cancelled; answers how many calendars or revisions were read. */
  pull(now: Date): Promise<number>;
}
