/**
 * Failed sign-ins, counted per key (an account name, a client address) over a sliding window: after `limit`
 * failures within `windowMs` the key is refused until its oldest failure leaves the window. It slows password
 * guessing without locking a player out for good. In memory, per server process (several processes behind a
 * balancer each count their own share).
 */
export interface ThrottleLimits {
  limit: number;
  windowMs: number;
}

export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly limits: ThrottleLimits, private readonly now: () => number = Date.now) {}

  /** Seconds to wait before `key` may try again (0: it may try now). */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.limits.limit) return 0;
    return Math.max(1, Math.ceil((times[0]! + this.limits.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    if (times.length > this.limits.limit) times.shift();
    this.failures.set(key, times);
    if (this.failures.size > 100_000) this.prune();
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times); else this.failures.delete(key);
    return times;
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
