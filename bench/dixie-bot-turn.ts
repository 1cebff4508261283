/** DIXIE: Gettysburg: how long a whole computer turn takes (issue 17: "a bot turn of the historical battle at level
 *  normal completes within 10× the per-decision budget times its decisions"). The historical battle with every
 *  advanced rule; one side is the bot at the given level, the other plays greedy. A turn is a run of the bot's
 *  decisions in a row (deployment, or morale, combat and movement of its battle turn). Measured here, not in a
 *  test: speed is never a test's business (docs/conventions.md).
 *  Usage: npm run bench -- dixie-bot-turn [turns] [level]   (default: 6 turns at level normal, ismcts:1000)
 *  Prints the machine, one line per turn, then one JSON line. */
import { machineLine } from './machine.js';
import { dixie } from '../src/games/dixie/index.js';
import { viewFor } from '../src/core/engine.js';
import { createBot, LEVELS, parseBotSpec } from '../src/bots/index.js';

console.log(machineLine());
const turns = Number(process.argv[2] ?? 6);
const level = process.argv[3] ?? 'normal';
const spec = (LEVELS as Record<string, string>)[level] ?? level;
const budget = parseBotSpec(spec).ms ?? 1000;
const options = dixie.parseOptions({ historical: true, melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true });
const botSide = 'CSA';
const bot = createBot(spec, { game: dixie, options, seed: 'bot-turn' });
const other = createBot('greedy', { game: dixie, options, seed: 'bot-turn-greedy' });
const s = dixie.setup('bot-turn', options, null);
const rows: { decisions: number; seconds: number; maxDecision: number; limit: number; within: boolean }[] = [];
let cur: { decisions: number; t0: number; max: number } | null = null;
const close = () => {
  if (!cur) return;
  const seconds = (performance.now() - cur.t0) / 1000, limit = (10 * budget * cur.decisions) / 1000;
  const row = { decisions: cur.decisions, seconds: +seconds.toFixed(2), maxDecision: +cur.max.toFixed(2), limit, within: seconds <= limit };
  rows.push(row);
  console.log(`turn ${rows.length}: ${row.decisions} decisions in ${row.seconds} s (slowest ${row.maxDecision} s; limit ${limit} s)`);
  cur = null;
};
while (!dixie.result(s) && rows.length < turns) {
  const active = dixie.activeSides(s);
  const side = active.includes(botSide) ? botSide : active[0]!;
  if (side !== botSide) { close(); dixie.applyInPlace(s, side, other.choose(viewFor(dixie, s, side)) as never, null); s.step++; continue; }
  cur ??= { decisions: 0, t0: performance.now(), max: 0 };
  const t = performance.now();
  const a = bot.choose(viewFor(dixie, s, side));
  cur.max = Math.max(cur.max, (performance.now() - t) / 1000);
  cur.decisions++;
  // the bot's choice is one of the view's actions: applied as offered
  dixie.applyInPlace(s, side, a as never, null);
  s.step++; // as the checked apply does: the bots' generators and the views count decisions
}
close();
const worst = rows.reduce((m, r) => Math.max(m, r.seconds / Math.max(1e-9, r.limit)), 0);
console.log(JSON.stringify({ game: 'dixie', bench: 'bot-turn', level, spec, budgetMs: budget, turns: rows, allWithin: rows.every((r) => r.within), worstShareOfLimit: +worst.toFixed(3) }));
