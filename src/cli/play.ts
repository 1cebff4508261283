/**
 * `muster play GAME --bot SPEC --side SIDE`: a text-mode game against the computer. You play SIDE (default
 * the game's first side); the bot plays every other side and decides from its own view only. Type the
 * number of an action; `q` quits. Works with piped input too (one number per line).
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { apply, viewFor, type AnyGame, type BaseState, type SideId } from '../core/engine.js';
import { logFor, renderEntry, type Lang, type LogEntry } from '../core/log.js';
import { RuleError } from '../core/errors.js';
import { getGame, listGames } from '../games/registry.js';
import { createBot } from '../bots/index.js';
import { renderViewText } from '../bots/text/index.js';

export interface PlayOptions { bot: string; side?: string; seed?: string; options: string; lang: Lang }

export async function runPlay(game: AnyGame, o: PlayOptions, input: NodeJS.ReadableStream = process.stdin, out: NodeJS.WritableStream = process.stdout): Promise<void> {
  const human: SideId = o.side ?? game.info.sides[0]!;
  if (!game.info.sides.includes(human)) throw new Error(`unknown side "${human}" (sides: ${game.info.sides.join(', ')})`);
  const options = game.parseOptions(JSON.parse(o.options));
  const seed = o.seed ?? String(Date.now());
  const bot = createBot(o.bot, { game, options, seed: `${seed}|bot` });
  const say = (s: string) => out.write(s + '\n');
  const cat = game.messages[o.lang] ?? game.messages.en;
  // The side's own entries only (logFor), their ids (cards, blocks, places) in words from the game's data, as the browser log does.
  const inWords = (e: LogEntry) => (game.describeLogEntry ? game.describeLogEntry(e, o.lang, options) : e);
  const printLog = (log: LogEntry[]) => { for (const e of logFor(log, human)) say('  · ' + renderEntry(inWords(e), cat)); };
  const rl = createInterface({ input, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  say(`${game.info.title[o.lang] ?? game.info.title.en} — you are ${human}, the computer (${o.bot}) plays ${game.info.sides.filter((s) => s !== human).join(', ')}; seed ${seed}`);
  if (game.info.notice) say(game.info.notice[o.lang] ?? game.info.notice.en);
  const setupLog: LogEntry[] = [];
  let state: BaseState = game.setup(seed, options, setupLog);
  printLog(setupLog);
  try {
    while (!game.result(state)) {
      const active = game.activeSides(state);
      // The human answers first when both must choose at once: the bot's view never shows a face-down choice.
      const side = active.includes(human) ? human : active[0]!;
      const view = viewFor(game, state, side);
      let action: unknown;
      if (side === human) {
        say('\n' + renderViewText(game.info.id, view.state, human, { actions: view.actions as { type: string }[], lang: o.lang }));
        view.actions.forEach((a, i) => say(`  ${String(i + 1).padStart(3)}. ${game.describeAction(a, o.lang, options)}`));
        for (;;) {
          out.write(`your move (1-${view.actions.length}, q to quit): `);
          const next = await lines.next();
          if (next.done) { say('\n(end of input)'); return; }
          const t = String(next.value).trim();
          if (t === 'q' || t === 'quit') { say('bye'); return; }
          const n = Number(t);
          if (Number.isInteger(n) && n >= 1 && n <= view.actions.length) { action = view.actions[n - 1]; break; }
          say(`please type a number from 1 to ${view.actions.length}`);
        }
      } else {
        out.write(`${side} (computer) is thinking… `);
        const t0 = performance.now();
        action = bot.choose(view);
        say(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
      try {
        const r = apply(game, state, side, action);
        state = r.state;
        printLog(r.log);
      } catch (e) {
        if (e instanceof RuleError) { say(e.message); continue; }
        throw e;
      }
    }
    const res = game.result(state)!;
    say('\n' + renderViewText(game.info.id, viewFor(game, state, human).state, human));
    say(`Game over: ${res.winner === null ? 'draw' : res.winner === human ? 'you win' : `${res.winner} wins`} — ${renderEntry(inWords({ key: res.reason, params: res.params, rule: res.rule }), cat)}`);
  } finally {
    rl.close();
  }
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game against the computer on the terminal')
    .argument('<game>', 'game id')
    .option('--bot <spec>', 'the computer: random, greedy, ismcts:MS, or a level easy|normal|hard', 'easy')
    .option('--side <side>', 'the side you play (default: the first side)')
    .option('--seed <seed>', 'seed of the game')
    .option('--options <json>', 'game options as JSON', '{}')
    .option('--lang <lang>', 'en or ja', 'en')
    .action(async (gameId: string, o: PlayOptions) => {
      const game = getGame(gameId);
      if (!game) throw new Error(`unknown game "${gameId}" (known: ${listGames().map((g) => g.info.id).join(', ')})`);
      await runPlay(game, o);
    });
}
