/** `random`: uniform over the legal actions of the view (the baseline). */
import { randomInt } from '../core/rng.js';
import type { Bot, BotContext } from './types.js';
import { decisionRng, requireDecision } from './common.js';

export function randomBot(ctx: BotContext, spec = 'random'): Bot {
  return {
    spec,
    choose(view) {
      requireDecision(view);
      const rng = decisionRng(ctx.seed, view);
      return view.actions[randomInt(rng, view.actions.length)];
    },
  };
}
