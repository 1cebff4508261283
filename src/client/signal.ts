/** A tiny observable value with a preact hook (no extra dependency). */
import { useEffect, useState } from 'preact/hooks';

export interface Signal<T> { get(): T; set(v: T): void; subscribe(fn: () => void): () => void }

export function signal<T>(v: T): Signal<T> {
  const subs = new Set<() => void>();
  return {
    get: () => v,
    set(n: T) { v = n; for (const f of [...subs]) f(); },
    subscribe(fn) { subs.add(fn); return () => { subs.delete(fn); }; },
  };
}

export function useSignal<T>(s: Signal<T>): T {
  const [, force] = useState(0);
  useEffect(() => s.subscribe(() => force((n) => n + 1)), [s]);
  return s.get();
}

/** Several signals at once (the list may change length between renders). */
export function useSignals<T>(list: Signal<T>[]): T[] {
  const [, force] = useState(0);
  useEffect(() => {
    const offs = list.map((s) => s.subscribe(() => force((n) => n + 1)));
    return () => offs.forEach((f) => f());
  }, [list.length, ...list]);
  return list.map((s) => s.get());
}
