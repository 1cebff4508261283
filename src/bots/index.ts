/**
 * Bots by spec string, the one way the CLI, the arena, the workers and the server name a bot:
 *   random                      uniform over legal actions
 *   greedy[:k=8]                one-ply look-ahead with the game's heuristic over k determinizations
 *   ismcts:1000                 information-set MCTS, 1000 ms per decision
 *   ismcts:2000it               … 2000 iterations per decision (deterministic for a seed)
 *   ismcts:500ms,c=0.5,depth=80 … with exploration constant and rollout depth (macro=0: branch on every step)
 *   ismcts:1000,reply=0         … leaves judged after rollouts of `depth` moves, not at its own next decision
 *   ismcts:1000,cpu=1           … 1000 ms of this thread's CPU time (Node ≥ 23.9; else the wall clock)
 *   ismcts:1000,fk=8            … own follow-up decisions chosen by greedy over 8 determinizations
 * Levels offered in the lobby: easy = greedy, normal = ismcts 1 s, hard = ismcts 5 s.
 */
import type { Bot, BotContext } from './types.js';
import { randomBot } from './random.js';
import { greedyBot } from './greedy.js';
import { ismctsBot } from './ismcts.js';

export type BotKind = 'random' | 'greedy' | 'ismcts';
export interface BotSpec {
  kind: BotKind;
  iterations?: number;
  ms?: number;
  params: Record<string, number>;
}

export const LEVELS = { easy: 'greedy', normal: 'ismcts:1000', hard: 'ismcts:5000' } as const;
export type Level = keyof typeof LEVELS;

export function parseBotSpec(spec: string): BotSpec {
  const s = (LEVELS as Record<string, string>)[spec.trim()] ?? spec.trim();
  const [name, rest] = s.split(/:(.*)/s, 2) as [string, string | undefined];
  if (name !== 'random' && name !== 'greedy' && name !== 'ismcts') throw new Error(`unknown bot "${name}" (random, greedy, ismcts, or a level: easy, normal, hard)`);
  const out: BotSpec = { kind: name, params: {} };
  for (const part of (rest ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
    let m: RegExpMatchArray | null;
    if ((m = part.match(/^(\d+(?:\.\d+)?)(ms|s|it)?$/))) {
      const v = Number(m[1]);
      if (m[2] === 'it') out.iterations = Math.round(v);
      else out.ms = m[2] === 's' ? v * 1000 : v;
    } else if ((m = part.match(/^([a-zA-Z]+)=(-?\d+(?:\.\d+)?)$/))) {
      const k = m[1]!, v = Number(m[2]);
      if (k === 'it' || k === 'iterations') out.iterations = Math.round(v);
      else if (k === 'ms') out.ms = v;
      else out.params[k] = v;
    } else throw new Error(`bad bot parameter "${part}" in "${spec}"`);
  }
  if (out.kind === 'random' && (rest ?? '').trim()) throw new Error('random takes no parameters');
  return out;
}

export function createBot(spec: string, ctx: BotContext): Bot {
  const p = parseBotSpec(spec);
  switch (p.kind) {
    case 'random':
      return randomBot(ctx, spec);
    case 'greedy':
      return greedyBot(ctx, { samples: p.params.k, replyDepth: p.params.depth }, spec);
    case 'ismcts':
      return ismctsBot(ctx, { iterations: p.iterations, ms: p.ms, c: p.params.c, rolloutDepth: p.params.depth, macro: p.params.macro !== 0, oppModel: p.params.opp === 1, prior: p.params.prior, priorShare: p.params.ps, follow: p.params.follow !== 0, settle: p.params.settle === 1, reply: p.params.reply === undefined ? undefined : p.params.reply === 1, cpu: p.params.cpu === 1, followSamples: p.params.fk }, spec);
  }
}

export type { Bot, BotContext } from './types.js';
