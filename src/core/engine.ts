/**
 * The one engine interface every game implements, and the operations every caller (CLI, protocol, server,
 * bots, tests) goes through. The core knows no game.
 *
 * A game is a deterministic state machine over plain, JSON-safe data:
 *   setup(seed, options) → state; activeSides(state); legalActions(state, side);
 *   applyInPlace(state, side, action, log); view(state, side); result(state).
 * Randomness lives in `state.rng` only, so (seed, options, action log) replays a game exactly.
 *
 * `apply` below is the pure, checked entry point: it refuses a side that may not act, an action that was not
 * offered, or a malformed one, with a RuleError naming the rule, and leaves the given state untouched.
 * `applyInPlace` is the fast path for playouts and search, which only ever pick from `legalActions`.
 */
import { RuleError } from './errors.js';
import type { LogEntry } from './log.js';
import { logFor } from './log.js';
import type { RngState, Seed } from './rng.js';
import { canonicalJson, hashString } from './json.js';

export type SideId = string;
export const OBSERVER = 'observer';

export interface GameResult {
  /** The winning side, or null for a draw. */
  winner: SideId | null;
  /** Message key for the reason (rendered like a log entry). */
  reason: string;
  rule: string;
  params?: Record<string, string | number>;
}

/** Every game state carries its generator and a step counter (the version used against stale actions). */
export interface BaseState {
  rng: RngState;
  step: number;
}

export interface GameInfo {
  id: string;
  title: { en: string; ja: string };
  sides: readonly SideId[];
  /** Short notice shown wherever the game is offered (e.g. that data are a reconstruction). */
  notice?: { en: string; ja: string };
}

export interface Game<S extends BaseState = BaseState, A = unknown, V = unknown, O = Record<string, unknown>> {
  info: GameInfo;
  defaultOptions: O;
  /** Validate and complete options; throws RuleError on nonsense. */
  parseOptions(options: unknown): O;
  setup(seed: Seed, options: O, log?: LogEntry[] | null): S;
  /** Sides that must act now (several at once for simultaneous choices); empty when the game is over. */
  activeSides(state: S): SideId[];
  /** Every legal action of `side`, in a canonical order; empty if the side may not act. */
  legalActions(state: S, side: SideId): A[];
  /** Apply a legal action, mutating `state`; throw RuleError (before any change) if it is not legal. */
  applyInPlace(state: S, side: SideId, action: A, log: LogEntry[] | null): void;
  /** What `side` (or OBSERVER) may see, and nothing else. */
  view(state: S, side: SideId): V;
  result(state: S): GameResult | null;
  clone(state: S): S;
  /** Human-writable position format: save/load with validation (see core/position.ts). */
  toPosition(state: S): unknown;
  fromPosition(position: unknown, options: O): S;
  /** Message catalogues for log entries, errors and results. */
  messages: { en: Record<string, string>; ja: Record<string, string> };
  /** Short text for an action (UI lists, CLI); `options` names the data the action's ids refer to. */
  describeAction(action: A, lang?: 'en' | 'ja', options?: O): string;
  /**
   * Optional: a log entry with its parameters put into words (ids of cards, blocks, places → their names from
   * the game's data, which `options` names), to be rendered with `messages`. It may only rewrite what the entry
   * already says: callers pass entries already restricted to what the reader may see (`logFor`).
   */
  describeLogEntry?(entry: LogEntry, lang: 'en' | 'ja', options?: O): LogEntry;
  /**
   * Information-set sampling for search: a full state consistent with what `side` has seen (its view), with
   * hidden parts drawn from `rng` and a fresh generator. Never reads the true hidden state.
   */
  sampleState?(view: V, side: SideId, seed: Seed, options: O): S;
  /**
   * Checks worth making only on an action that was not offered (its shape, fields and types, before any rule),
   * throwing a RuleError that names what is wrong. `apply` calls it before asking `applyInPlace` why; the fast
   * path (playouts, search, offered actions) never pays for it.
   */
  checkRefused?(state: S, side: SideId, action: unknown): void;
  /**
   * Optional: why `side` (a side of the game, not among `activeSides`) may not act now, as the game's rule and a
   * reason read only from what that side can see. `apply` refuses such an action with code `not-active` and this
   * rule (issue 22); without it the rule is "GAME core".
   */
  inactiveReason?(state: S, side: SideId): { rule: string; message: string };
}

export type AnyGame = Game<any, any, any, any>;

export interface ApplyResult<S> {
  state: S;
  log: LogEntry[];
}

function isPlainAction(a: unknown): boolean {
  return a !== null && typeof a === 'object' && !Array.isArray(a);
}

/** Actions are small plain objects: bounds on their nesting and size, checked without deep recursion. */
export const ACTION_MAX_DEPTH = 8;
export const ACTION_MAX_CHARS = 4096;

/** Why `a` is too deep or too large to be an action (null if it is not): walked with bounded recursion. */
export function actionSizeProblem(a: unknown): string | null {
  let chars = 0;
  const walk = (v: unknown, depth: number): string | null => {
    if (depth > ACTION_MAX_DEPTH) return `nested more than ${ACTION_MAX_DEPTH} levels deep`;
    if (typeof v === 'string') chars += v.length + 2;
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        chars += k.length + 4;
        if (chars > ACTION_MAX_CHARS) break;
        const p = walk(x, depth + 1);
        if (p) return p;
      }
    } else chars += 8;
    return chars > ACTION_MAX_CHARS ? `larger than ${ACTION_MAX_CHARS} characters` : null;
  };
  return walk(a, 1);
}

/** Canonical key of an action: equal actions have equal keys whatever their property order. */
export function actionKey(a: unknown): string {
  return canonicalJson(a);
}

/**
 * The first checks of `apply`, shared with callers that pick an action by its index in the legal list (the
 * protocol): the game is not over, the side exists, and the side may act now, else `not-active` with the rule the
 * game names (`inactiveReason`), never an out-of-range index into an empty list.
 */
export function checkMayAct<S extends BaseState>(game: Game<S, any, any, any>, state: S, side: SideId): void {
  const gid = game.info.id;
  if (game.result(state)) throw new RuleError(`${gid} core`, 'the game is over; no more actions', 'game-over');
  if (!game.info.sides.includes(side)) throw new RuleError(`${gid} core`, `unknown side "${String(side)}"`, 'bad-side');
  if (!game.activeSides(state).includes(side)) {
    const why = game.inactiveReason?.(state, side);
    throw new RuleError(why ? why.rule : `${gid} core`, why ? why.message : `it is not ${side}'s turn to act`, 'not-active');
  }
}

/**
 * The checked, pure application of an action. Order of checks: game over, side active, malformed,
 * offered. The game's own precise error wins over the generic "not offered" when it has one.
 */
export function apply<S extends BaseState, A>(game: Game<S, A, any, any>, state: S, side: SideId, action: A): ApplyResult<S> {
  const gid = game.info.id;
  checkMayAct(game, state, side);
  if (!isPlainAction(action)) throw new RuleError(`${gid} core`, 'malformed action: expected an object with a "type"', 'malformed');
  const tooBig = actionSizeProblem(action);
  if (tooBig) throw new RuleError(`${gid} core`, `malformed action: ${tooBig}`, 'malformed');
  const legal = game.legalActions(state, side);
  const key = actionKey(action);
  const offered = legal.some((l) => actionKey(l) === key);
  const next = game.clone(state);
  const log: LogEntry[] = [];
  if (!offered) {
    // Ask the rules why, on a scratch copy; if they would accept it, the enumeration is the authority anyway.
    try {
      game.checkRefused?.(next, side, action);
      game.applyInPlace(next, side, action, log);
    } catch (e) {
      if (e instanceof RuleError) throw e;
      throw new RuleError(`${gid} core`, `malformed action: ${(e as Error).message}`, 'malformed');
    }
    throw new RuleError(`${gid} core`, `action ${key} is not among the legal actions of ${side}`, 'not-offered');
  }
  game.applyInPlace(next, side, action, log);
  next.step = state.step + 1;
  return { state: next, log };
}

export interface GameRecord {
  game: string;
  seed: Seed;
  options?: unknown;
  actions: { side: SideId; action: unknown }[];
}

/** Replay a record from its seed: every action is checked as if played live. */
export function replay<S extends BaseState>(game: Game<S, any, any, any>, record: GameRecord): { state: S; log: LogEntry[] } {
  const options = game.parseOptions(record.options ?? {});
  const log: LogEntry[] = [];
  let state = game.setup(record.seed, options, log);
  record.actions.forEach((a, i) => {
    try {
      const r = apply(game, state, a.side, a.action);
      state = r.state;
      log.push(...r.log);
    } catch (e) {
      if (e instanceof RuleError) throw new RuleError(e.rule, `replay action #${i + 1}: ${e.message}`, e.code);
      throw e;
    }
  });
  return { state, log };
}

/** A stable hash of the whole state (hex), to prove two replays reached the same place. */
export function stateHash(state: unknown): string {
  return hashString(canonicalJson(state));
}

export interface SideView<V, A> {
  game: string;
  side: SideId;
  step: number;
  active: SideId[];
  result: GameResult | null;
  /** This side's legal actions (empty unless it must act). */
  actions: A[];
  state: V;
}

/** Everything a side receives: its view of the board plus its own legal actions. */
export function viewFor<S extends BaseState, A, V>(game: Game<S, A, V, any>, state: S, side: SideId): SideView<V, A> {
  const active = game.activeSides(state);
  return {
    game: game.info.id,
    side,
    step: state.step,
    active,
    result: game.result(state),
    actions: side !== OBSERVER && active.includes(side) ? game.legalActions(state, side) : [],
    state: game.view(state, side),
  };
}

export { logFor };
