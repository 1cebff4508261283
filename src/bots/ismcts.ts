/**
 * `ismcts`: single-observer information-set Monte Carlo tree search with determinization (Cowling, Powley
 * and Whitehouse 2012, "Information Set Monte Carlo Tree Search", SO-ISMCTS).
 *
 * Each iteration samples one determinization from the bot's view (`game.sampleState`: hidden enemy blocks,
 * the opponent's hand, face-down choices, future dice all drawn afresh), then descends one shared tree whose
 * nodes are the *observer's* information sets: the key of a node is (side to act, moves since the root,
 * hash of the observer's view of the determinized state). Edges are actions; selection is UCB1 with
 * availability counts (an action's exploration term counts the visits in which it was legal). One new edge
 * per iteration, then a rollout with the game's fast policy (greedy-lite), then the result or the
 * heuristic's value is backed up, each edge scored for the side that took it.
 *
 * Simultaneous choices (several sides active) are searched as sequential moves with the observer moving
 * last: the others' nodes are keyed before the observer has chosen, and the observer's node is keyed by a
 * view in which their choices are face down, so neither side's statistics can depend on the other's hidden
 * choice. The root decision is the observer's first decision in each iteration; the most visited action
 * wins. With an iteration budget the search is deterministic for a given seed; a millisecond budget stops
 * on the clock (checked every 8 iterations).
 *
 * Macro steps: when the game's heuristic has a `lookahead` horizon (Liberty: a group move until it is over, a
 * draw until its block is placed), a side's follow-up decisions inside it are not branched on below the root:
 * they are played by the best one-ply choice on the heuristic (as the greedy bot plays them), so the tree
 * branches on plans (which group, whether to draw, which card, battle choices) and not on every step.
 * `macro=0` turns this off.
 *
 * Root prior (progressive bias): for games with such a horizon (and games whose heuristic asks for it with
 * `Heuristic.prior`: DIXIE, issue 17) each root action counts virtual visits at the
 * greedy bot's value of its whole plan (the action, its follow-up inside the horizon, the other side's
 * reply), so the search refines greedy's judgement rather than starting blind. There are `priorShare` (default
 * 0.2) of the decision's iterations of them, at least `prior` (default 16): a fixed count is drowned by a
 * longer search, and the search's own values (short rollouts of a light policy) are biased where greedy's plan
 * judgement is not, so greedy's judgement keeps the same weight at every budget. With a time budget the
 * iterations are estimated from the speed of the first 16. `prior=0` turns it off; `ps=0` keeps it at `prior`.
 * The prior is computed before the first look at the clock: a decision may overrun a time budget by it.
 *
 * Follow-ups: the bot's own decisions inside such a plan (the steps of a group move already chosen, the
 * placement of a drawn block) are not searched again: they are played as the greedy bot plays them, which is
 * how the search judged the plan at its first decision (`follow=0` searches them). Nodes and edges are keyed
 * by a structural hash of the view and the action (`hashValue`), not by JSON strings.
 *
 * Reply leaves (`reply=1`, Liberty's default through `Heuristic.leafAtOwnTurn`): a leaf is judged where greedy
 * judges a plan — the plan under way finished, the other side's answer played by the fast policy, at the
 * observer's next decision — so that the tree's values and the root prior measure the same position, and no
 * leaf is judged halfway through the other side's move.
 *
 * Settled leaves (`settle=1`, off by default: not shown to be stronger): a leaf is judged once the game's
 * settling policy has brought it to the next quiet position (Liberty: moves still due given up, battles
 * joined fought out) instead of after the fast-policy rollout.
 */
import { type SideId } from '../core/engine.js';
import { hashValue } from '../core/json.js';
import { createRng, nextUint32, randomInt } from '../core/rng.js';
import type { Bot, BotContext, Budget } from './types.js';
import { heuristicFor } from './heuristics/index.js';
import { greedyBot } from './greedy.js';
import { bestOnePly, bestPlan, decisionRng, determinize, followUp, nextMover, playout, playToOwnTurn, requireDecision, settle, valueOf } from './common.js';

export interface IsmctsParams extends Budget {
  /** UCB exploration constant for rewards in [0, 1] (default: the heuristic's `exploration`, else 0.7). */
  c?: number;
  /** Rollout length before the heuristic judges (default: the heuristic's, else 300). */
  rolloutDepth?: number;
  /** Follow-up decisions inside the heuristic's look-ahead horizon by one-ply choice (default on). */
  macro?: boolean;
  /** Model the other sides by the greedy plan choice instead of branching on their decisions (default off). */
  oppModel?: boolean;
  /**
   * Root prior: each root action starts with this many virtual visits at the greedy bot's value of it (its
   * plan judged over 4 sampled states), so the search refines the greedy judgement rather than starting blind.
   * Default: 16 for games whose heuristic has a look-ahead horizon (Liberty), else 0.
   */
  prior?: number;
  /** Root prior as a share of the decision's iterations (default 0.2 where `prior` applies, see above). */
  priorShare?: number;
  /**
   * Own follow-up decisions inside a plan (the heuristic's look-ahead horizon: the steps of a group move
   * already chosen, the placement of a drawn block) are played as the greedy bot plays them, without a
   * search: the plan was searched as a whole at its first decision (default on; `follow=0` searches them).
   */
  follow?: boolean;
  /**
   * Leaves are judged once settled (`Heuristic.settle`: Liberty gives up the moves still due and fights
   * out the battles joined) instead of after a fast-policy rollout (default off; `settle=1`).
   */
  settle?: boolean;
  /**
   * Leaves judged where greedy judges a plan (`reply=1`): the side to act finishes the plan under way (its
   * follow-up inside the look-ahead horizon), then the other sides answer with the fast policy until the
   * observer must act again (at most 50 moves), and the heuristic judges. Every value of the tree, and the
   * root prior, then measures the same thing: the position at the observer's next decision. Default: the
   * heuristic's `leafAtOwnTurn`, else off (a rollout of `rolloutDepth` moves).
   */
  reply?: boolean;
  /**
   * A millisecond budget counts this thread's CPU time rather than the wall clock (`cpu=1`), so that other work
   * on the machine does not shorten the search: the budget is what the bot gets on an idle core. Needs
   * `process.threadCpuUsage` (Node ≥ 23.9, e.g. Node 24); without it the wall clock is used.
   */
  cpu?: boolean;
  /** Determinizations of the greedy choice of own follow-up decisions (`fk`; default: the heuristic's `followSamples`, else the greedy bot's). */
  followSamples?: number;
}

type ThreadCpu = () => { user: number; system: number };
const threadCpuUsage = (globalThis as { process?: { threadCpuUsage?: ThreadCpu } }).process?.threadCpuUsage;
/** This thread's CPU time in ms, where Node offers it (Node ≥ 23.9), else null. */
export const threadCpuMs: (() => number) | null = threadCpuUsage
  ? () => { const u = threadCpuUsage(); return (u.user + u.system) / 1000; }
  : null;
const wallMs = (): number => performance.now();

/** `p`: the greedy value of a root action, counted as the current number of virtual visits (root prior). */
interface Edge { action: unknown; n: number; w: number; avail: number; p?: number }
type Node = Map<string, Edge>;

export interface SearchStats {
  iterations: number;
  nodes: number;
  ms: number;
  /** Root actions by key: visits and mean value for the observer. */
  root: { action: unknown; visits: number; mean: number }[];
}

export function ismctsBot(ctx: BotContext, params: IsmctsParams = {}, spec = 'ismcts'): Bot & { lastStats: SearchStats | null } {
  const { game, options } = ctx;
  const h = heuristicFor(game.info.id);
  const c = params.c ?? h.exploration ?? 0.7;
  const rolloutDepth = params.rolloutDepth ?? h.rolloutDepth ?? 300;
  const sides = game.info.sides;
  const macro = params.macro !== false && !!h.lookahead;
  const oppModel = !!params.oppModel;
  const prior = Math.max(0, params.prior ?? h.prior ?? (h.lookahead ? 16 : 0));
  const priorShare = prior > 0 ? Math.max(0, params.priorShare ?? 0.2) : 0;
  const follow = params.follow !== false && !!h.lookahead;
  const settleLeaves = !!params.settle && !!h.settle;
  const replyLeaves = !settleLeaves && (params.reply ?? !!h.leafAtOwnTurn);
  const planner = follow ? greedyBot(ctx, { samples: params.followSamples ?? h.followSamples }, 'greedy') : null;
  const clock = params.cpu && threadCpuMs ? threadCpuMs : wallMs;
  const bot = {
    spec,
    lastStats: null as SearchStats | null,
    choose(view: Parameters<Bot['choose']>[0]): unknown {
      requireDecision(view);
      const acts = view.actions;
      if (acts.length === 1) return acts[0];
      const me = view.side;
      if (planner && h.lookahead!(game, determinize(game, options, view, decisionRng(`${String(ctx.seed)}|follow`, view)), me)) {
        bot.lastStats = null;
        return planner.choose(view);
      }
      const rng = decisionRng(ctx.seed, view);
      const rootKeys = new Map<string, number>(acts.map((a, i) => [hashValue(a), i]));
      const rootStats = new Map<string, { n: number; w: number; p?: number }>();
      const tree = new Map<string, Node>();
      const t0 = clock();
      const deadline = params.ms !== undefined ? t0 + params.ms : Infinity;
      const maxIt = params.iterations ?? (params.ms !== undefined ? Infinity : 1000);
      /** Virtual visits of the root prior: fixed now for an iteration budget, after 16 iterations for a clock. */
      let P = Number.isFinite(maxIt) ? Math.max(prior, priorShare * maxIt) : prior;
      if (prior > 0) {
        // greedy's judgement of each root action (common sampled states and dice), as virtual visits
        const worlds = Array.from({ length: 4 }, () => ({ state: determinize(game, options, view, rng), seed: nextUint32(rng) }));
        const active0 = game.activeSides(worlds[0]!.state);
        const p0 = nextMover(active0, me);
        const rootNodeKey = `${p0}|0|${hashValue(game.view(worlds[0]!.state, me), 'as-is')}`;
        const node: Node = new Map();
        if (p0 === me) tree.set(rootNodeKey, node);
        acts.forEach((a) => {
          let total = 0;
          for (const w of worlds) {
            const t = game.clone(w.state);
            game.applyInPlace(t, me, a, null);
            followUp(game, h, t, me, createRng(w.seed ^ 0x9e3779b9));
            playout(game, h, t, createRng(w.seed), 50, me);
            total += valueOf(game, h, t, me);
          }
          const v = total / worlds.length;
          const k = hashValue(a);
          node.set(k, { action: a, n: 0, w: 0, avail: 0, p: v });
          rootStats.set(k, { n: 0, w: 0, p: v });
        });
      }
      let it = 0;
      const tSearch = clock();
      for (; it < maxIt; it++) {
        if ((it & 7) === 0 && it > 0 && clock() >= deadline) break;
        if (it === 16 && !Number.isFinite(maxIt) && priorShare > 0) {
          const now = clock();
          P = Math.max(prior, priorShare * (16 + (16 * Math.max(0, deadline - now)) / Math.max(1e-3, now - tSearch)));
        }
        const s = determinize(game, options, view, rng);
        const path: { edge: Edge; side: SideId }[] = [];
        let depth = 0;
        let rootDone = false;
        let rootKey: string | null = null;
        for (;;) {
          if (game.result(s)) break;
          const active = game.activeSides(s);
          if (!active.length) break;
          const p = nextMover(active, me);
          let legal: unknown[] = game.legalActions(s, p);
          const atRoot = !rootDone && p === me;
          if (atRoot) legal = legal.filter((a) => rootKeys.has(hashValue(a)));
          if (!legal.length) break;
          if (legal.length === 1 && !atRoot) {
            game.applyInPlace(s, p, legal[0], null);
            depth++;
            continue;
          }
          if (oppModel && p !== me) {
            game.applyInPlace(s, p, bestPlan(game, h, s, p, legal, rng), null);
            depth++;
            continue;
          }
          if (macro && !atRoot && h.lookahead!(game, s, p)) {
            game.applyInPlace(s, p, bestOnePly(game, h, s, p, legal, rng), null);
            depth++;
            continue;
          }
          const key = `${p}|${depth}|${hashValue(game.view(s, me), 'as-is')}`;
          let node = tree.get(key);
          if (!node) { node = new Map(); tree.set(key, node); }
          let chosen: Edge | null = null;
          let chosenKey = '';
          let bestScore = -Infinity;
          let untried = 0;
          for (const a of legal) {
            const k = hashValue(a);
            let e = node.get(k);
            if (!e) { e = { action: a, n: 0, w: 0, avail: 0 }; node.set(k, e); }
            e.avail++;
            const pn = e.p === undefined ? 0 : P;
            if (e.n + pn === 0) {
              // reservoir choice among untried edges
              untried++;
              if (randomInt(rng, untried) === 0) { chosen = e; chosenKey = k; }
              bestScore = Infinity;
            } else if (untried === 0) {
              const n = e.n + pn;
              const score = (e.w + pn * (e.p ?? 0)) / n + c * Math.sqrt(Math.log(e.avail + pn) / n);
              if (score > bestScore) { bestScore = score; chosen = e; chosenKey = k; }
            }
          }
          const edge = chosen!;
          const fresh = edge.n === 0 && edge.p === undefined;
          game.applyInPlace(s, p, edge.action, null);
          depth++;
          path.push({ edge, side: p });
          if (atRoot) {
            rootDone = true;
            rootKey = chosenKey;
          }
          if (fresh) break;
        }
        if (settleLeaves) settle(game, h, s, rng, 400);
        else if (replyLeaves) playToOwnTurn(game, h, s, me, rng);
        else playout(game, h, s, rng, rolloutDepth);
        const values: Record<SideId, number> = {};
        for (const side of sides) values[side] = valueOf(game, h, s, side);
        for (const { edge, side } of path) { edge.n++; edge.w += values[side] ?? 0.5; }
        if (rootKey !== null) {
          const r = rootStats.get(rootKey) ?? { n: 0, w: 0 };
          r.n++; r.w += values[me] ?? 0.5;
          rootStats.set(rootKey, r);
        }
      }
      // Most visited root action; ties to the better mean, then to the canonical order.
      let bestIdx = 0, bestN = -1, bestMean = -Infinity;
      const root: SearchStats['root'] = [];
      for (const [k, e] of rootStats) {
        const idx = rootKeys.get(k)!;
        const pn = e.p === undefined ? 0 : P;
        const n = e.n + pn;
        const mean = n ? (e.w + pn * (e.p ?? 0)) / n : 0;
        root.push({ action: acts[idx], visits: n, mean });
        if (n > bestN || (e.n === bestN && (mean > bestMean || (mean === bestMean && idx < bestIdx)))) { bestIdx = idx; bestN = n; bestMean = mean; }
      }
      bot.lastStats = { iterations: it, nodes: tree.size, ms: clock() - t0, root };
      return acts[bestIdx];
    },
  };
  return bot;
}
