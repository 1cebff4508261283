/**
 * Game end (war1812 12.x). Chart: Game End, every entry: peace when the markers end in the same space; flags in
 * the enemy's areas and wilderness positions that cannot trace supply, and one's own unsupplied flags removed;
 * the Ghent number (4/3/2/1 per enemy area by its location, +2 per subjugated tribe for the Americans, +4 per
 * hostile tribe for the British); the difference ÷ 4 rounded up moves the pair toward the higher side; one more
 * card each; the pair's box is the result.
 */
import type { LogEntry } from '../../core/log.js';
import { KIND, type Compiled } from './compile.js';
import { deal } from './cards.js';
import { sideId, type Side, type War1812State } from './state.js';
import { landAt } from './stacks.js';
import { traceSupply } from './supply.js';
import { movePair, resultOf } from './victory.js';

/** Chart: Ghent points of an enemy area by its location. */
export const GHENT_POINTS = [1, 4, 3, 2, 2, 1];

/** 12.2: flags for supply (computed on one snapshot for both sides). A space the controller still occupies keeps
 *  its controller (design: no flag under an army). */
export function placeFlags(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  const sup = [traceSupply(c, s, 0), traceSupply(c, s, 1)];
  const changes: [number, number][] = [];
  for (let sp = 0; sp < c.n; sp++) {
    const ctl = s.control[sp]!, own = c.owner[sp]!;
    if (c.kind[sp] !== KIND.LAND || (ctl !== 0 && ctl !== 1) || (own !== 0 && own !== 1)) continue;
    if (sup[ctl]![sp]! > 0 || landAt(s, ctl as Side, sp) > 0) continue;
    changes.push([sp, ctl === own ? 1 - ctl : own]);
  }
  for (const [sp, to] of changes) {
    s.control[sp] = to;
    log?.push({ key: 'w.flag', params: { side: sideId(to), at: sp }, rule: 'war1812 12.2' });
  }
}

/** 12.3: each side's Ghent number. */
export function ghentNumbers(c: Compiled, s: War1812State): [number, number] {
  const n: [number, number] = [0, 0];
  for (let sp = 0; sp < c.n; sp++) {
    const ctl = s.control[sp]!;
    if (c.kind[sp] !== KIND.LAND || (ctl !== 0 && ctl !== 1) || c.owner[sp] !== 1 - ctl) continue;
    n[ctl] += c.western[sp] ? 1 : GHENT_POINTS[c.loc[sp]!]!; // chart: western wilderness positions count 1
  }
  s.tribes.forEach((t) => { if (t === 2) n[1] += 2; if (t === 1) n[0] += 4; });
  return n;
}

/** 12.1-12.3, then the last cards (12.4). `box`: where the markers met. */
export function startGhent(c: Compiled, s: War1812State, box: number, log: LogEntry[] | null): void {
  log?.push({ key: 'w.peace', params: { box }, rule: 'war1812 12.1' });
  placeFlags(c, s, log);
  const numbers = ghentNumbers(c, s);
  const shift = Math.ceil(Math.abs(numbers[0] - numbers[1]) / 4);
  s.ghent = { numbers, shift, box };
  s.peace = [box, box];
  log?.push({ key: 'w.ghent', params: { british: numbers[0], american: numbers[1], shift }, rule: 'war1812 12.3' });
  if (shift > 0) movePair(c, s, numbers[0] > numbers[1] ? 0 : 1, shift, 'ghent', log);
  s.mover = null;
  s.ops = null;
  s.lastCards = 3;
  for (const side of [0, 1] as Side[]) if (!s.hands[side].length) deal(c, s, side, 1, log);
  s.phase = 'lastcard';
  s.active = s.first;
}

/** 12.5: the pair's box decides. */
export function finishGame(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  const box = s.ghent!.box;
  s.peace = [box, box];
  const r = resultOf(c, box);
  s.result = { winner: r.winner, reason: `w.result-${r.level}`, rule: 'war1812 12.5', params: { box } };
  s.phase = 'over';
  log?.push({ key: `w.result-${r.level}`, params: { box }, rule: 'war1812 12.5' });
}

