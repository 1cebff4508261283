/**
 * Rate limits kept in memory by each server process: a token bucket per key (messages per socket and per
 * address) and a sliding-window counter per key (registrations per address, games and imports per account).
 * Both forget idle keys, so a flood of distinct keys cannot grow them without bound.
 */
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly perSecond: number, private readonly burst: number, private readonly now: () => number = Date.now) {}

  /** Take one token for `key`; false when the bucket is empty (the caller refuses). */
  take(key: string): boolean {
    const t = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size > 50_000) this.prune(t);
      this.buckets.set(key, (b = { tokens: this.burst, at: t }));
    }
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.perSecond);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  delete(key: string): void { this.buckets.delete(key); }

  /** A full bucket carries no information: drop it. */
  private prune(t: number): void {
    for (const [k, b] of this.buckets) if (b.tokens + ((t - b.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(k);
  }
}

export class WindowCounter {
  private hits = new Map<string, number[]>();
  constructor(private readonly limit: number, private readonly windowMs: number, private readonly now: () => number = Date.now) {}

  /** Seconds until `key` may go again (0: now). */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.limit) return 0;
    return Math.max(1, Math.ceil((times[0]! + this.windowMs - this.now()) / 1000));
  }

  /** Count one event for `key` (call after retryAfter said 0). */
  hit(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    if (times.length > this.limit) times.shift();
    this.hits.set(key, times);
    if (this.hits.size > 50_000) for (const k of [...this.hits.keys()]) this.recent(k);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.hits.set(key, times); else this.hits.delete(key);
    return times;
  }
}
