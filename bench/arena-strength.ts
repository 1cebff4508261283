/**
 * `npm run bench -- arena-strength [--game goofspiel] [--ms 1000] [--games 60] [--cheap-games 200] [--workers N]`
 *
 * The strength matrix of the bots on one game, every pairing played with sides swapped (each deal once from
 * each chair): ismcts at --ms per move against random and against greedy, greedy against random. Prints the
 * machine line, one line per pairing, and a last JSON line {"bench":"arena-strength", "game", "rows": [...]}.
 * Targets (issue 6, for Liberty): ismcts ≥ 95 % vs random and ≥ 70 % vs greedy as each side; greedy ≥ 80 %
 * vs random as each side. Results and notes: bench/arena-results.md.
 */
import { availableParallelism } from 'node:os';
import { getGame } from '../src/games/registry.js';
import { runArena, type ArenaSummary } from '../src/bots/arena.js';
import { machineLine } from './machine.js';

const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const gameId = arg('game', 'goofspiel');
const ms = Number(arg('ms', '1000'));
const games = Number(arg('games', '60'));
const cheapGames = Number(arg('cheap-games', '200'));
const workers = Number(arg('workers', String(availableParallelism())));
const game = getGame(gameId);
if (!game) { console.error(`unknown game ${gameId}`); process.exit(2); }

console.log(machineLine());
const pairings: [string, string, number][] = [
  ['greedy', 'random', cheapGames],
  [`ismcts:${ms}`, 'random', games],
  [`ismcts:${ms}`, 'greedy', games],
];
const rows: ArenaSummary[] = [];
for (const [a, b, n] of pairings) {
  const { summary } = await runArena({ game, a, b, games: n, swapSides: true, seed: 'strength', workers });
  rows.push(summary);
  const sides = Object.entries(summary.aWinRateBySide).map(([s, r]) => `${s} ${((r ?? 0) * 100).toFixed(1)} %`).join(', ');
  console.log(`${gameId}: ${a} vs ${b}: ${(summary.aWinRate * 100).toFixed(1)} % (95 % CI ${(summary.ci95[0] * 100).toFixed(1)}–${(summary.ci95[1] * 100).toFixed(1)}) over ${summary.games} games; by side ${sides}; ${summary.avgMoves} moves/game; ${summary.msPerMove.a.toFixed(1)} ms/move`);
}
console.log(JSON.stringify({ bench: 'arena-strength', game: gameId, ms, rows }));
