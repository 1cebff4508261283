/**
 * 7.4 Retreat: where a block may go when it leaves a battle during its combat turn (or must leave: the
 * attacker after round 3, reserves after a battle that ended in round 1). Land retreats only; sea retreats
 * (8.5) are in naval.ts.
 *
 *  - a block retreats with its full movement allowance (2.13), never with a forced march (5.5);
 *  - every hex entered or passed must be friendly or neutral (5.3 control as of the end of the last turn)
 *    and free of enemy blocks, and never a battle hex (a hex with a pending or current contest);
 *  - the attacker leaves only through the hexsides it entered by; the defender never through a hexside the
 *    attacker entered by, except that the side that entered last through a shared hexside may use it;
 *  - hexside limits (5.2) count afresh in each battle round, per side (a regroup is held to the turn's counts, 7.5);
 *  - stop after a forest/marsh hexside not crossed by a river (Indians excepted, 10.0);
 *  - only blocks that joined the battle by river (s.viaRiver) may retreat by river (5.6);
 *  - the path to a destination is the shortest one (fewest hexsides), so only its hexsides are counted.
 *
 * Terrain, limits and who may stand where come from movement.ts (`hexsideLimit`, `mustStopAfter`,
 * `canEnterHex`); the retreat counters are the battle's own (`BattleState.use`), not the turn's `s.sideUse`; a regroup's
 * are the turn's (`s.sideUse` + `s.regroupUse`, 7.5 with 5.2).
 */
import type { BattleState } from './battle-state.js';
import { NEUTRAL, controlCode } from './control.js';
import { hexsideLimit, mustStopAfter, enterWhy, turnUseForRegroup } from './movement.js';
import { W } from './why.js';
import { countAt } from './occupancy.js';
import { isHex, type Compiled, type LibertyState, type SideId } from './state.js';

export const SIDE_NAMES: readonly SideId[] = ['british', 'american'];

/** A move out of the battle hex: destination and the hexsides crossed (empty for a sea move). */
export interface MoveTarget {
  to: number;
  sides: number[];
}

/** A battle hex (7.4): a contest, pending or being fought, where both sides still have blocks. */
export function isContestHex(c: Compiled, s: LibertyState, loc: number): boolean {
  for (const k of s.contests) {
    if (k.hex !== loc) continue;
    return countAt(c, s, loc, 0) > 0 && countAt(c, s, loc, 1) > 0;
  }
  return false;
}

export const enemyBlocksAt = (c: Compiled, s: LibertyState, loc: number, sideIdx: 0 | 1): boolean => countAt(c, s, loc, sideIdx === 0 ? 1 : 0) > 0;

const useKey = (hs: number, sideIdx: number): number => hs * 2 + sideIdx;
export const usedThrough = (bs: BattleState, hs: number, sideIdx: number): number => bs.use[useKey(hs, sideIdx)] ?? 0;
export function addUse(bs: BattleState, sides: readonly number[], sideIdx: number): void {
  for (const hs of sides) bs.use[useKey(hs, sideIdx)] = usedThrough(bs, hs, sideIdx) + 1;
}

/** 7.4: may a block of `side` leave the battle hex through hexside `hs`? */
export function mayRetreatThrough(s: LibertyState, bs: BattleState, side: SideId, hs: number): boolean {
  const k = s.contests.find((x) => x.hex === bs.hex);
  if (!k) return true;
  const attIdx = bs.att;
  const attSides = k.entrySides[attIdx] ?? [];
  const last = k.lastThrough[hs];
  if (side === bs.attacker) return attSides.includes(hs) && (last === undefined || last === side);
  return !attSides.includes(hs) || last === side;
}

/**
 * Hexes a land block may reach from the battle hex, with the hexsides crossed: the canonical path to each
 * destination is the first found (direction order ne, e, se, sw, w, nw, then river moves). `mode` selects
 * the 7.4 retreat or the 7.5 regroup conditions.
 */
export function landMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number, mode: 'retreat' | 'regroup'): MoveTarget[] {
  const H = bs.hex;
  if (!isHex(H) || c.blocks.warship[b]) return [];
  const sideIdx = c.blocks.side[b]!;
  const side = SIDE_NAMES[sideIdx]!;
  const w: Walk = {
    c, s, bs, b, mode, side, sideIdx, own: controlCode(side), move: c.blocks.move[b] ?? c.blocks.data[b]!.move,
    path: [H], sides: [], out: [],
  };
  const out = w.out;
  walk(w, H, 0);
  if (s.viaRiver[b] && c.map.riverMoves) {
    for (const mv of c.map.riverMoves[H] ?? []) {
      if (reached(out, mv.to)) continue;
      if (!firstOk(w, mv.sides[0]!)) continue;
      if (mv.via >= 0 && !passOk(w, mv.via)) continue;
      if (!destOk(w, mv.to)) continue;
      let full = false;
      for (const hs of mv.sides) if (used(w, hs) >= hexsideLimit(c, hs, !!c.blocks.indian[b], true)) full = true;
      if (full) continue;
      out.push({ to: mv.to, sides: mv.sides.slice() });
    }
  }
  out.sort(byDestination);
  return out;
}

/** The fixed facts of one `landMoves` search, passed along instead of closures (this runs per block and
 *  battle decision). */
interface Walk {
  c: Compiled; s: LibertyState; bs: BattleState; b: number; mode: 'retreat' | 'regroup';
  side: SideId; sideIdx: 0 | 1; own: number; move: number;
  /** Hexes of the current path, and the hexsides crossed so far. */
  path: number[]; sides: number[];
  out: MoveTarget[];
}

/** How many blocks of the side already crossed hexside hs, for the limit (5.2): a retreat counts in its battle round
 *  (7.4 「退却でのヘクスサイド地形の制限はそれぞれのラウンドに適用される」, the battle's own counter); a regroup is held to the
 *  turn's counts (7.5 「ヘクスサイド制限は再編成に適用される」 with 5.2 「一旦…最大数に達したら、そのプレイヤーはそのゲームターンに…
 *  移動を締め切られる」, issue 23): the moves' and the earlier regroups' of this turn. */
function used(w: Walk, hs: number): number {
  return w.mode === 'regroup' ? turnUseForRegroup(w.s, hs, w.sideIdx) : usedThrough(w.bs, hs, w.sideIdx);
}

/** May the block enter or pass this hex: never enemy blocks or a battle hex; in retreat only friendly or
 *  neutral hexes (7.4). W.OK or the rule that closes it (issue 22). */
function passWhy(w: Walk, h: number): number {
  const e = enterWhy(w.c, w.s, w.side, w.b, h);
  if (e !== W.OK) return e;
  if (isContestHex(w.c, w.s, h)) return W.BATTLE_HEX;
  if (enemyBlocksAt(w.c, w.s, h, w.sideIdx)) return W.ENEMY_BLOCKS;
  if (w.mode === 'retreat') { const v = w.s.control[h]; return v === NEUTRAL || v === w.own ? W.OK : W.ENEMY_HEX; }
  return W.OK;
}
const passOk = (w: Walk, h: number): boolean => passWhy(w, h) === W.OK;
/** May it end there: a regroup ends in a friendly hex (7.5). */
function destWhy(w: Walk, h: number): number {
  const p = passWhy(w, h);
  if (p !== W.OK) return p;
  return w.mode === 'retreat' || w.s.control[h] === w.own ? W.OK : W.NOT_FRIENDLY;
}
const destOk = (w: Walk, h: number): boolean => destWhy(w, h) === W.OK;
/** 7.4: which hexsides a retreat may leave the battle hex by (regroups may use any). */
const firstOk = (w: Walk, hs: number): boolean => w.mode === 'regroup' || mayRetreatThrough(w.s, w.bs, w.side, hs);

/**
 * Issue 22: why land block b may not retreat (or regroup) to hex `to`: the destination's own rule (`destWhy`, as
 * the walk asks it), then for a neighbouring hex its hexside (7.4 attacker/defender, 5.2 limit: `firstOk`, `used`),
 * then the allowance (2.13), else no way within its move is open. W.OK if `landMoves` reaches it.
 */
/** The side's count and the limit (5.2) of the hexside between the battle hex and its neighbour `to`, as the walk
 *  counts them for `mode` (per round in retreat, for the turn in a regroup); null if they are not neighbours. */
export function hexsideCount(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number, mode: 'retreat' | 'regroup'): { used: number; limit: number } | null {
  const k = c.map.neighbours[bs.hex]?.indexOf(to) ?? -1;
  if (k < 0) return null;
  const hs = c.map.sideOf[bs.hex]![k]!;
  const sideIdx = c.blocks.side[b]!;
  const used = mode === 'regroup' ? turnUseForRegroup(s, hs, sideIdx) : usedThrough(bs, hs, sideIdx);
  return { used, limit: hexsideLimit(c, hs, !!c.blocks.indian[b], false) };
}

export function landMoveWhy(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number, mode: 'retreat' | 'regroup'): number {
  if (landMoves(c, s, bs, b, mode).some((m) => m.to === to)) return W.OK;
  const sideIdx = c.blocks.side[b]!;
  const side = SIDE_NAMES[sideIdx]!;
  const w: Walk = { c, s, bs, b, mode, side, sideIdx, own: controlCode(side), move: c.blocks.move[b] ?? c.blocks.data[b]!.move, path: [bs.hex], sides: [], out: [] };
  if (!isHex(to) || to >= c.map.hexCount) return W.NO_PLACE;
  if (to === bs.hex) return W.SAME_PLACE;
  const d = destWhy(w, to);
  if (d !== W.OK) return d;
  const nb = c.map.neighbours[bs.hex]!;
  for (let k = 0; k < 6; k++) {
    if (nb[k] !== to) continue;
    const hs = c.map.sideOf[bs.hex]![k]!;
    if (c.map.sideTerrain[hs] === 'water') return W.WATER_SIDE;
    if (!firstOk(w, hs)) return side === bs.attacker ? W.ATTACKER_SIDE : W.DEFENDER_SIDE;
    if (used(w, hs) >= hexsideLimit(c, hs, !!c.blocks.indian[b], false)) return W.HEXSIDE_FULL;
  }
  // hexes within the allowance, whatever stands in the way
  let ring = [bs.hex];
  const seen = new Set(ring);
  for (let k = 0; k < w.move; k++) {
    const next: number[] = [];
    for (const h of ring) for (const n of c.map.neighbours[h]!) if (n >= 0 && !seen.has(n)) { seen.add(n); next.push(n); }
    ring = next;
  }
  const riverTo = s.viaRiver[b] && (c.map.riverMoves[bs.hex] ?? []).some((m) => m.to === to);
  if (!seen.has(to) && !riverTo) return W.BEYOND_MOVE;
  return W.NO_WAY;
}

function reached(out: MoveTarget[], h: number): boolean {
  for (const t of out) if (t.to === h) return true;
  return false;
}
/** Keep the shortest path to each destination (fewest hexsides crossed; the first found among equals): a block
 *  retreating to an adjacent hex crosses that hexside, not a detour through a neighbour (7.4, 5.2 counts). */
function record(out: MoveTarget[], h: number, sides: number[]): void {
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.to !== h) continue;
    if (out[i]!.sides.length > sides.length) out[i] = { to: h, sides: sides.slice() };
    return;
  }
  out.push({ to: h, sides: sides.slice() });
}
const byDestination = (x: MoveTarget, y: MoveTarget): number => x.to - y.to;

function walk(w: Walk, hex: number, depth: number): void {
  const { c, bs, b, path, sides } = w;
  const nb = c.map.neighbours[hex]!, so = c.map.sideOf[hex]!;
  for (let d = 0; d < 6; d++) {
    const n = nb[d]!, hs = so[d]!;
    if (n < 0 || hs < 0 || path.includes(n)) continue;
    if (depth === 0 && !firstOk(w, hs)) continue;
    if (used(w, hs) >= hexsideLimit(c, hs, !!c.blocks.indian[b], false)) continue;
    if (!passOk(w, n)) continue;
    sides.push(hs);
    if (destOk(w, n)) record(w.out, n, sides);
    if (depth + 1 < w.move && !mustStopAfter(c, hs, b)) { path.push(n); walk(w, n, depth + 1); path.pop(); }
    sides.pop();
  }
}
