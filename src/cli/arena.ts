/**
 * `muster arena --game G --a SPEC --b SPEC --games N [--swap-sides]`: bot against bot in parallel worker
 * threads. Progress on stderr; the summary on stdout, whose last line is one JSON object.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { getGame, listGames } from '../games/registry.js';
import { parseBotSpec } from '../bots/index.js';
import { arenaCsv, runArena } from '../bots/arena.js';

const pct = (x: number | null) => (x === null ? '—' : (x * 100).toFixed(1) + ' %');

export function registerArena(program: Command): void {
  program
    .command('arena')
    .description('play bot against bot (random, greedy, ismcts:MS, ismcts:Nit) and print win rates with 95 % intervals')
    .requiredOption('--game <id>', 'game id')
    .requiredOption('--a <spec>', 'bot A, e.g. ismcts:1000 (ms) or ismcts:2000it (iterations)')
    .requiredOption('--b <spec>', 'bot B, e.g. greedy or random')
    .option('--games <n>', 'number of games', '100')
    .option('--swap-sides', 'play every deal once from each side', false)
    .option('--seed <s>', 'seed of the series', 'arena')
    .option('--workers <n>', 'worker threads (0: in this thread)', String(availableParallelism()))
    .option('--options <json>', 'game options as JSON', '{}')
    .option('--max-moves <n>', 'stop a game after this many moves (counted as unfinished: a draw)', '100000')
    .option('--csv <file>', 'where to write one line per game (default arena-GAME-A-vs-B.csv)')
    .option('--quiet', 'no progress output', false)
    .action(async (o: { game: string; a: string; b: string; games: string; swapSides: boolean; seed: string; workers: string; options: string; maxMoves: string; csv?: string; quiet: boolean }) => {
      const game = getGame(o.game);
      if (!game) throw new Error(`unknown game "${o.game}" (known: ${listGames().map((g) => g.info.id).join(', ')})`);
      parseBotSpec(o.a); parseBotSpec(o.b);
      const options = game.parseOptions(JSON.parse(o.options));
      const games = Math.max(1, parseInt(o.games, 10));
      const csv = o.csv ?? `arena-${o.game}-${o.a}-vs-${o.b}.csv`.replace(/[^\w.=-]+/g, '_');
      const tty = Boolean(process.stderr.isTTY);
      const bar = o.quiet ? null : new cliProgress.SingleBar({
        stream: process.stderr, noTTYOutput: true, notTTYSchedule: 10000, hideCursor: tty,
        format: `${o.game} ${o.a} vs ${o.b} [{bar}] {value}/{total} games | A {score} | {duration_formatted} elapsed, ETA {eta_formatted}`,
      }, cliProgress.Presets.shades_classic);
      bar?.start(games, 0, { score: '—' });
      let aPoints = 0;
      const { games: played, summary } = await runArena(
        { game, options, a: o.a, b: o.b, games, swapSides: o.swapSides, seed: o.seed, workers: parseInt(o.workers, 10), maxMoves: parseInt(o.maxMoves, 10) },
        (g, done) => {
          if (g.match) aPoints += g.match.winner === null ? 0.5 : g.match.winner === g.aSide ? 1 : 0;
          bar?.update(done, { score: pct(aPoints / done) });
        },
      );
      bar?.stop();
      mkdirSync(dirname(csv), { recursive: true });
      writeFileSync(csv, arenaCsv(played, o.a, o.b));
      const lines = [
        `${summary.arena}: A = ${summary.a}, B = ${summary.b}, ${summary.games} games${summary.swapSides ? ' (sides swapped)' : ''}, seed ${summary.seed}`,
        `A wins ${summary.aWins}, B wins ${summary.bWins}, draws ${summary.draws}${summary.errors ? `, ERRORS ${summary.errors}` : ''}`,
        `A win rate ${pct(summary.aWinRate)} (95 % CI ${pct(summary.ci95[0])} – ${pct(summary.ci95[1])})`,
        ...game.info.sides.map((s) => `  A as ${s}: ${pct(summary.aWinRateBySide[s] ?? null)} over ${summary.gamesBySide[s]} games` + (summary.ci95BySide[s] ? ` (95 % CI ${pct(summary.ci95BySide[s]![0])} – ${pct(summary.ci95BySide[s]![1])})` : '')),
        `average game length ${summary.avgMoves.toFixed(1)} moves; time per move A ${summary.msPerMove.a.toFixed(2)} ms, B ${summary.msPerMove.b.toFixed(2)} ms; wall ${summary.wallSeconds.toFixed(1)} s`,
        ...(summary.endYears ? [`games by the year they ended: ${Object.entries(summary.endYears).map(([y, n]) => `${y} ${n}`).join(', ')}` +
          ` (by turn: ${Object.entries(summary.endTurns ?? {}).map(([y, n]) => `${y} ${n}`).join(', ')})`] : []),
        `results: ${Object.entries(summary.reasons).map(([r, n]) => `${r} ${n}`).join(', ')}`,
        `CSV: ${csv}`,
      ];
      process.stdout.write(lines.join('\n') + '\n' + JSON.stringify({ ...summary, csv }) + '\n');
      if (summary.errors) process.exitCode = 1;
    });
}
