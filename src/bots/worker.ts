/**
 * Bots in worker threads, so that a server (or the arena) stays responsive while they think.
 *
 *   chooseActionInWorker(gameId, sideView, botSpec, { seed?, options? }) → Promise<action>
 *
 * `botSpec` is a spec ("greedy", "ismcts:1000", …) or a lobby level ("easy", "normal", "hard"). The worker
 * receives the side's view (structured-cloned) and nothing else. Workers are pooled (one per core but one,
 * at least one) and let the process exit when idle; `shutdownBotWorkers()` ends them at once.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { SideId, SideView } from '../core/engine.js';
import type { Seed } from '../core/rng.js';
import type { MatchResult } from './match.js';

export type WorkerRequest =
  | { id: number; type: 'choose'; gameId: string; options?: unknown; spec: string; seed: Seed; view: SideView<unknown, unknown> }
  | { id: number; type: 'match'; gameId: string; options?: unknown; seed: Seed; specs: Record<SideId, string>; maxMoves?: number };
export type WorkerReply =
  | { id: number; ok: true; action?: unknown; match?: MatchResult }
  | { id: number; ok: false; error: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Task = { req: WorkerRequest; resolve: (r: WorkerReply) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; task: Task | null };

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export class BotWorkerPool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  constructor(readonly size = Math.max(1, availableParallelism() - 1)) {}

  /** Run one request on a free worker (queued when all are busy). */
  run(req: WithoutId<WorkerRequest>): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new Error('bot worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ req: { ...req, id: this.nextId++ } as WorkerRequest, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY);
    const slot: Slot = { worker, task: null };
    worker.on('message', (reply: WorkerReply) => {
      const t = slot.task;
      slot.task = null;
      worker.unref();
      if (t) {
        if (reply.ok) t.resolve(reply);
        else t.reject(new Error(`bot worker: ${reply.error}`));
      }
      this.pump();
    });
    const fail = (e: Error) => {
      const t = slot.task;
      slot.task = null;
      this.slots = this.slots.filter((s) => s !== slot);
      t?.reject(e);
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => { if (slot.task) fail(new Error(`bot worker exited with code ${code}`)); else this.slots = this.slots.filter((s) => s !== slot); });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage(task.req);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('bot worker pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }
}

let shared: BotWorkerPool | null = null;

export async function chooseActionInWorker(
  gameId: string,
  sideView: SideView<unknown, unknown>,
  botSpec: string,
  opts: { seed?: Seed; options?: unknown } = {},
): Promise<unknown> {
  shared ??= new BotWorkerPool();
  const reply = await shared.run({ type: 'choose', gameId, view: sideView, spec: botSpec, seed: opts.seed ?? 'muster', options: opts.options });
  return (reply as { action?: unknown }).action;
}

export async function shutdownBotWorkers(): Promise<void> {
  const p = shared;
  shared = null;
  await p?.close();
}
