/**
 * `greedy`: one-ply look-ahead with the game's heuristic. For each legal action, over a few determinizations
 * (states sampled from the view), apply the action, let the other sides answer with the fast policy until
 * this side must act again (so a simultaneous choice is judged once it is resolved), and evaluate. The same
 * determinizations and the same dice serve every action (common random numbers), so actions are compared on
 * equal terms. Ties are broken by the bot's own generator.
 *
 * When the game's heuristic has a `lookahead` horizon (Liberty: a group move until it is over, a draw until
 * its block is placed), the bot's own follow-up decisions inside that horizon are played in the same sampled
 * world by the best one-ply choice before the position is judged: a "plan" rather than a single step.
 */
import { createRng, nextUint32, randomInt } from '../core/rng.js';
import type { Bot, BotContext } from './types.js';
import { heuristicFor } from './heuristics/index.js';
import { decisionRng, determinize, followUp, playout, requireDecision, valueOf } from './common.js';

export interface GreedyParams {
  /** Determinizations averaged per action. */
  samples?: number;
  /** Moves the other sides may make before evaluation. */
  replyDepth?: number;
}

export function greedyBot(ctx: BotContext, params: GreedyParams = {}, spec = 'greedy'): Bot {
  const { game, options } = ctx;
  const h = heuristicFor(game.info.id);
  const samples = Math.max(1, params.samples ?? h.greedySamples ?? 8);
  const replyDepth = params.replyDepth ?? 50;
  return {
    spec,
    choose(view) {
      requireDecision(view);
      const acts = view.actions;
      if (acts.length === 1) return acts[0];
      const rng = decisionRng(ctx.seed, view);
      const me = view.side;
      const worlds = Array.from({ length: samples }, () => ({ state: determinize(game, options, view, rng), seed: nextUint32(rng) }));
      let best: number[] = [];
      let bestValue = -Infinity;
      acts.forEach((a, i) => {
        let total = 0;
        for (const w of worlds) {
          const s = game.clone(w.state);
          game.applyInPlace(s, me, a, null);
          followUp(game, h, s, me, createRng(w.seed ^ 0x9e3779b9));
          playout(game, h, s, createRng(w.seed), replyDepth, me);
          total += valueOf(game, h, s, me);
        }
        const v = total / worlds.length;
        if (v > bestValue + 1e-12) { bestValue = v; best = [i]; }
        else if (Math.abs(v - bestValue) <= 1e-12) best.push(i);
      });
      return acts[best[randomInt(rng, best.length)]!];
    },
  };
}

