/**
 * Hex control (5.3) and occupancy. Control changes only at the end of a game turn: `s.control` is the
 * snapshot taken then; occupancy is live. A town is friendly to its colour's side (blue → American; red and
 * orange → British, 1.2) unless enemy-occupied; a hex without a town is neutral when empty.
 */
import { countAt as occCount, firstAt, hexCounts, nextAt } from './occupancy.js';
import { LOC, SIDE_INDEX, type Compiled, type LibertyState, type SideId } from './state.js';

export const NEUTRAL = 0, BRITISH = 1, AMERICAN = 2;
export const controlCode = (side: SideId): number => (side === 'british' ? BRITISH : AMERICAN);

/** Number of blocks of side (0 british, 1 american) at a location. */
export const countAt = (c: Compiled, s: LibertyState, loc: number, sideIdx: 0 | 1): number => occCount(c, s, loc, sideIdx);

/** Blocks at a location (of one side, or both), in index order. */
export function blocksAt(c: Compiled, s: LibertyState, loc: number, sideIdx?: 0 | 1): number[] {
  const out: number[] = [];
  for (const si of [0, 1] as const) {
    if (sideIdx !== undefined && si !== sideIdx) continue;
    for (let b = firstAt(c, s, loc, si); b >= 0; b = nextAt(b)) out.push(b);
  }
  return sideIdx === undefined ? out.sort((a, b) => a - b) : out;
}

export const hasEnemy = (c: Compiled, s: LibertyState, loc: number, side: SideId): boolean =>
  countAt(c, s, loc, SIDE_INDEX[side] === 0 ? 1 : 0) > 0;
export const hasFriendly = (c: Compiled, s: LibertyState, loc: number, side: SideId): boolean =>
  countAt(c, s, loc, SIDE_INDEX[side]) > 0;

/** Who controls a hex by the 5.3 definition, from the blocks standing there now (used at end of turn). */
export function liveControl(c: Compiled, s: LibertyState, hex: number): number {
  const br = countAt(c, s, hex, 0), am = countAt(c, s, hex, 1);
  if (br > 0 && am === 0) return BRITISH;
  if (am > 0 && br === 0) return AMERICAN;
  if (br > 0 && am > 0) return s.control[hex] ?? NEUTRAL; // contested: unchanged until a battle settles it
  const colour = c.map.townColour[hex];
  if (!c.map.hasTown[hex] || !colour) return NEUTRAL;
  return colour === 'blue' ? AMERICAN : BRITISH;
}

/** Index in `s.control` of a West Indies port's control: after the hexes, British then French port. */
export const wiControlIndex = (c: Compiled, loc: number): number => c.map.hexCount + (loc === LOC.BWI ? 0 : 1);

/** 9.1 with 1.2: a West Indies port is its own nation's unless occupied by the other side alone, from the blocks
 *  standing there now (`held`: the control to keep while both sides are there, else its own nation's). */
export function westIndiesByBlocks(c: Compiled, s: LibertyState, loc: number, held?: number): number {
  const br = countAt(c, s, loc, 0), am = countAt(c, s, loc, 1);
  if (br > 0 && am === 0) return BRITISH;
  if (am > 0 && br === 0) return AMERICAN;
  if (br > 0 && am > 0 && held !== undefined) return held; // contested: unchanged until a battle settles it
  return loc === LOC.BWI ? BRITISH : AMERICAN;
}

/** 5.3: recompute control for every hex (end of game turn), and for the two West Indies ports, which function as
 *  ports (9.1) and so change control only then too (docs/liberty-rules.md, 9.1 with 5.3). */
export function updateControl(c: Compiled, s: LibertyState): void {
  const n = hexCounts(c, s); // liveControl for every hex, with the counts read from the table directly
  const M = c.map;
  for (let h = 0; h < M.hexCount; h++) {
    const br = n[h * 2]!, am = n[h * 2 + 1]!;
    if (br > 0 && am === 0) s.control[h] = BRITISH;
    else if (am > 0 && br === 0) s.control[h] = AMERICAN;
    else if (br > 0 && am > 0) s.control[h] = s.control[h] ?? NEUTRAL;
    else s.control[h] = M.emptyControl[h]!; // town colour (1.2), else neutral
  }
  for (const wi of [LOC.BWI, LOC.FWI]) s.control[wiControlIndex(c, wi)] = westIndiesByBlocks(c, s, wi, s.control[wiControlIndex(c, wi)]);
}

/** Initial control at setup. */
export function initialControl(c: Compiled, s: LibertyState): number[] {
  s.control = new Array(c.map.hexCount + 2).fill(NEUTRAL);
  s.control[wiControlIndex(c, LOC.BWI)] = BRITISH;
  s.control[wiControlIndex(c, LOC.FWI)] = AMERICAN;
  updateControl(c, s);
  return s.control;
}

export const isFriendlyHex = (s: LibertyState, hex: number, side: SideId): boolean => s.control[hex] === controlCode(side);
export const isEnemyHex = (s: LibertyState, hex: number, side: SideId): boolean => {
  const v = s.control[hex];
  return v !== NEUTRAL && v !== controlCode(side);
};
export const isNeutralHex = (s: LibertyState, hex: number): boolean => s.control[hex] === NEUTRAL;

/** West Indies control (9.1 with 5.3): a port is its own nation's unless occupied by the other side alone, as of
 *  the end of the last turn, like every hex (5.3 「ヘクスの支配はゲームターンの終了まで変わることはない」). A state
 *  without the snapshot (written before it existed) reads the blocks standing there now. */
export function westIndiesController(c: Compiled, s: LibertyState, loc: number): number {
  return s.control[wiControlIndex(c, loc)] ?? westIndiesByBlocks(c, s, loc);
}

/** 11.1: supply points controlled by the British (towns by value, plus the West Indies they control), by the
 *  5.3 snapshot taken at the end of the year's last turn. */
export function britishSupplyPoints(c: Compiled, s: LibertyState): number {
  let total = 0;
  for (const h of c.map.supplyTowns) if (s.control[h] === BRITISH) total += c.map.townValue[h]!; // towns of value > 0
  if (westIndiesController(c, s, LOC.BWI) === BRITISH) total += c.map.spaceValue.bwi;
  if (westIndiesController(c, s, LOC.FWI) === BRITISH) total += c.map.spaceValue.fwi;
  return total;
}
