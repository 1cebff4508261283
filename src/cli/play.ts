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
import { renderViewText, type TextContext } from '../bots/text/index.js';

export interface PlayOptions { bot: string; side?: string; seed?: string; options: string; lang: Lang }

/** The level names of the browser lobby (src/client/i18n.ts, bot_*), for the Japanese header. */
const LEVEL_JA: Record<string, string> = { random: 'ランダム', easy: 'やさしい', normal: 'ふつう', hard: 'むずかしい' };

/**
 * The terminal's own words (header, prompts, game over) in the session's language; English is the default and
 * stays as it always was. Sides are named by the game's catalogue ('@british' → 'イギリス軍') in Japanese only.
 */
function words(lang: Lang, side: (s: string) => string) {
  const ja = lang === 'ja';
  return {
    header: (title: string, human: string, bot: string, others: string[], seed: string) => ja
      ? `${title} — あなたは${side(human)}、コンピュータ(${LEVEL_JA[bot] ?? bot})は${others.map(side).join('、')}を担当。シード ${seed}`
      : `${title} — you are ${human}, the computer (${bot}) plays ${others.join(', ')}; seed ${seed}`,
    prompt: (n: number) => (ja ? `あなたの手番 (1-${n}、q で終了): ` : `your move (1-${n}, q to quit): `),
    endOfInput: ja ? '(入力終了)' : '(end of input)',
    bye: ja ? '終了します' : 'bye',
    range: (n: number) => (ja ? `1 から ${n} までの番号を入力してください` : `please type a number from 1 to ${n}`),
    thinking: (s: string) => (ja ? `${side(s)}(コンピュータ)が考えています… ` : `${s} (computer) is thinking… `),
    done: (secs: string) => (ja ? `完了 (${secs} 秒)` : `done in ${secs} s`),
    over: (winner: string | null, human: string, reason: string) => ja
      ? `ゲーム終了: ${winner === null ? '引き分け' : winner === human ? 'あなたの勝ち' : `${side(winner)}の勝ち`} — ${reason}`
      : `Game over: ${winner === null ? 'draw' : winner === human ? 'you win' : `${winner} wins`} — ${reason}`,
  };
}

export async function runPlay(game: AnyGame, o: PlayOptions, input: NodeJS.ReadableStream = process.stdin, out: NodeJS.WritableStream = process.stdout): Promise<void> {
  const human: SideId = o.side ?? game.info.sides[0]!;
  if (!game.info.sides.includes(human)) throw new Error(`unknown side "${human}" (sides: ${game.info.sides.join(', ')})`);
  const options = game.parseOptions(JSON.parse(o.options));
  const seed = o.seed ?? String(Date.now());
  const bot = createBot(o.bot, { game, options, seed: `${seed}|bot` });
  const say = (s: string) => out.write(s + '\n');
  const lang: Lang = o.lang === 'ja' ? 'ja' : 'en';
  const cat = game.messages[lang];
  const w = words(lang, (s) => cat['@' + s] ?? s);
  // The side's own entries only (logFor), their ids (cards, blocks, places) in words from the game's data, as the browser log does.
  const inWords = (e: LogEntry) => (game.describeLogEntry ? game.describeLogEntry(e, lang, options) : e);
  const printLog = (log: LogEntry[]) => { for (const e of logFor(log, human)) say('  · ' + renderEntry(inWords(e), cat)); };
  // What the text board knows besides the view; `options` names the game's data (e.g. the Liberty pack).
  const board = (viewState: unknown, actions?: readonly unknown[]) => {
    const ctx: TextContext & { options: unknown } = { actions: actions as { type: string }[] | undefined, lang, options };
    return renderViewText(game.info.id, viewState, human, ctx);
  };
  const rl = createInterface({ input, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  say(w.header(game.info.title[lang], human, o.bot, game.info.sides.filter((s) => s !== human), seed));
  if (game.info.notice) say(game.info.notice[lang]);
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
        say('\n' + board(view.state, view.actions));
        view.actions.forEach((a, i) => say(`  ${String(i + 1).padStart(3)}. ${game.describeAction(a, lang, options)}`));
        for (;;) {
          out.write(w.prompt(view.actions.length));
          const next = await lines.next();
          if (next.done) { say('\n' + w.endOfInput); return; }
          const t = String(next.value).trim();
          if (t === 'q' || t === 'quit') { say(w.bye); return; }
          if (t === 'odds' || t.startsWith('odds ')) { say(await (await import('./odds.js')).playOddsLine(game.info.id, view.state, t.slice(4).trim(), options)); continue; } // issue 19: odds of a battle
          const n = Number(t);
          if (Number.isInteger(n) && n >= 1 && n <= view.actions.length) { action = view.actions[n - 1]; break; }
          say(w.range(view.actions.length));
        }
      } else {
        out.write(w.thinking(side));
        const t0 = performance.now();
        action = bot.choose(view);
        say(w.done(((performance.now() - t0) / 1000).toFixed(1)));
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
    say('\n' + board(viewFor(game, state, human).state));
    say(w.over(res.winner, human, renderEntry(inWords({ key: res.reason, params: res.params, rule: res.rule }), cat)));
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
