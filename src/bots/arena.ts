/**
 * Bot against bot: many games in parallel worker threads, with win rates per side and 95 % confidence
 * intervals. Game i uses seed `${seed}-${floor(i / k)}` with k sides when sides are swapped (so each deal is
 * played once from each chair), else `${seed}-${i}`. A draw counts half a win.
 */
import type { AnyGame, SideId } from '../core/engine.js';
import type { MatchResult } from './match.js';
import { playSpecMatch } from './match.js';
import { BotWorkerPool } from './worker.js';

export interface ArenaParams {
  game: AnyGame;
  options?: unknown;
  a: string;
  b: string;
  games: number;
  swapSides: boolean;
  seed: string;
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  maxMoves?: number;
}

export interface ArenaGame {
  index: number;
  seed: string;
  aSide: SideId;
  match?: MatchResult;
  error?: string;
}

export interface ArenaSummary {
  arena: string;
  a: string;
  b: string;
  games: number;
  aWins: number;
  bWins: number;
  draws: number;
  errors: number;
  aWinRate: number;
  ci95: [number, number];
  aWinRateBySide: Record<SideId, number | null>;
  ci95BySide: Record<SideId, [number, number] | null>;
  gamesBySide: Record<SideId, number>;
  /** Liberty names for the per-side rates (null when the game has no such side). */
  aWinRateAsBritish: number | null;
  aWinRateAsAmerican: number | null;
  avgMoves: number;
  /** Games by the year (and turn, "1814-3") in which they ended, for games whose view has a clock (match `end`). */
  endYears?: Record<string, number>;
  endTurns?: Record<string, number>;
  /** Games by the result's reason (War of 1812: the result band). */
  reasons: Record<string, number>;
  msPerMove: { a: number; b: number };
  seed: string;
  swapSides: boolean;
  wallSeconds: number;
}

/** Wilson score interval (95 %) for a proportion p over n trials. */
export function wilson95(p: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function arenaSchedule(p: Pick<ArenaParams, 'game' | 'games' | 'swapSides' | 'seed'>): ArenaGame[] {
  const sides = p.game.info.sides;
  const k = sides.length;
  return Array.from({ length: p.games }, (_, i) => ({
    index: i,
    seed: p.swapSides ? `${p.seed}-${Math.floor(i / k)}` : `${p.seed}-${i}`,
    aSide: p.swapSides ? sides[i % k]! : sides[0]!,
  }));
}

function specsFor(game: AnyGame, g: ArenaGame, a: string, b: string): Record<SideId, string> {
  return Object.fromEntries(game.info.sides.map((s) => [s, s === g.aSide ? a : b]));
}

export async function runArena(p: ArenaParams, onGame?: (g: ArenaGame, done: number) => void): Promise<{ games: ArenaGame[]; summary: ArenaSummary }> {
  const t0 = performance.now();
  const schedule = arenaSchedule(p);
  let done = 0;
  const finish = (g: ArenaGame) => { done++; onGame?.(g, done); };
  if (p.workers <= 0) {
    for (const g of schedule) {
      try { g.match = playSpecMatch(p.game, p.options ?? p.game.defaultOptions, g.seed, specsFor(p.game, g, p.a, p.b), p.maxMoves); }
      catch (e) { g.error = (e as Error).message; }
      finish(g);
    }
  } else {
    const pool = new BotWorkerPool(p.workers);
    try {
      await Promise.all(schedule.map(async (g) => {
        try {
          const r = await pool.run({ type: 'match', gameId: p.game.info.id, options: p.options, seed: g.seed, specs: specsFor(p.game, g, p.a, p.b), maxMoves: p.maxMoves });
          g.match = (r as { match?: MatchResult }).match;
        } catch (e) { g.error = (e as Error).message; }
        finish(g);
      }));
    } finally {
      await pool.close();
    }
  }
  return { games: schedule, summary: summarize(p, schedule, (performance.now() - t0) / 1000) };
}

export function aScore(g: ArenaGame): number | null {
  if (!g.match) return null;
  return g.match.winner === null ? 0.5 : g.match.winner === g.aSide ? 1 : 0;
}

export function summarize(p: Pick<ArenaParams, 'game' | 'a' | 'b' | 'seed' | 'swapSides'>, games: ArenaGame[], wallSeconds: number): ArenaSummary {
  const sides = p.game.info.sides;
  const ok = games.filter((g) => g.match);
  const score = (list: ArenaGame[]) => (list.length ? list.reduce((s, g) => s + aScore(g)!, 0) / list.length : null);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const rnd = (r: [number, number]): [number, number] => [round(r[0]), round(r[1])];
  const bySide: Record<SideId, number | null> = {}, ciBySide: Record<SideId, [number, number] | null> = {}, nBySide: Record<SideId, number> = {};
  for (const s of sides) {
    const list = ok.filter((g) => g.aSide === s);
    const r = score(list);
    bySide[s] = r === null ? null : round(r);
    ciBySide[s] = r === null ? null : rnd(wilson95(r, list.length));
    nBySide[s] = list.length;
  }
  let aMs = 0, aN = 0, bMs = 0, bN = 0, moves = 0;
  for (const g of ok) {
    const m = g.match!;
    moves += m.moves;
    for (const s of sides) {
      if (s === g.aSide) { aMs += m.ms[s] ?? 0; aN += m.decisions[s] ?? 0; }
      else { bMs += m.ms[s] ?? 0; bN += m.decisions[s] ?? 0; }
    }
  }
  const rate = score(ok) ?? 0;
  const count = (keys: (string | null)[]) => {
    const out: Record<string, number> = {};
    for (const k of keys) if (k !== null) out[k] = (out[k] ?? 0) + 1;
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };
  const ends = ok.map((g) => g.match!.end ?? null);
  const clocked = ends.some((e) => e);
  return {
    arena: p.game.info.id, a: p.a, b: p.b, games: ok.length,
    aWins: ok.filter((g) => aScore(g) === 1).length,
    bWins: ok.filter((g) => aScore(g) === 0).length,
    draws: ok.filter((g) => aScore(g) === 0.5).length,
    errors: games.length - ok.length,
    aWinRate: round(rate), ci95: rnd(wilson95(rate, ok.length)),
    aWinRateBySide: bySide, ci95BySide: ciBySide, gamesBySide: nBySide,
    aWinRateAsBritish: sides.includes('british') ? bySide.british ?? null : null,
    aWinRateAsAmerican: sides.includes('american') ? bySide.american ?? null : null,
    avgMoves: round(ok.length ? moves / ok.length : 0),
    ...(clocked ? {
      endYears: count(ends.map((e) => (e ? String(e.year) : null))),
      endTurns: count(ends.map((e) => (e ? (e.turn === undefined ? String(e.year) : `${e.year}-${e.turn}`) : null))),
    } : {}),
    reasons: count(ok.map((g) => g.match!.result?.reason ?? (g.match!.truncated ? 'truncated' : null))),
    msPerMove: { a: round(aN ? aMs / aN : 0), b: round(bN ? bMs / bN : 0) },
    seed: p.seed, swapSides: p.swapSides, wallSeconds: round(wallSeconds),
  };
}

const csvCell = (v: unknown) => { const s = String(v ?? ''); return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s; };

export function arenaCsv(games: ArenaGame[], a: string, b: string): string {
  const head = ['game', 'seed', 'a', 'b', 'a_side', 'winner', 'a_score', 'moves', 'a_ms_per_move', 'b_ms_per_move', 'reason', 'truncated', 'error', 'end_year', 'end_turn', 'result_params'];
  const rows = games.map((g) => {
    const m = g.match;
    let aMs = 0, aN = 0, bMs = 0, bN = 0;
    if (m) for (const s of Object.keys(m.ms)) {
      if (s === g.aSide) { aMs += m.ms[s]!; aN += m.decisions[s]!; } else { bMs += m.ms[s]!; bN += m.decisions[s]!; }
    }
    return [g.index, g.seed, a, b, g.aSide, m ? (m.winner ?? 'draw') : '', aScore(g) ?? '', m?.moves ?? '',
      aN ? (aMs / aN).toFixed(3) : '', bN ? (bMs / bN).toFixed(3) : '', m?.result?.reason ?? '', m?.truncated ?? '', g.error ?? '',
      m?.end?.year ?? '', m?.end?.turn ?? '', m?.result?.params ? Object.entries(m.result.params).map(([k, v]) => `${k}=${v}`).join(' ') : ''].map(csvCell).join(',');
  });
  return [head.join(','), ...rows].join('\n') + '\n';
}
