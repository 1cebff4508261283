/**
 * Imports are verified by replaying the whole game (a long Liberty game is over a second of work), so they run
 * in one worker thread, one at a time, while the server keeps answering; a short queue waits behind it and a
 * fuller one is refused. A verification that runs too long is cut off (the worker is replaced).
 */
import { Worker } from 'node:worker_threads';
import type { VerifyReport } from './export.js';

const ENTRY = new URL('./import-worker-entry.mjs', import.meta.url);

/** The report, and whether it was made off the main thread (it always is; the import's answer says so). */
export type CheckedReport = VerifyReport & { offThread: boolean };
type Task = { id: number; raw: unknown; resolve: (r: CheckedReport) => void; reject: (e: Error) => void };

export class ImportVerifier {
  private worker: Worker | null = null;
  private busy: Task | null = null;
  private timer: NodeJS.Timeout | null = null;
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  constructor(private readonly maxQueue = 8, private readonly timeoutMs = 60_000) {}

  /** The verification report of `raw`; rejects with `busy` when too many imports wait. */
  verify(raw: unknown): Promise<CheckedReport> {
    if (this.closed) return Promise.reject(new Error('closed'));
    if (this.queue.length >= this.maxQueue) return Promise.reject(Object.assign(new Error('busy'), { busy: true }));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, raw, resolve, reject });
      this.pump();
    });
  }

  /** Start the worker before the first import: its start (loading every game) then costs no import's time. */
  warm(): void {
    if (!this.closed) this.worker ??= this.spawn();
  }

  private spawn(): Worker {
    const w = new Worker(ENTRY);
    w.on('message', (m: { id: number; ok: boolean; report?: VerifyReport; offThread?: boolean; error?: string }) => {
      const t = this.busy;
      if (!t || t.id !== m.id) return;
      this.done();
      if (m.ok) t.resolve({ ...m.report!, offThread: !!m.offThread }); else t.reject(new Error(m.error));
      this.pump();
    });
    const fail = (e: Error) => {
      const t = this.busy;
      this.worker = null;
      this.done();
      t?.reject(e);
      this.pump();
    };
    w.on('error', fail);
    w.on('exit', (code) => { if (this.worker === w) fail(new Error(`import worker exited with code ${code}`)); });
    w.unref();
    return w;
  }

  private done(): void {
    this.busy = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.worker?.unref();
  }

  private pump(): void {
    if (this.busy || this.closed) return;
    const t = this.queue.shift();
    if (!t) return;
    this.worker ??= this.spawn();
    this.busy = t;
    this.worker.ref();
    this.timer = setTimeout(() => {
      const w = this.worker;
      this.worker = null;
      this.done();
      t.reject(new Error('verification took too long'));
      void w?.terminate();
      this.pump();
    }, this.timeoutMs);
    this.worker.postMessage({ id: t.id, raw: t.raw });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('closed'));
    const w = this.worker;
    this.worker = null;
    if (this.busy) { this.busy.reject(new Error('closed')); this.done(); }
    await w?.terminate();
  }
}
