/**
 * Movement (5.0-5.7), warship movement on the map (8.1) and into the box, sea attacks from the box (8.4),
 * West Indies moves (9.1). Also the helpers the battle files use for retreat and regroup:
 * `hexsideLimit`, `mustStopAfter`, `canEnterHex`, and the per-turn hexside counters in `s.sideUse`.
 *
 * A group move (5.1) is step by step: pick the origin (one action point), then a block, then its hexes one
 * at a time; the block stops by itself when it must (enemy hex, forest/marsh side, allowance used).
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { riverAction, stepAction } from './action-objects.js';
import type { LibertyAction } from './actions.js';
import { AMERICAN, BRITISH, isEnemyHex, westIndiesController } from './control.js';
import { indianHomeDefence } from './indians.js';
import { countAt, firstAt, nextAt } from './occupancy.js';
import type { Compiled, Contest, LibertyState, SideId } from './state.js';
import { LOC, SIDE_INDEX, isHex, isWestIndies } from './state.js';
import { W, whyText } from './why.js';

export const rule = (n: string): string => `liberty ${n}`;

/* ------------------------------------------------------------------ occupancy (occupancy.ts index) */
export const count = (s: LibertyState, c: Compiled, loc: number, sideIdx: number): number => countAt(c, s, loc, sideIdx);
export const enemyAt = (c: Compiled, s: LibertyState, loc: number, side: SideId): boolean => countAt(c, s, loc, side === 'british' ? 1 : 0) > 0;

/* ------------------------------------------------------------------ helpers shared with the battle files */

/** 5.2: blocks per side per turn (per round in retreat, 7.4) through a hexside. Water: 0 for land blocks. */
export function hexsideLimit(c: Compiled, hexside: number, blockIsIndian: boolean, viaRiver: boolean): number {
  void blockIsIndian; void viaRiver; // the limit depends on the hexside only (a river-crossed side is 3 either way)
  return c.map.sideLimit[hexside] ?? 0; // clear 4, forest/marsh 2 (3 if a river crosses it), water 0: compile.ts
}

/** 5.2, 10.0: a block crossing a forest/marsh side stops there, unless a river crosses it or it is an Indian. */
export function mustStopAfter(c: Compiled, hexside: number, block: number): boolean {
  return !!c.map.sideStops[hexside] && !c.blocks.indian[block]; // sideStops: forest/marsh, no river (compile.ts)
}

export function sideUsed(s: LibertyState, hexside: number, sideIdx: number): number {
  const u = s.sideUse[hexside];
  return u ? u[sideIdx]! : 0;
}
/** 7.5 with 5.2 (issue 23): the turn's use of a hexside that a regroup is held to: the moves' (sideUse) and the
 *  regroups' of this turn (regroupUse). */
export function turnUseForRegroup(s: LibertyState, hexside: number, sideIdx: number): number {
  const r = s.regroupUse?.[hexside];
  return sideUsed(s, hexside, sideIdx) + (r ? r[sideIdx]! : 0);
}
export function addRegroupUse(s: LibertyState, hexside: number, sideIdx: number): void {
  const R = (s.regroupUse ??= {});
  let u = R[hexside];
  if (!u) R[hexside] = u = [0, 0];
  u[sideIdx]!++;
}
export function addSideUse(s: LibertyState, hexside: number, sideIdx: number): void {
  let u = s.sideUse[hexside];
  if (!u) s.sideUse[hexside] = u = [0, 0];
  u[sideIdx]!++;
}

/**
 * May this block ever stand in this location (terrain and nationality only; enemies, weather and limits are
 * checked by the callers)?
 *  - 1.1: land blocks on land hexes; warships on sea hexes and ports (8.1);
 *  - 10.0 (decision, docs/liberty-rules.md): Indians only in wilderness hexes (1.4) or their own town;
 *  - 5.7, 9.1: Americans and Indians never at sea (box, West Indies); only British (Hessians included, not
 *    Loyalists) or French blocks in the West Indies; before French entry French blocks stay where they are and each West Indies port holds at
 *    most two blocks.
 */
export function canEnterHex(c: Compiled, s: LibertyState, side: SideId, block: number, hex: number): boolean {
  return enterWhy(c, s, side, block, hex) === W.OK;
}

/** `canEnterHex` with the rule that closes the place (W.OK if none): the one source of both (issue 22). */
export function enterWhy(c: Compiled, s: LibertyState, side: SideId, block: number, hex: number): number {
  void side;
  const B = c.blocks;
  if (B.french[block] && !s.frenchEntered) return W.FRENCH_NEUTRAL;
  if (isHex(hex)) { // (a hex index past the map is refused by the callers that explain: moveWhy, landMoveWhy)
    if (B.warship[block]) return !c.map.land[hex] || c.map.port[hex]! ? W.OK : W.WARSHIP_LAND;
    if (!c.map.land[hex]) return W.SEA_HEX;
    if (B.indian[block]) return c.map.wilderness[hex]! || B.home[block] === hex ? W.OK : W.INDIAN_WILDERNESS;
    return W.OK;
  }
  if (hex !== LOC.ATLANTIC && !isWestIndies(hex)) return W.NO_PLACE;
  if (B.american[block] || B.indian[block]) return W.NOT_BY_SEA;
  if (hex === LOC.ATLANTIC) return W.OK;
  // 9.1 「これらはフランス軍あるいはイギリス軍ブロックでのみ占領できる」: British (Hessians count as British, 2.22) and
  // French blocks only; Loyalists are not British blocks in the rulebook's sense (6.1, 11.3 name them apart)
  if (B.loyalist[block]) return W.WI_ONLY;
  if (!s.frenchEntered) {
    const limit = c.pack.rules.westIndiesStackLimit ?? 2;
    if (count(s, c, hex, 0) + count(s, c, hex, 1) >= limit) return W.WI_STACK;
  }
  return W.OK;
}

/* ------------------------------------------------------------------ weather (4.0) */
function zoneNorth(c: Compiled, loc: number): boolean | null {
  if (isHex(loc)) return c.map.north[loc]!;
  if (isWestIndies(loc)) return c.map.westIndiesNorth;
  return null;
}

/** 4.0: 1 North — no attack in or from the north; 2 South — none in or from the south or in the West Indies. */
export function weatherForbids(c: Compiled, s: LibertyState, from: number, to: number): boolean {
  if (s.weather !== 1 && s.weather !== 2) return false;
  const wantNorth = s.weather === 1;
  if (!wantNorth && isWestIndies(to)) return true;
  const zt = zoneNorth(c, to), zf = zoneNorth(c, from);
  return zt === wantNorth || zf === wantNorth;
}

/** 4.0 with 7.21 (issue 23): does `side` defend the battle of this turn in `loc` (the enemy attacked its blocks
 *  there)? A block entering such a hex reinforces a defence (Player 2's reserve, 7.21), which is not an attack:
 *  「1 北: 北あるいは北からの攻撃はできない。その他の移動は許される。」 So the weather does not bar it. */
export function defendsAt(s: LibertyState, side: SideId, loc: number): boolean {
  const ct = contestAt(s, loc);
  return !!ct && ct.attacker !== side;
}

/** 4.0: entering `to` from `from` is an attack (`isAttack`) the weather forbids; reinforcing a defence is no
 *  attack (7.21, `defendsAt`). */
function weatherBars(c: Compiled, s: LibertyState, side: SideId, from: number, to: number): boolean {
  return !defendsAt(s, side, to) && weatherForbids(c, s, from, to);
}

/** Is entering `loc` an attack (5.1: enemy blocks there; S14: an empty enemy town counts for weather)? */
export function isAttack(c: Compiled, s: LibertyState, side: SideId, loc: number): boolean {
  if (loc === LOC.ATLANTIC) return false; // 1.6: no battle in the Atlantic box
  if (enemyAt(c, s, loc, side)) return true;
  if (isHex(loc)) return isEnemyHex(s, loc, side);
  if (isWestIndies(loc)) return westIndiesController(c, s, loc) === (side === 'british' ? AMERICAN : BRITISH);
  return false;
}

/* ------------------------------------------------------------------ naval moves (8.1), cached per pack */
interface NavalMove { to: number; dist: number }
const navalCache = new WeakMap<Compiled, NavalMove[][]>();
/** Ports reachable from a port in 1-3 hexes through sea hexes only (warships never rest at sea). */
export function navalMoves(c: Compiled): NavalMove[][] {
  let n = navalCache.get(c);
  if (n) return n;
  const M = c.map;
  n = [];
  for (let h = 0; h < M.hexCount; h++) {
    const out: NavalMove[] = [];
    if (M.port[h]) {
      const dist = new Map<number, number>([[h, 0]]);
      let frontier = [h];
      for (let d = 1; d <= 3; d++) {
        const next: number[] = [];
        for (const x of frontier) {
          if (x !== h && M.land[x]) continue; // ports end a naval move
          for (let k = 0; k < 6; k++) {
            const y = M.neighbours[x]![k]!;
            if (y < 0 || dist.has(y)) continue;
            if (M.sideTerrain[M.sideOf[x]![k]!] !== 'water') continue;
            if (M.land[y] && !M.port[y]) continue;
            dist.set(y, d);
            next.push(y);
            if (M.port[y]) out.push({ to: y, dist: d });
          }
        }
        frontier = next;
      }
    }
    out.sort((a, b) => a.to - b.to);
    n.push(out);
  }
  navalCache.set(c, n);
  return n;
}

/* ------------------------------------------------------------------ group moves (5.1) */

const ownIdx = (side: SideId): 0 | 1 => (side === 'british' ? 0 : 1);

function contestAt(s: LibertyState, hex: number): Contest | undefined {
  for (const ct of s.contests) if (ct.hex === hex) return ct;
  return undefined;
}

/** Unmoved friendly blocks at a location. */
function unmovedAt(c: Compiled, s: LibertyState, loc: number, si: number): number {
  let n = 0;
  for (let b = firstAt(c, s, loc, si); b >= 0; b = nextAt(b)) if (!s.moved[b]) n++;
  return n;
}

/** May this block start moving now (5.1 once per turn; 5.4 pinning; 9.0 French; optional BWI rule)? */
export function canSelect(c: Compiled, s: LibertyState, side: SideId, b: number): boolean {
  return selectWhy(c, s, side, b) === W.OK;
}

/** `canSelect` with the rule that keeps the block where it is (W.OK if none; issue 22). */
export function selectWhy(c: Compiled, s: LibertyState, side: SideId, b: number): number {
  const si = ownIdx(side);
  if (c.blocks.side[b] !== si) return W.NOT_YOURS;
  if (s.moved[b]) return W.MOVED;
  const loc = s.loc[b]!;
  if (!(isHex(loc) || loc === LOC.ATLANTIC || isWestIndies(loc))) return W.NOT_ON_BOARD;
  if (c.blocks.french[b] && !s.frenchEntered) return W.FRENCH_NEUTRAL;
  if (s.optional.bwiImmobileUntilFrenchEntry && loc === LOC.BWI && !s.frenchEntered && si === 0) return W.BWI_OPTIONAL;
  if (isHex(loc) || isWestIndies(loc)) {
    // 5.4: the attackers pin as many defenders; the defender chooses which by moving the others. A West Indies
    // port is a port (9.1), so a battle there pins too; the Atlantic box never holds a battle (1.6).
    const enemies = countAt(c, s, loc, 1 - si);
    if (enemies > 0 && unmovedAt(c, s, loc, si) <= enemies) return W.PINNED;
  }
  return W.OK;
}

/** Could block b, picked now as the first block of a group from where it stands, take at least one step (5.1)?
 *  Reads only what its owner sees: its own block, the public hexside counts, control, weather, where blocks stand. */
export function blockCanMove(c: Compiled, s: LibertyState, side: SideId, b: number, scratch: LibertyAction[]): boolean {
  const save = s.group;
  const from = s.loc[b]!;
  s.group = { from, block: b, steps: 0, path: [from] };
  scratch.length = 0;
  try {
    pushBlockMoves(c, s, side, scratch, true);
  } finally { s.group = save; }
  return scratch.length > 0;
}
const originScratch: LibertyAction[] = [];

/** 5.1: locations from which a group move may start: some block there may start moving and can take a step
 *  (a group none of whose blocks can move would only spend an action point). */
export function groupOrigins(c: Compiled, s: LibertyState, side: SideId): number[] {
  const out: number[] = [];
  for (const b of c.blocks.ofSide[ownIdx(side)]) { // canSelect refuses the other side's blocks anyway
    if (!canSelect(c, s, side, b)) continue;
    const l = s.loc[b]!;
    if (out.includes(l)) continue;
    if (!blockCanMove(c, s, side, b, originScratch)) continue;
    let i = out.length; // insert in ascending order (a handful of locations: cheaper than a sort)
    out.push(l);
    while (i > 0 && out[i - 1]! > l) { out[i] = out[i - 1]!; i--; }
    out[i] = l;
  }
  return out;
}

/** Blocks of the current group that may be picked (in index order). */
export function groupBlocks(c: Compiled, s: LibertyState, side: SideId): number[] {
  const out: number[] = [];
  const g = s.group;
  if (!g) return out;
  for (let b = firstAt(c, s, g.from, ownIdx(side)); b >= 0; b = nextAt(b)) if (canSelect(c, s, side, b)) out.push(b);
  return out;
}

/** Hexsides the pinning (attacking) blocks used into a contested hex (5.4). */
function pinnedSides(s: LibertyState, hex: number, side: SideId): number[] | null {
  const ct = contestAt(s, hex);
  if (!ct || ct.attacker === side) return null;
  return ct.entrySides[SIDE_INDEX[ct.attacker]];
}

/** 8.4: may `side` make a sea attack into `to` with block b (from the box or, 9.1, from a West Indies port)?
 *  W.OK, or the 8.4 limit that closes it. */
function seaAttackWhy(c: Compiled, s: LibertyState, side: SideId, b: number, to: number): number {
  // 8.4: "戦艦のみで移動する場合はこの制限を受けない": warships moving alone are free of these restrictions: they may
  // join a land attack of their side or a friendly hex under attack.
  if (c.blocks.warship[b]) return W.OK;
  const si = ownIdx(side);
  const E = s.entries;
  let landSea = 0, warshipSea = false;
  for (let i = 0; i < E.length; i += 3) {
    if (E[i] !== to || E[i + 2] !== si) continue;
    if (E[i + 1]! >= 0) return W.SEA_JOINS; // 8.4: not combined with other attacks
  }
  let held = false; // our blocks in `to` that did not arrive this turn: a friendly hex under attack
  for (let x = firstAt(c, s, to, si); x >= 0; x = nextAt(x)) {
    if (!s.moved[x]) { held = true; continue; }
    if (c.blocks.warship[x]) warshipSea = true; else landSea++;
  }
  // 8.4: a sea attack may not reinforce a friendly hex under attack (the enemy attacked it this turn)
  const ct = contestAt(s, to);
  if (ct && ct.attacker !== side && (held || landSea > 0 || warshipSea)) return W.SEA_REINFORCE;
  if (!warshipSea) return W.SEA_NEEDS_WARSHIP; // at least one attacking warship
  return landSea < 3 ? W.OK : W.SEA_MAX_LAND; // at most 3 land blocks
}

const WEST_INDIES = [LOC.BWI, LOC.FWI] as const;

/** A sea move of the selected block `b` from the Atlantic box or a West Indies port `at` to `to` (5.7, 8.4, 9.1):
 *  W.OK or the first rule that closes it. */
function offMapWhy(c: Compiled, s: LibertyState, side: SideId, b: number, at: number, k: number, to: number): number {
  if (k > 0) return W.SEA_WHOLE_MOVE;
  if (to === at) return W.SAME_PLACE;
  if (to === LOC.ATLANTIC) return enterWhy(c, s, side, b, LOC.ATLANTIC); // from a West Indies port
  if (isWestIndies(to)) {
    const e = enterWhy(c, s, side, b, to);
    if (e !== W.OK) return e;
    if (isAttack(c, s, side, to)) {
      if (!s.frenchEntered) return W.WI_NO_ATTACK; // 9.1: no British attack on the West Indies before French entry
      if (weatherBars(c, s, side, at, to)) return W.WEATHER;
      return seaAttackWhy(c, s, side, b, to);
    }
    return W.OK;
  }
  if (!isHex(to) || to >= c.map.hexCount) return W.TO_PORT_ONLY;
  if (at !== LOC.ATLANTIC) return W.SEA_VIA_BOX; // West Indies → map only via the box
  if (!c.map.port[to]) return W.TO_PORT_ONLY;
  return boxToPortWhy(c, s, side, b, to);
}

/** From the Atlantic box to port `to` of the map (5.7, 8.4): the part of `offMapWhy` the enumeration asks of each
 *  port. */
function boxToPortWhy(c: Compiled, s: LibertyState, side: SideId, b: number, to: number): number {
  const at = LOC.ATLANTIC;
  const e = enterWhy(c, s, side, b, to);
  if (e !== W.OK) return e;
  if (isAttack(c, s, side, to)) {
    if (weatherBars(c, s, side, at, to)) return W.WEATHER;
    return seaAttackWhy(c, s, side, b, to);
  }
  return s.control[to] !== (ownIdx(side) === 0 ? BRITISH : AMERICAN) ? W.NOT_FRIENDLY_PORT : W.OK; // 5.7: friendly port
}

/** The selected land block's move as a whole, before its next hex: W.OK, or its allowance (2.13 with 5.5) is used, or
 *  it crossed a forest/marsh hexside and stops (5.2). */
function landGoOnWhy(c: Compiled, s: LibertyState, b: number, at: number, k: number): number {
  if (k >= c.blocks.move[b]! + 1) return W.ALLOWANCE;
  const g = s.group!;
  if (k > 0 && g.path.length >= 2) {
    const last = sideBetween(c, g.path[g.path.length - 2]!, at); // 5.2: it stops after a forest or marsh hexside
    if (last >= 0 && mustStopAfter(c, last, b)) return W.FOREST_STOP;
  }
  return W.OK;
}

/** The selected land block's step from `at` in direction d (5.1, 5.2, 5.4, 4.0, 8.4, 10.0): W.OK or the first rule
 *  that closes it. */
function landStepWhy(c: Compiled, s: LibertyState, side: SideId, b: number, at: number, n: number, hs: number, pins: number[] | null, si: number, from: number): number {
  if (n < 0) return W.NOT_ADJACENT;
  if (c.map.sideTerrain[hs] === 'water') return W.WATER_SIDE;
  const e = enterWhy(c, s, side, b, n);
  if (e !== W.OK) return e;
  if (sideUsed(s, hs, si) >= hexsideLimit(c, hs, c.blocks.indian[b]!, false)) return W.HEXSIDE_FULL;
  if (pins && pins.includes(hs)) return W.PINNED_SIDE;
  return landEntryWhy(c, s, side, from, at, n);
}

/** A warship's naval move on the map (8.1) from `at` along `m`: W.OK or the rule that closes it. */
function navalWhy(c: Compiled, s: LibertyState, side: SideId, b: number, at: number, m: NavalMove): number {
  if (m.dist > c.blocks.move[b]! + 1) return W.NAVAL_RANGE;
  const e = enterWhy(c, s, side, b, m.to);
  if (e !== W.OK) return e;
  return isAttack(c, s, side, m.to) && weatherBars(c, s, side, at, m.to) ? W.WEATHER : W.OK;
}

/** A river move (5.6) of the selected land block from `at`: W.OK or the first rule that closes it. */
function riverWhy(c: Compiled, s: LibertyState, side: SideId, b: number, at: number, m: { to: number; via: number; sides: number[] }, pins: number[] | null): number {
  const si = ownIdx(side);
  const from = s.group!.from;
  if (pins && m.sides.some((x) => pins.includes(x))) return W.PINNED_SIDE;
  for (const hs of m.sides) if (sideUsed(s, hs, si) >= hexsideLimit(c, hs, c.blocks.indian[b]!, true)) return W.HEXSIDE_FULL;
  if (m.via >= 0) {
    const e = enterWhy(c, s, side, b, m.via);
    if (e !== W.OK) return e;
    if (enemyAt(c, s, m.via, side)) return W.RIVER_VIA_ENEMY;
    const l = landEntryWhy(c, s, side, from, at, m.via);
    if (l !== W.OK) return l;
  }
  const e = enterWhy(c, s, side, b, m.to);
  if (e !== W.OK) return e;
  return landEntryWhy(c, s, side, from, m.via >= 0 ? m.via : at, m.to);
}

/** Append the legal next moves of the selected block (canonical order: sea/box, then hexes, then river).
 *  `firstOnly`: stop at the first one (to learn whether the block can move at all). Each candidate is checked by
 *  the function that also explains its refusal (`moveWhy`). */
export function pushBlockMoves(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[], firstOnly = false): void {
  const g = s.group!;
  const b = g.block;
  const B = c.blocks, M = c.map;
  const at = s.loc[b]!;
  const k = g.steps;
  // --- from the Atlantic box or a West Indies port: by sea only (5.7, 8.4, 9.1)
  if (!isHex(at)) {
    if (k > 0) return;
    if (isWestIndies(at) && offMapWhy(c, s, side, b, at, k, LOC.ATLANTIC) === W.OK) { out.push(stepAction(LOC.ATLANTIC)); if (firstOnly) return; }
    for (const wi of WEST_INDIES) {
      if (wi === at || offMapWhy(c, s, side, b, at, k, wi) !== W.OK) continue;
      out.push(stepAction(wi)); if (firstOnly) return;
    }
    if (at === LOC.ATLANTIC) {
      for (const h of M.ports) {
        if (boxToPortWhy(c, s, side, b, h) !== W.OK) continue;
        out.push(stepAction(h)); if (firstOnly) return;
      }
    }
    return;
  }
  // --- on the map
  // 5.4 「釘付けされていないブロックは釘付けしているブロックが使用したいかなるヘクスサイドをも横切ることはできない」: a block
  // leaving a hex the enemy attacked never crosses the attackers' hexsides, at its first step or any later one
  const pins = pinnedSides(s, g.from, side);
  if (toBoxWhy(c, b, at, k) === W.OK) { out.push(stepAction(LOC.ATLANTIC)); if (firstOnly) return; }
  if (B.warship[b]) {
    if (k > 0) return;
    for (const m of navalMoves(c)[at]!) {
      if (navalWhy(c, s, side, b, at, m) !== W.OK) continue;
      out.push(stepAction(m.to)); if (firstOnly) return;
    }
    return;
  }
  if (landGoOnWhy(c, s, b, at, k) !== W.OK) return;
  const nb = M.neighbours[at]!, so = M.sideOf[at]!, si = ownIdx(side);
  for (let d = 0; d < 6; d++) {
    const n = nb[d]!;
    if (n < 0 || landStepWhy(c, s, side, b, at, n, so[d]!, pins, si, g.from) !== W.OK) continue;
    out.push(stepAction(n)); if (firstOnly) return;
  }
  if (k === 0) {
    for (const m of M.riverMoves[at]!) {
      if (riverWhy(c, s, side, b, at, m, pins) !== W.OK) continue;
      out.push(riverAction(m.to)); if (firstOnly) return;
    }
  }
}

/** 5.7: from a port on the map to the Atlantic box, at the start of a sea-capable block's move. */
function toBoxWhy(c: Compiled, b: number, at: number, k: number): number {
  if (k > 0) return W.SEA_WHOLE_MOVE;
  if (!c.map.port[at]) return W.FROM_PORT_ONLY;
  return c.blocks.american[b] || c.blocks.indian[b] ? W.NOT_BY_SEA : W.OK;
}

/**
 * Issue 22: why the selected block may not make move `a` now: the code its candidate gets from the functions the
 * enumeration (`pushBlockMoves`) keeps the open ones with, so the two cannot disagree. W.OK if it may.
 */
export function moveWhy(c: Compiled, s: LibertyState, side: SideId, a: { type: 'step' | 'river'; to: number }): number {
  const g = s.group!;
  const b = g.block;
  const M = c.map;
  const at = s.loc[b]!;
  const k = g.steps;
  const to = a.to;
  if (!(isHex(to) && to < M.hexCount) && to !== LOC.ATLANTIC && !isWestIndies(to)) return W.NO_PLACE;
  if (!isHex(at)) return a.type === 'river' ? W.NOT_RIVER : offMapWhy(c, s, side, b, at, k, to);
  const pins = pinnedSides(s, g.from, side);
  if (a.type === 'river') {
    if (c.blocks.warship[b]) return W.RIVER_WARSHIP;
    if (k > 0) return W.RIVER_FIRST;
    let first: number = W.NOT_RIVER;
    for (const m of M.riverMoves[at]!) {
      if (m.to !== to) continue;
      const w = riverWhy(c, s, side, b, at, m, pins);
      if (w === W.OK) return W.OK;
      if (first === W.NOT_RIVER) first = w;
    }
    return first;
  }
  if (to === LOC.ATLANTIC) return toBoxWhy(c, b, at, k);
  if (!isHex(to)) return W.SEA_VIA_BOX;
  if (c.blocks.warship[b]) {
    if (k > 0) return W.SEA_WHOLE_MOVE;
    const m = navalMoves(c)[at]!.find((x) => x.to === to);
    return m ? navalWhy(c, s, side, b, at, m) : W.NAVAL_RANGE;
  }
  const go = landGoOnWhy(c, s, b, at, k);
  if (go !== W.OK) return go;
  for (let d = 0; d < 6; d++) if (M.neighbours[at]![d] === to) return landStepWhy(c, s, side, b, at, to, M.sideOf[at]![d]!, pins, ownIdx(side), g.from);
  return W.NOT_ADJACENT;
}

/** The rule and reason of a move's code, with the counts the side can see (its own hexside use, public pins). */
export function moveRefusal(c: Compiled, s: LibertyState, side: SideId, a: { type: 'step' | 'river'; to: number }, code: number): [string, string] {
  const si = ownIdx(side);
  const b = s.group!.block;
  const at = s.loc[b]!;
  const p: Parameters<typeof whyText>[1] = { weather: s.weather, max: c.pack.rules.westIndiesStackLimit ?? 2 };
  if (code === W.HEXSIDE_FULL && isHex(at)) {
    const sides = a.type === 'step' ? [sideBetween(c, at, a.to)] : (c.map.riverMoves[at]!.find((m) => m.to === a.to)?.sides ?? []);
    for (const hs of sides) {
      if (hs < 0) continue;
      const lim = hexsideLimit(c, hs, false, a.type === 'river');
      if (sideUsed(s, hs, si) >= lim) { p.used = sideUsed(s, hs, si); p.limit = lim; break; }
    }
  }
  return whyText(code, p);
}

/** Weather (4.0; not for a block reinforcing a defence, 7.21) and 8.4 (no land attack joining a sea attack of ours) for a land step prev → n. 8.4 「海上攻撃は…
 *  敵支配ヘクス(空白の敵ヘクスも含む)への海上移動である」 and 「海上攻撃は他の攻撃と合同できず」: an empty enemy hex too, as
 *  `seaAttackWhy` refuses the other order (a land entry first). */
function landEntryWhy(c: Compiled, s: LibertyState, side: SideId, origin: number, prev: number, n: number): number {
  if (!isAttack(c, s, side, n)) return W.OK;
  if (weatherBars(c, s, side, origin, n) || weatherBars(c, s, side, prev, n)) return W.WEATHER;
  return landBlocksBySea(c, s, n, ownIdx(side)) ? W.SEA_ATTACK_ALONE : W.OK;
}

/** 8.4: did a land block of this side enter `n` by sea this turn (a sea attack, which no land attack may join)?
 *  Warships moving alone by sea do not count. Every block of the side that moved into `n` left one entry there;
 *  the warships among them came by sea or by a naval move, so the sea and naval entries beyond their number are
 *  land blocks by sea. */
function landBlocksBySea(c: Compiled, s: LibertyState, n: number, si: number): boolean {
  const E = s.entries;
  let bySea = 0;
  for (let i = 0; i < E.length; i += 3) if (E[i] === n && E[i + 2] === si && (isSeaEntry(E[i + 1]!) || E[i + 1] === NAVAL_MOVE)) bySea++;
  if (bySea === 0) return false;
  for (let x = firstAt(c, s, n, si); x >= 0; x = nextAt(x)) if (s.moved[x] && c.blocks.warship[x]) bySea--;
  return bySea > 0;
}

/** Entry codes in `s.entries` for moves without a land hexside: by sea from the Atlantic box (-1), a warship's
 *  naval move on the map (-2), by sea from the British (-3) or French (-4) West Indies port (9.1: a repulsed
 *  sea attack returns whence it came). */
export const SEA_FROM_BOX = -1, NAVAL_MOVE = -2, SEA_FROM_BWI = -3, SEA_FROM_FWI = -4;
export const isSeaEntry = (code: number): boolean => code === SEA_FROM_BOX || code === SEA_FROM_BWI || code === SEA_FROM_FWI;
export const seaEntryCode = (from: number): number => (from === LOC.BWI ? SEA_FROM_BWI : from === LOC.FWI ? SEA_FROM_FWI : SEA_FROM_BOX);
/** 8.4, 9.1: where `side`'s sea attack into `loc` came from this turn (the Atlantic box unless it sailed
 *  directly from a West Indies port). */
export function seaAttackOrigin(s: LibertyState, loc: number, sideIdx: number): number {
  const E = s.entries;
  for (let i = 0; i < E.length; i += 3) {
    if (E[i] !== loc || E[i + 2] !== sideIdx) continue;
    if (E[i + 1] === SEA_FROM_BWI) return LOC.BWI;
    if (E[i + 1] === SEA_FROM_FWI) return LOC.FWI;
  }
  return LOC.ATLANTIC;
}

/** Record an entry into a location (7.4 retreat facts, 5.4 pins, 7.21 reserves, 8.4 sea attacks). 1.6: both sides
 *  may keep blocks in the Atlantic box and no battle is fought there, so entering it beside enemy blocks is no
 *  attack. */
export function noteEntry(c: Compiled, s: LibertyState, side: SideId, b: number, loc: number, hexside: number): void {
  const si = ownIdx(side);
  s.entries.push(loc, hexside, si);
  if (loc === LOC.ATLANTIC || !enemyAt(c, s, loc, side)) return;
  let ct = contestAt(s, loc);
  if (!ct) {
    ct = { hex: loc, attacker: side, entrySides: [[], []], lastThrough: {}, seaAttack: false, startedByP1: side === s.p1 };
    s.contests.push(ct);
    const E = s.entries;
    for (let i = 0; i < E.length; i += 3) if (E[i] === loc) foldEntry(ct, E[i + 1]!, E[i + 2]!);
  } else foldEntry(ct, hexside, si);
  // 7.21 reserves: blocks Player 2 moves to reinforce a battle Player 1 started (「増援するために移動するブロック」); a
  // defender that left the hex and came back is one of its defenders, not a reinforcement
  if (side !== s.p1 && ct.startedByP1 && ct.attacker !== side && !(s.group && s.group.from === loc)) s.reserve[b] = 1;
}

function foldEntry(ct: Contest, hs: number, si: number): void {
  const side: SideId = si === 0 ? 'british' : 'american';
  const list = ct.entrySides[si as 0 | 1];
  if (hs < 0) {
    // by sea from the box / West Indies (-2, a naval move on the map, is not a sea attack). 8.4: warships that
    // sail alone into a land attack of their side only join it: the battle stays a land battle.
    if (isSeaEntry(hs) && side === ct.attacker && list.length === 0) ct.seaAttack = true;
    return;
  }
  if (!list.includes(hs)) list.push(hs);
  ct.lastThrough[hs] = side;
  if (side === ct.attacker) ct.seaAttack = false; // a land attack (land blocks by sea never join one, 8.4)
}

function sideBetween(c: Compiled, a: number, b: number): number {
  const nb = c.map.neighbours[a]!;
  for (let d = 0; d < 6; d++) if (nb[d] === b) return c.map.sideOf[a]![d]!;
  return -1;
}

/** Apply a validated move of the selected block. */
export function applyBlockMove(c: Compiled, s: LibertyState, side: SideId, a: { type: 'step' | 'river'; to: number }, log: LogEntry[] | null): void {
  const g = s.group!;
  const b = g.block;
  const B = c.blocks;
  const si = ownIdx(side);
  const from = s.loc[b]!;
  let terminal = false;
  if (a.type === 'river') {
    const m = c.map.riverMoves[from]!.find((x) => x.to === a.to)!;
    indianHomeDefence(c, s, side, m.to, log); // optional rule 5
    for (const hs of m.sides) addSideUse(s, hs, si);
    if (m.via >= 0) noteEntry(c, s, side, b, m.via, m.sides[0]!);
    noteEntry(c, s, side, b, m.to, m.sides[m.sides.length - 1]!);
    s.viaRiver[b] = 1;
    s.loc[b] = a.to;
    g.steps += m.sides.length;
    terminal = true;
    log?.push({ key: 'lib.river', params: { side, to: a.to }, rule: rule('5.6') });
  } else if (!isHex(from) || !isHex(a.to) || B.warship[b]) {
    // by sea (5.7, 8.4, 9.1) or a warship's naval move (8.1): the whole move of this block
    if (isHex(a.to) && isHex(from)) {
      const m = navalMoves(c)[from]!.find((x) => x.to === a.to)!;
      if (m.dist > B.move[b]!) s.forcedMarch[b] = 1;
      noteEntry(c, s, side, b, a.to, -2); // naval move on the map: no land hexside
    } else noteEntry(c, s, side, b, a.to, seaEntryCode(from));
    s.loc[b] = a.to;
    g.steps++;
    terminal = true;
    // the rule is named by the move (a naval move on the map is a warship's, 8.1), never by the block: a sea
    // move to or from the box or a port is 5.7 for a land block and a warship alike (which it is, is face down)
    log?.push({ key: 'lib.sea', params: { side, to: a.to }, rule: rule(isHex(from) && isHex(a.to) ? '8.1' : '5.7') });
  } else {
    const hs = sideBetween(c, from, a.to);
    addSideUse(s, hs, si);
    indianHomeDefence(c, s, side, a.to, log); // optional rule 5
    const attack = enemyAt(c, s, a.to, side);
    noteEntry(c, s, side, b, a.to, hs);
    s.loc[b] = a.to;
    g.steps++;
    if (g.steps > B.move[b]!) s.forcedMarch[b] = 1;
    // Hidden information: only a public reason ends the block's move by itself (an attack). A forest or marsh
    // stop (Indians do not stop, 10.0) and the end of its allowance depend on what the face-down block is, so
    // the block stays selected and its owner stops it (`stop` is then its only choice, see pushBlockMoves):
    // ended automatically, the enemy saw the turn pass on at once and learnt it could go no further.
    terminal = attack;
    log?.push({ key: 'lib.step', params: { side, to: a.to }, rule: rule('5.1') });
  }
  s.moved[b] = 1;
  g.path.push(a.to);
  if (terminal) finishBlock(c, s, side);
}

/** The selected block's move is over; the group ends when no block of it can still move. */
export function finishBlock(c: Compiled, s: LibertyState, side: SideId): void {
  const g = s.group!;
  g.block = -1; g.steps = 0; g.path = [];
  let any = false; // = groupBlocks(…).length > 0
  for (let b = firstAt(c, s, g.from, ownIdx(side)); b >= 0 && !any; b = nextAt(b)) any = canSelect(c, s, side, b);
  if (!any) s.group = null;
}

/** Validate a 'step' / 'river' action (throws RuleError naming the rule that closes it and why, issue 22). */
export function checkBlockMove(c: Compiled, s: LibertyState, side: SideId, a: { type: 'step' | 'river'; to: number }): void {
  const code = moveWhy(c, s, side, a);
  if (code === W.OK) return;
  const [r, m] = moveRefusal(c, s, side, a, code);
  throw new RuleError(r, m);
}

/** 5.5: roll for every block that force-marched this turn (after all moves); 1-3 loses a step. */
export function resolveForcedMarches(c: Compiled, s: LibertyState, roll: () => number, log: LogEntry[] | null): void {
  // Hidden information: the dice are rolled block by block in index order, but the log gives them in an order
  // that says nothing of the blocks (ascending, the eliminated blocks last): in roll order, where a named
  // eliminated block fell among the rolls told the enemy about the pack order of the other face-down blocks.
  const entries: LogEntry[] = [];
  resolveForcedMarchDice(c, s, roll, log ? entries : null);
  if (!log) return;
  const die = (e: LogEntry) => Number(e.params!.die);
  const named = (e: LogEntry) => (e.key === 'lib.fmCaptured' ? 1 : 0);
  entries.sort((x, y) => named(x) - named(y) || String(x.params!.side).localeCompare(String(y.params!.side)) || die(x) - die(y) || String(x.params!.block ?? '').localeCompare(String(y.params!.block ?? '')));
  log.push(...entries);
}

function resolveForcedMarchDice(c: Compiled, s: LibertyState, roll: () => number, log: LogEntry[] | null): void {
  for (let b = 0; b < s.loc.length; b++) {
    if (!s.forcedMarch[b]) continue;
    s.forcedMarch[b] = 0;
    if (!(isHex(s.loc[b]!) || s.loc[b]! >= LOC.ATLANTIC && s.loc[b]! <= LOC.FWI)) continue;
    const d = roll();
    const side: SideId = c.blocks.side[b] === 0 ? 'british' : 'american';
    if (d <= 3) {
      s.steps[b]!--;
      if (s.steps[b]! < 1) {
        s.steps[b] = 0;
        s.loc[b] = LOC.PRISONER;
        s.revealed[b] = 0;
        log?.push({ key: 'lib.fmCaptured', params: { side, die: d, block: c.blocks.data[b]!.id }, rule: rule('5.5') });
        continue;
      }
    }
    log?.push({ key: 'lib.fm', params: { side, die: d, loss: d <= 3 ? 1 : 0 }, rule: rule('5.5') });
  }
}

/** Issue 22: why block b, picked now as the next block of the group (from where it stands), has no open move: each
 *  candidate place is asked `moveWhy`, as the enumeration does, and the distinct reasons are given (the first one's
 *  rule names the refusal). Only on a refusal. */
export function noMoveRefusal(c: Compiled, s: LibertyState, side: SideId, b: number): [string, string] {
  const save = s.group;
  const at = s.loc[b]!;
  s.group = { from: save ? save.from : at, block: b, steps: 0, path: [at] };
  const reasons: [string, string][] = [];
  try {
    const cands: { type: 'step' | 'river'; to: number }[] = [];
    const add = (type: 'step' | 'river', to: number) => { if (!cands.some((x) => x.type === type && x.to === to)) cands.push({ type, to }); };
    if (isHex(at)) {
      if (c.map.port[at] && !c.blocks.american[b] && !c.blocks.indian[b]) add('step', LOC.ATLANTIC);
      if (c.blocks.warship[b]) for (const m of navalMoves(c)[at]!) add('step', m.to);
      else {
        for (const n of c.map.neighbours[at]!) if (n >= 0) add('step', n);
        for (const m of c.map.riverMoves[at]!) add('river', m.to);
      }
    } else {
      for (const x of [LOC.ATLANTIC, ...WEST_INDIES]) if (x !== at) add('step', x);
      if (at === LOC.ATLANTIC) for (const h of c.map.ports) add('step', h);
    }
    for (const a of cands) {
      const w = moveWhy(c, s, side, a);
      if (w === W.OK) continue;
      const t = moveRefusal(c, s, side, a, w);
      if (!reasons.some((x) => x[1] === t[1])) reasons.push(t);
    }
  } finally { s.group = save; }
  if (reasons.length === 0) return whyText(W.MOVED);
  return [reasons[0]![0], `none of its moves is open now: ${reasons.map(([r, m]) => `${m} (${r.replace('liberty ', '')})`).join('; ')}`];
}
