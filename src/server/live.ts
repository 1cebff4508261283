/**
 * One game held in a server process's memory: its rules, current state, action list and full log (with
 * audiences). Rebuilt on load by replaying the stored actions from the seed; never sent whole to anyone.
 */
import { apply, viewFor, OBSERVER, type AnyGame, type BaseState, type GameResult, type SideView } from '../core/engine.js';
import { canonicalJson } from '../core/json.js';
import type { LogEntry } from '../core/log.js';
import { deriveSeed } from './fair.js';
import type { GameRow, RatingChange, SeatRow } from './storage/types.js';
/** The rule named by endings outside a game's rules (endings.ts): resignation, agreed draw, time. */
export const OUTSIDE_RULE = 'muster';

export interface PlayedAction { side: string; action: unknown; at: number }

/** A replay starts from the position after a multiple of this many actions (kept as the game is played). */
const CHECKPOINT_EVERY = 16;

export class LiveGame {
  state: BaseState | null = null;
  actions: PlayedAction[] = [];
  /** Full log, every audience. */
  log: LogEntry[] = [];
  /** Log length after setup and after each action (index i+1 = after action i). */
  logMarks: number[] = [];
  /** The state before the last action (for undo), or null if unknown. */
  prev: BaseState | null = null;
  /** For each action: the sides that were active just before it (to recognise simultaneous choices). */
  activeBefore: string[][] = [];
  /**
   * The position after every CHECKPOINT_EVERY-th action (index k: after k × CHECKPOINT_EVERY; 0: the setup), so
   * that a replay request costs at most that many actions, not the whole game (a long game's full replay is
   * a fifth of a second of the event loop). States are never changed once made (apply returns a new one), so
   * keeping references costs a state each, no copy.
   */
  private checkpoints: BaseState[] = [];
  /** A rated game's rating changes, once known (ratings.ts). */
  ratings: RatingChange[] | null = null;
  /** Each audience's own log (side or OBSERVER), kept in step with `log`. */
  private sideLogs = new Map<string, LogEntry[]>();
  /** Serialises every operation on this game inside the process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(public row: GameRow, public seats: SeatRow[], public rules: AnyGame) {}

  get id(): string { return this.row.id; }
  get sides(): readonly string[] { return this.rules.info.sides; }

  /** Run `fn` after every earlier operation on this game has finished. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }

  seat(side: string): SeatRow | undefined {
    return this.seats.find((s) => s.side === side);
  }
  contributions(): Record<string, string | null> {
    return Object.fromEntries(this.seats.map((s) => [s.side, s.contribution]));
  }
  seed(): string {
    return deriveSeed(this.row.serverSecret, this.sides, this.contributions());
  }

  /** Set up from the seed and replay `actions` (each checked as if played live). */
  rebuild(actions: PlayedAction[]): void {
    this.actions = [];
    this.activeBefore = [];
    this.log = [];
    this.logMarks = [];
    this.sideLogs.clear();
    this.prev = null;
    this.revealCache = null;
    this.checkpoints = [];
    if (this.row.status === 'open') { this.state = null; return; }
    const options = this.rules.parseOptions(this.row.options ?? {});
    const setupLog: LogEntry[] = [];
    const start = this.rules.setup(this.seed(), options, setupLog);
    this.state = start;
    this.checkpoints.push(start);
    this.pushLog(setupLog);
    this.logMarks.push(this.log.length);
    for (const a of actions) this.applyChecked(a);
  }

  /** Apply one action through the core's checked `apply` (throws RuleError, changing nothing). */
  applyChecked(a: PlayedAction): { log: LogEntry[] } {
    if (!this.state) throw new Error('game has not started');
    const r = apply(this.rules, this.state, a.side, a.action);
    this.activeBefore.push(this.rules.activeSides(this.state));
    this.prev = this.state;
    this.state = r.state;
    this.actions.push(a);
    this.checkpoint();
    this.pushLog(r.log);
    this.logMarks.push(this.log.length);
    return { log: r.log };
  }

  /** Try an action without committing it: returns the next state and its log, or throws RuleError. */
  tryAction(side: string, action: unknown): { state: BaseState; log: LogEntry[] } {
    if (!this.state) throw new Error('game has not started');
    return apply(this.rules, this.state, side, action);
  }

  /** Commit a state computed by tryAction (after it has been stored). */
  commit(a: PlayedAction, next: { state: BaseState; log: LogEntry[] }): void {
    if (this.state) this.activeBefore.push(this.rules.activeSides(this.state));
    this.prev = this.state;
    this.state = next.state;
    this.actions.push(a);
    this.checkpoint();
    this.pushLog(next.log);
    this.logMarks.push(this.log.length);
  }

  private checkpoint(): void {
    if (this.state && this.actions.length % CHECKPOINT_EVERY === 0) this.checkpoints[this.actions.length / CHECKPOINT_EVERY] = this.state;
  }

  /** The position after the first `at` actions: from the nearest checkpoint, each action checked again. */
  stateAt(at: number): BaseState | null {
    if (!this.state || at < 0 || at > this.actions.length) return null;
    let k = Math.floor(at / CHECKPOINT_EVERY);
    while (k > 0 && !this.checkpoints[k]) k--;
    let s = this.checkpoints[k]!;
    for (let i = k * CHECKPOINT_EVERY; i < at; i++) s = apply(this.rules, s, this.actions[i]!.side, this.actions[i]!.action).state;
    return s;
  }

  /** The log as `side` (or OBSERVER) read it after the first `at` actions. */
  logAt(at: number, side: string): LogEntry[] {
    const end = this.logMarks[at] ?? this.log.length;
    return this.log.slice(0, end).filter((e) => !e.to || e.to.includes(side));
  }

  private pushLog(entries: LogEntry[]): void {
    for (const e of entries) {
      this.log.push(e);
      for (const aud of [...this.sides, OBSERVER]) {
        if (e.to && !e.to.includes(aud)) continue;
        let l = this.sideLogs.get(aud);
        if (!l) this.sideLogs.set(aud, (l = []));
        l.push(e);
      }
    }
  }

  /** The log as `side` (or OBSERVER) may read it. */
  logOf(side: string): LogEntry[] {
    return this.sideLogs.get(side) ?? [];
  }

  /**
   * Why `side` may not take back its last action, or null if it may. Generic rule: the last action is the
   * side's own, the side is still active after it (it has not committed its turn), no chance draw was made
   * (state.rng.n unchanged) and no log entry of that action was addressed to another side (nothing was
   * revealed to the opponent), nor to the side itself (see revealedToActor; `thorough` = false skips that
   * sampling check, for the button state pushed after every action; the undo request itself always runs it).
   */
  undoRefusal(side: string, thorough = true): string | null {
    if (!this.state || this.row.status !== 'active') return 'the game is not in progress';
    if (this.rules.result(this.state)) return 'the game is over';
    const last = this.actions[this.actions.length - 1];
    if (!last) return 'there is nothing to take back';
    if (last.side !== side) return 'the last action is not yours';
    const prev = this.prev;
    if (!prev) return 'the previous position is not available';
    if (!this.rules.activeSides(prev).includes(side) || !this.rules.activeSides(this.state).includes(side)) {
      return 'your turn was committed; it can no longer be taken back';
    }
    if (prev.rng.n !== this.state.rng.n) return 'dice were rolled (or cards drawn) since; it can no longer be taken back';
    const from = this.logMarks[this.logMarks.length - 2] ?? 0;
    for (const e of this.log.slice(from)) {
      if (e.to && e.to.some((x) => x !== side)) return 'something was revealed to your opponent; it can no longer be taken back';
    }
    if (thorough && this.revealedToActor(side)) return 'the action revealed something hidden to you; it can no longer be taken back';
    return null;
  }

  private revealCache: { n: number; side: string; revealed: boolean } | null = null;
  /**
   * Did the last action show `side` something that was hidden from it (e.g. the enemy blocks of a battle)?
   * Generic test through the game's information-set sampling: states consistent with what the side saw
   * before the action, with the same action applied, must all give the side the same view as the real game.
   * Games without `sampleState` rely on the other checks only.
   */
  private revealedToActor(side: string): boolean {
    const n = this.actions.length;
    if (this.revealCache && this.revealCache.n === n && this.revealCache.side === side) return this.revealCache.revealed;
    let revealed = false;
    const game = this.rules;
    const last = this.actions[n - 1];
    if (game.sampleState && this.prev && this.state && last) {
      const options = game.parseOptions(this.row.options ?? {});
      const before = game.view(this.prev, side);
      const after = canonicalJson(game.view(this.state, side));
      for (let k = 0; k < 4 && !revealed; k++) {
        try {
          const sample = game.sampleState(before, side, `undo-check/${n}/${k}`, options);
          sample.step = this.prev.step;
          const next = apply(game, sample, side, last.action).state;
          if (canonicalJson(game.view(next, side)) !== after) revealed = true;
        } catch {
          revealed = true;
        }
      }
    }
    this.revealCache = { n, side, revealed };
    return revealed;
  }

  /**
   * May an action made on version `step` (older than the current one) still be taken? Only when every action
   * since was another side's simultaneous choice: made while this side too had to choose (so the rules hide
   * it and it cannot bear on this side's decision). The action itself is still checked against the legal
   * actions of the current state.
   */
  simultaneousSince(step: number, side: string): boolean {
    if (!this.state || step > this.state.step) return false;
    const first = step - (this.state.step - this.actions.length);
    if (first < 0) return false;
    for (let i = first; i < this.actions.length; i++) {
      if (this.actions[i]!.side === side || !this.activeBefore[i]?.includes(side)) return false;
    }
    return true;
  }

  /** Drop the last action (after storage did) by replaying the log minus that action. */
  undoLast(): void {
    this.revealCache = null;
    const rest = this.actions.slice(0, -1);
    this.rebuild(rest);
  }

  view(side: string): SideView<unknown, unknown> | null {
    if (!this.state) return null;
    const v = viewFor(this.rules, this.state, side);
    // Ended outside the rules (resignation, agreed draw, time): nobody acts any more.
    if (this.row.status === 'finished' && !v.result && this.row.result?.rule === OUTSIDE_RULE) return { ...v, active: [], actions: [], result: this.row.result };
    return v;
  }

  /** The game's result: by its rules, or else how it ended outside them (resignation, agreed draw, time). */
  result(): GameResult | null {
    return (this.state && this.rules.result(this.state)) ?? (this.row.status === 'finished' && this.row.result?.rule === OUTSIDE_RULE ? this.row.result : null);
  }
}
