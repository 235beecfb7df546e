/**
 * The search cache's memory (issue 25): answers of the property list and of a property's rooms, kept as the JSON text
 * the route sends, so a hit does no database, validation or serialisation work. Pure: the database's notifications
 * (change-listener.ts) and the clock come in as calls, so the rules below are unit-tested (search-cache.test.ts).
 *
 * Invalidation: an entry names the properties its answer used ('all' when any property could enter it); a change to
 * property P drops the entries that used P, a change to '*' drops every entry. A request that began before a change
 * must not store what it read after the change dropped the entries: `begin()` returns the sequence number of the last
 * change seen, and `set()` refuses an answer when a change that touches its properties came after it.
 */

/** The properties an answer read: these ids, or every property (a list whose filters any property could match). */
export type Scope = 'all' | ReadonlySet<string>;

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

interface Entry {
  body: string;
  /** The body as sent compressed, by content-encoding, made the first time a client asks for it. */
  encoded: Map<string, Buffer>;
  bytes: number;
  scope: Scope;
  /** Epoch ms after which the answer may differ by time alone (search-cache.service.ts decides): never served after. */
  expiresAt: number;
  /** Epoch ms from which the entry is still served but recomputed behind the request that finds it (claimRefresh). */
  refreshAt: number;
  refreshing: boolean;
}

/** The moment a request began computing, as the cache saw it: the number of the last change seen then. */
export type Ticket = number;

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Changes seen so far; a change's number is the value after it. */
  private seq = 0;
  /** The number of the last change to every property, and of the last change to each property. */
  private lastAll = 0;
  private readonly lastChange = new Map<string, number>();
  /** Off until the change listener says notifications arrive (enable()). */
  private enabled = false;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  begin(): Ticket {
    return this.seq;
  }

  get(key: string, now: number): string | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Stores an answer computed since `ticket`, unless caching is off or a change it depends on came since. */
  set(
    key: string,
    body: string,
    scope: Scope,
    expiresAt: number,
    ticket: Ticket,
    now: number,
    refreshAt = expiresAt,
  ): boolean {
    if (!this.enabled || expiresAt <= now || this.changedSince(scope, ticket)) return false;
    // Strings are UTF-16 in memory; the JSON is mostly ASCII, so two bytes a character is the honest bound.
    const bytes = body.length * 2 + key.length * 2;
    if (bytes > this.limits.maxBytes) return false;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { body, encoded: new Map(), bytes, scope, expiresAt, refreshAt, refreshing: false });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest, entry);
    }
    return true;
  }

  /**
   * The body of a live entry compressed with `encoding`: kept with the entry (counted in its bytes), so an answer is
   * compressed once however many clients ask for it. Undefined when the entry is gone.
   */
  encoded(key: string, encoding: string, compress: (body: string) => Buffer): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(entry.body);
      entry.encoded.set(encoding, bytes);
      entry.bytes += bytes.length;
      this.bytes += bytes.length;
    }
    return bytes;
  }

  /**
   * True once for a live entry past its refresh time: the caller recomputes it (and set() replaces it) while the entry
   * goes on being served, so a popular answer's safety TTL never makes a burst of requests wait for the database.
   */
  claimRefresh(key: string, now: number): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.refreshing || now < entry.refreshAt) return false;
    entry.refreshing = true;
    return true;
  }

  /** Drops one entry (its refresh failed: it is not served past its refresh time without one). */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
  }

  /** A change to one property, or to every property ('*'). */
  changed(propertyId: string): void {
    this.seq++;
    if (propertyId === '*') {
      this.lastAll = this.seq;
      this.clear();
      return;
    }
    this.lastChange.set(propertyId, this.seq);
    for (const [key, entry] of this.entries)
      if (entry.scope === 'all' || entry.scope.has(propertyId)) this.drop(key, entry);
  }

  /**
   * Stops serving and storing (the notifications can no longer be trusted to arrive) and forgets everything: a change
   * made while nobody listened would otherwise never drop its entries.
   */
  disable(): void {
    this.enabled = false;
    this.changed('*');
  }

  /**
   * Serves again once notifications arrive again. Anything computed before now may have read the database before a
   * change whose notification was lost, so it counts as a change to every property.
   */
  enable(): void {
    this.changed('*');
    this.enabled = true;
  }

  private changedSince(scope: Scope, ticket: Ticket): boolean {
    if (this.seq === ticket) return false;
    if (this.lastAll > ticket || scope === 'all') return true;
    for (const id of scope) if ((this.lastChange.get(id) ?? 0) > ticket) return true;
    return false;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
