/**
 * The bot interface. A bot decides from a side's view only (`viewFor(game, state, side)`: the side's view
 * plus its legal actions), never from the game state: whatever it needs to know about hidden parts it
 * samples with the game's `sampleState` (information-set sampling). Bots know games; games never import bots.
 */
import type { AnyGame, SideId, SideView } from '../core/engine.js';
import type { RngState, Seed } from '../core/rng.js';

export type AnySideView = SideView<unknown, unknown>;

/** What a bot may spend on one decision. Iterations are deterministic; milliseconds are not. */
export interface Budget {
  iterations?: number;
  ms?: number;
}

export interface Bot {
  /** The spec it was made from, e.g. "ismcts:1000" or "greedy". */
  readonly spec: string;
  /** Choose one of `view.actions` (the side must be active and have at least one action). */
  choose(view: AnySideView): unknown;
}

/** What every bot is built with: the game, its (public) options, and a seed for its own generator. */
export interface BotContext {
  game: AnyGame;
  options: unknown;
  seed: Seed;
}

/**
 * Per-game knowledge for the bots (src/bots/heuristics/<game>.ts). All optional but `evaluate`; the generic
 * fallback values only the game result. The functions read *determinized* states (sampled from a side's
 * view), never the true state of a game in progress.
 */
export interface Heuristic<S = any, A = any> {
  /** Value of `state` for `side` in [0, 1] (1 = won, 0.5 = even, 0 = lost). */
  evaluate(game: AnyGame, state: S, side: SideId): number;
  /** Fast policy for rollouts ("greedy-lite"); uniform random when absent. */
  rolloutAction?(game: AnyGame, state: S, side: SideId, legal: A[], rng: RngState): A;
  /**
   * Greedy look-ahead horizon: after one of `side`'s actions, while this is true (and `side` is to act), the
   * greedy bot keeps playing `side`'s next decisions itself (each the best one-ply choice in the same sampled
   * world) before judging, so that a selection with no effect of its own (pick a group, draw a block) is
   * judged by what it leads to. Absent: judge right after the action.
   */
  lookahead?(game: AnyGame, state: S, side: SideId): boolean;
  /**
   * Settling (quiescence) for search leaves: a policy that brings a position to the next quiet one (Liberty:
   * the moves still due are given up, the battles already joined are fought out) and the test of a quiet
   * position. A search that judges a plan right after it is made would miss the battles it starts.
   */
  settle?: {
    action(game: AnyGame, state: S, side: SideId, legal: A[], rng: RngState): A;
    quiet(game: AnyGame, state: S): boolean;
  };
  /**
   * ismcts leaves judged at the observer's next decision (the plan under way finished, the others' answer
   * played by the fast policy), as greedy judges a plan, instead of after `rolloutDepth` moves (`reply=1`).
   */
  leafAtOwnTurn?: boolean;
  /** The ismcts root prior's least number of virtual visits (default 16 with a `lookahead` horizon, else 0: none). */
  prior?: number;
  /** Moves after which a rollout stops and `evaluate` judges the position (default 300). */
  rolloutDepth?: number;
  /** Determinizations the greedy bot averages over for its one-ply look-ahead (default 8). */
  greedySamples?: number;
  /**
   * Determinizations of the greedy choice ismcts makes of its own follow-up decisions (the steps of a plan it
   * searched as a whole; default: `greedySamples`). A game where follow-ups are most of the decisions and cheap
   * next to a search gives them more (War of 1812: 8).
   */
  followSamples?: number;
  /**
   * The ismcts exploration constant for this game's values (default 0.7, for results of 0 or 1). A heuristic
   * whose values of sibling actions differ by a few hundredths needs a smaller one, or the search spreads its
   * visits almost evenly and never looks deeper at the actions that matter.
   */
  exploration?: number;
}
