/**
 * Navies in battle (8.2-8.6). Warship movement (8.1) and sea movement (5.7) belong to movement.ts.
 *
 *  8.2 naval battle: while both sides have warships in the battle, every hit goes to enemy warships only;
 *      once one side has none left, further hits (including the rest of the same roll) go to land blocks
 *      and surviving warships are ordinary targets.
 *  8.3 shore bombardment: a warship's hits on land blocks cannot eliminate them: a 1-step land block is not
 *      a target for warship fire (hits with no target are lost).
 *  8.4 sea attack: while the target hex holds a defender's warship (a reserve too, issue 23), the attacker's
 *      land blocks stay at sea and neither side's land blocks fire or take hits (they keep their
 *      combat turn, 7.21: the defender's may retreat, the attacker's at sea may follow a warship, 8.5); when the
 *      defender has none left the land blocks land at once (dragoons fire as C in that round); when the
 *      attacker has none left, each of its land blocks at sea loses a step and goes back to the Atlantic box.
 *  8.5 sea retreat: to the Atlantic box (or the other West Indies port if friendly, 9.1), at most three land
 *      blocks per side per round, and only after a friendly warship retreated by sea unopposed in the same
 *      round (in a forced retreat too), to where that warship went; land blocks at sea may follow a warship
 *      that retreated in the same round, opposed or not, and go with the last one. American and Indian blocks
 *      never move by sea (5.7).
 *  8.1 with 8.5: a warship may also retreat on the map, by its normal move to a friendly port (`navalRetreats`).
 *  8.6 warships do not hold a hex against land blocks: a defender left with warships only at the end of
 *      round 3 retreats them instead of the attacker retreating.
 */
import type { LogEntry } from '../../core/log.js';
import type { BattleState } from './battle-state.js';
import { canEnterHex, enterWhy, navalMoves, seaAttackOrigin } from './movement.js';
import { W, whyText } from './why.js';
import { shipsAt } from './occupancy.js';
import { LOC, SIDES, isHex, isWestIndies, type Compiled, type LibertyState } from './state.js';
import { NEUTRAL, controlCode, westIndiesController } from './control.js';
import { enemyBlocksAt, isContestHex, type MoveTarget } from './retreat.js';

/** Does block b have a combat turn now (7.21: every block in the hex, reserves only from round 2)? Land blocks
 *  have theirs while the sea attack is fought at sea too (8.4 bars them from firing and being hit, not from
 *  retreating: the defender's may retreat, the attacker's at sea may follow a friendly warship by sea, 8.5). */
export function hasTurn(s: LibertyState, bs: BattleState, b: number): boolean {
  return s.loc[b] === bs.hex && !(bs.round < 2 && s.reserve[b]);
}

/** Is block b in the battle hex and able to take part now (reserves only from round 2, 7.21)? */
export function engaged(c: Compiled, s: LibertyState, bs: BattleState, b: number): boolean {
  if (s.loc[b] !== bs.hex) return false;
  if (bs.round < 2 && s.reserve[b]) return false;
  if (bs.atSea && !c.blocks.warship[b]) return false; // 8.4: land blocks of both sides are out of the fight
  return true;
}

export const warshipsIn = (c: Compiled, s: LibertyState, loc: number, sideIdx: 0 | 1): number => shipsAt(c, s, loc, sideIdx);

/** Has this side a warship in the battle now (engaged: not an uncommitted reserve, 7.21)? 8.2, 8.5. */
export function engagedShips(c: Compiled, s: LibertyState, bs: BattleState, sideIdx: 0 | 1): boolean {
  for (const b of bs.blocks) if (c.blocks.side[b] === sideIdx && c.blocks.warship[b] && engaged(c, s, bs, b)) return true;
  return false;
}

/** 7.32 with 8.2 / 8.3 / 8.4: the blocks the next hit may go to (the strongest eligible; several = owner picks). */
export function hitTargets(c: Compiled, s: LibertyState, bs: BattleState): number[] {
  const T = bs.hitSide, F = T === 0 ? 1 : 0;
  const firingShip = bs.hitBy >= 0 && !!c.blocks.warship[bs.hitBy];
  // 8.2: both sides have warships *in the battle*: a reserve not yet committed (7.21, still face down) does
  // not count, or the hits allowed would tell the other side what the face-down reserve is
  const navalBattle = engagedShips(c, s, bs, F) && engagedShips(c, s, bs, T);
  let best = 0;
  const out: number[] = [];
  for (let b = 0; b < s.loc.length; b++) {
    if (c.blocks.side[b] !== T || hitWhy(c, s, bs, b, navalBattle, firingShip) !== W.OK) continue;
    const st = s.steps[b]!;
    if (st > best) { best = st; out.length = 0; out.push(b); } else if (st === best) out.push(b);
  }
  return out;
}

/** May the next hit go to block b of the side taking hits, strength apart (7.32, 8.2, 8.3, 8.4, 7.21)? W.OK or the
 *  rule that says no: the one check of `hitTargets` and of its refusal (issue 22). */
function hitWhy(c: Compiled, s: LibertyState, bs: BattleState, b: number, navalBattle: boolean, firingShip: boolean): number {
  if (s.loc[b] !== bs.hex) return W.NOT_IN_BATTLE;
  if (!engaged(c, s, bs, b)) return W.NOT_ENGAGED;
  const ship = !!c.blocks.warship[b];
  if (navalBattle && !ship) return W.NOT_TARGET_NAVAL; // 8.2
  if (firingShip && !ship && s.steps[b]! < 2) return W.NOT_TARGET_BOMBARD; // 8.3
  return W.OK;
}

/** Issue 22: why the waiting hit may not go to the side's block b (not among `hitTargets`). */
export function hitRefusal(c: Compiled, s: LibertyState, bs: BattleState, b: number): [string, string] {
  const T = bs.hitSide, F = T === 0 ? 1 : 0;
  const firingShip = bs.hitBy >= 0 && !!c.blocks.warship[bs.hitBy];
  const navalBattle = engagedShips(c, s, bs, F) && engagedShips(c, s, bs, T);
  const w = hitWhy(c, s, bs, b, navalBattle, firingShip);
  if (w !== W.OK) return whyText(w);
  const t = hitTargets(c, s, bs);
  return whyText(W.NOT_STRONGEST, { steps: t.length ? s.steps[t[0]!]! : 0 });
}

/**
 * Issue 22: why block b may not retreat (7.4, 8.5) or regroup (7.5) to `to` by sea, or as a warship on the map (8.1):
 * the checks of `navalRetreats`, `seaMoves`/`seaDestinations` and the sea part of `regroupMoves`, each with its rule.
 */
export function seaMoveRefusal(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number, mode: 'retreat' | 'regroup'): [string, string] {
  const sideIdx = c.blocks.side[b]!;
  const side = SIDES[sideIdx]!, own = controlCode(side);
  const R = (n: string) => `liberty ${n}`;
  const dest = (friendly: boolean): [string, string] | null => {
    const e = enterWhy(c, s, side, b, to);
    if (e !== W.OK) return whyText(e, { max: c.pack.rules.westIndiesStackLimit ?? 2 });
    if (enemyBlocksAt(c, s, to, sideIdx)) return whyText(W.ENEMY_BLOCKS, { mode });
    if (isContestHex(c, s, to)) return whyText(W.BATTLE_HEX, { mode });
    if (!friendly) return mode === 'regroup' ? whyText(W.NOT_FRIENDLY) : [R('8.5'), 'a sea retreat goes to the Atlantic box, or from a West Indies port to the other one if it is friendly (9.1)'];
    return null;
  };
  if (isHex(to) && to < c.map.hexCount) {
    if (!c.blocks.warship[b]) return whyText(W.NO_WAY, { mode });
    const m = isHex(bs.hex) ? (navalMoves(c)[bs.hex] ?? []).find((x) => x.to === to) : undefined;
    if (!m && isWestIndies(bs.hex) && mode === 'regroup' && c.map.port[to]) return dest(s.control[to] === own) ?? [R('7.5'), 'that regroup is not open'];
    if (!m) return [R('8.1'), 'a warship moves on the map only through sea hexes to a port; from the West Indies it goes through the Atlantic box (9.1)'];
    if (m.dist > c.blocks.move[b]!) return whyText(W.BEYOND_MOVE, { mode, move: c.blocks.move[b] });
    const v = s.control[to];
    return dest(mode === 'regroup' ? v === own : v === NEUTRAL || v === own) ?? [R(mode === 'regroup' ? '7.5' : '7.4'), 'that move is not open'];
  }
  if (to === LOC.ATLANTIC && mode === 'regroup') return [R('7.5'), 'a regroup never goes to the Atlantic box'];
  if (to !== LOC.ATLANTIC && !isWestIndies(to)) return whyText(W.NO_PLACE);
  if (!seaCapable(c, b)) return whyText(W.NOT_BY_SEA);
  if (mode === 'regroup') {
    if (isWestIndies(bs.hex)) return dest(westIndiesController(c, s, to) === own) ?? [R('7.5'), 'that regroup is not open'];
    if (!(isHex(bs.hex) && c.map.port[bs.hex])) return [R('7.5'), 'by sea a regroup goes only between a port and the West Indies (9.1: or between the two West Indies ports)'];
    return dest(westIndiesController(c, s, to) === own) ?? [R('7.5'), 'that regroup is not open'];
  }
  return whyText(seaRetreatWhy(c, s, bs, b, to, !!bs.atSea && sideIdx === bs.att && !c.blocks.warship[b]), { mode, max: c.pack.rules.westIndiesStackLimit ?? 2 });
}

/** 8.4: after any change of warships in a sea attack, land the attacker or repulse it. The attacker lands when the
 *  target hex holds no enemy warship, a reserve included (issue 23: 「もし目標ヘクスに敵の戦艦が含まれていたら」, the hex's
 *  warships; a reserve is in the hex from round 1 though face down, 7.21): landing tells the attacker only that the
 *  enemy warships are gone, which the rule reveals. */
export function seaAttackCheck(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null, capture: (b: number) => void): void {
  if (!bs.atSea) return;
  const def: 0 | 1 = bs.att === 0 ? 1 : 0;
  if (warshipsIn(c, s, bs.hex, def) === 0) {
    bs.atSea = 0;
    bs.landed = bs.round;
    log?.push({ key: 'lib.land', params: { side: bs.attacker, round: bs.round }, rule: 'liberty 8.4' });
    return;
  }
  if (!engagedShips(c, s, bs, bs.att)) {
    bs.atSea = 0;
    for (let b = 0; b < s.loc.length; b++) {
      if (s.loc[b] !== bs.hex || c.blocks.side[b] !== bs.att) continue;
      s.steps[b]!--;
      if (s.steps[b]! < 1) capture(b);
      else s.loc[b] = seaHome(c, s, bs, b);
      log?.push({ key: 'lib.repulsed', params: { block: c.blocks.data[b]!.id, side: bs.attacker, captured: s.loc[b] === LOC.PRISONER }, rule: 'liberty 8.4' });
    }
  }
}

/** 8.4, 9.1: where the attacker's land blocks still at sea go when the sea attack fails: back whence they
 *  came — the Atlantic box, or the West Indies port a direct West Indies attack sailed from (if it is still
 *  friendly and can take them; else the box). */
export function seaHome(c: Compiled, s: LibertyState, bs: BattleState, b: number): number {
  const from = seaAttackOrigin(s, bs.hex, bs.att);
  if (from !== LOC.ATLANTIC && westIndiesController(c, s, from) === controlCode(SIDES[bs.att]!) && !enemyBlocksAt(c, s, from, bs.att) && !isContestHex(c, s, from) && canEnterHex(c, s, SIDES[bs.att]!, b, from)) return from;
  return LOC.ATLANTIC;
}

/** 8.4, 8.5: the attacker's last warship left by sea (to `to`): its land blocks still at sea go with it. */
export function withdrawAtSea(c: Compiled, s: LibertyState, bs: BattleState, to: number, log: LogEntry[] | null): void {
  if (!bs.atSea || warshipsIn(c, s, bs.hex, bs.att) > 0) return;
  bs.atSea = 0;
  for (let b = 0; b < s.loc.length; b++) {
    if (s.loc[b] !== bs.hex || c.blocks.side[b] !== bs.att) continue;
    // blocks retreating by sea go to the Atlantic box (9.1 excepted), never to the map port a warship retreated to (8.5)
    const dest = isWestIndies(to) && canEnterHex(c, s, SIDES[bs.att]!, b, to) ? to : LOC.ATLANTIC;
    s.loc[b] = dest;
    log?.push({ key: 'lib.retreat', params: { block: c.blocks.data[b]!.id, side: bs.attacker, to: dest === LOC.ATLANTIC ? 'atlantic' : dest === LOC.BWI ? 'bwi' : 'fwi' }, rule: 'liberty 8.5' });
  }
}

/** 8.1, 8.5, 7.4: a warship's retreat on the map, by its normal move: through sea hexes to a port within its
 *  movement allowance (8.1 「マップ上を2ヘクス移動できるが、移動を港で終わらせねばならない」; 7.4 「全移動力で」, so no forced
 *  march), friendly or neutral (7.4), free of enemy blocks and not a battle hex. Hexside limits do not apply (8.1
 *  「ヘクスサイド制限は移動または退却において戦艦に適用されない」), nor the 7.4 attacker/defender hexside rule (8.5
 *  「戦艦自身は…敵戦艦が戦闘に進入してきた海ヘクスサイドかに関わらず退却する事ができる」). Land blocks never follow it there:
 *  a sea retreat goes to the Atlantic box (8.5). */
export function navalRetreats(c: Compiled, s: LibertyState, bs: BattleState, b: number): MoveTarget[] {
  if (!c.blocks.warship[b] || !isHex(bs.hex)) return [];
  const sideIdx = c.blocks.side[b]!;
  const side = SIDES[sideIdx]!, own = controlCode(side);
  const out: MoveTarget[] = [];
  for (const m of navalMoves(c)[bs.hex] ?? []) {
    if (m.dist > c.blocks.move[b]!) continue;
    const v = s.control[m.to];
    if (v !== NEUTRAL && v !== own) continue;
    if (enemyBlocksAt(c, s, m.to, sideIdx) || isContestHex(c, s, m.to) || !canEnterHex(c, s, side, b, m.to)) continue;
    out.push({ to: m.to, sides: [] });
  }
  return out;
}

/** May a land block of this side move by sea at all (5.7: not American, not Indian)? */
export const seaCapable = (c: Compiled, b: number): boolean => !c.blocks.american[b] && !c.blocks.indian[b];

/** 8.5: the bit of a sea-retreat destination in `BattleState.seaOk`. */
export const seaBit = (to: number): number => (to === LOC.BWI ? 2 : to === LOC.FWI ? 4 : 1);
/** 8.5: `seaOk` also keeps, shifted by this, where warships retreated by sea opposed or not (for land blocks at sea). */
export const ANY_SHIFT = 3;

/** 8.5, 9.1, 7.4: the Atlantic box, or from a West Indies port the other one if it is friendly (a retreat never
 *  enters an enemy port: an empty West Indies port is its own nation's, 9.1), free of enemies, not a battle. W.OK or
 *  the rule that closes `to` (issue 22: the one check of the sea retreats and of their refusal). */
function seaDestWhy(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number): number {
  const side = SIDES[c.blocks.side[b]!]!;
  if (to === LOC.ATLANTIC) return enterWhy(c, s, side, b, LOC.ATLANTIC);
  if (!isWestIndies(bs.hex) || !isWestIndies(to) || to === bs.hex) return W.SEA_TO_BOX;
  if (westIndiesController(c, s, to) !== controlCode(side)) return W.SEA_NOT_FRIENDLY;
  if (enemyBlocksAt(c, s, to, c.blocks.side[b]!)) return W.ENEMY_BLOCKS;
  if (isContestHex(c, s, to)) return W.BATTLE_HEX;
  return enterWhy(c, s, side, b, to);
}

/** 8.5, 5.7, 7.4: may land block b retreat by sea at all now: sea-capable, the attacker only after a sea attack
 *  (it leaves the way it came), fewer than three land blocks of its side by sea this round? W.OK or the rule. */
function landBySeaWhy(c: Compiled, s: LibertyState, bs: BattleState, b: number): number {
  if (!seaCapable(c, b)) return W.NOT_BY_SEA;
  const sideIdx = c.blocks.side[b]!;
  const k = s.contests.find((x) => x.hex === bs.hex);
  if (sideIdx === bs.att && !(k?.seaAttack)) return W.ATTACKER_BY_SEA; // 7.4: the attacker leaves the way it came
  return bs.seaUse[sideIdx]! < 3 ? W.OK : W.SEA_RETREAT_MAX;
}
const landBySea = (c: Compiled, s: LibertyState, bs: BattleState, b: number): boolean => landBySeaWhy(c, s, bs, b) === W.OK;

const fromPort = (c: Compiled, H: number): boolean => isWestIndies(H) || (H >= 0 && !!c.map.port[H]);
const SEA_TARGETS = [LOC.ATLANTIC, LOC.BWI, LOC.FWI] as const;

/** 8.5: a sea retreat of block b to `to` now (only from a port or the West Indies): W.OK or the rule that closes
 *  it. A land block goes only where a friendly warship has already retreated by sea unopposed this round ("the same
 *  hex"; "unopposed": no enemy warship in the battle, an uncommitted face-down reserve is not, as in 8.2), in a
 *  forced retreat too: the warship goes first and fixes where the land blocks may follow (`awaitsShips` keeps them
 *  from being captured meanwhile). `atSea`: the attacker's land block still at sea (8.4), which follows a warship
 *  that retreated by sea in the same round, opposed or not. */
export function seaRetreatWhy(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number, atSea = false): number {
  if (!atSea && !fromPort(c, bs.hex)) return W.SEA_FROM_PORT;
  if (!atSea && c.blocks.warship[b]) return seaDestWhy(c, s, bs, b, to);
  const l = landBySeaWhy(c, s, bs, b);
  if (l !== W.OK) return l;
  const ok = bs.seaOk[c.blocks.side[b]!]!;
  const went = atSea ? ok >> ANY_SHIFT : ok;
  if (!(went & seaBit(to))) return atSea ? W.SEA_AT_SEA : W.SEA_AFTER_WARSHIP;
  return seaDestWhy(c, s, bs, b, to);
}

/** 8.5: sea retreats of block b now (`seaRetreatWhy` of each sea destination). */
export function seaMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number): MoveTarget[] {
  if (!fromPort(c, bs.hex)) return [];
  if (!c.blocks.warship[b] && (!landBySea(c, s, bs, b) || !bs.seaOk[c.blocks.side[b]!])) return [];
  const out: MoveTarget[] = [];
  for (const to of SEA_TARGETS) if (seaRetreatWhy(c, s, bs, b, to) === W.OK) out.push({ to, sides: [] });
  return out;
}

/** 8.5: sea retreats of the attacker's land block b still at sea (8.4): 「もし地上ブロックが海上にあるなら、もし味方の戦艦が
 *  同じ戦闘ラウンドに退却していれば海上退却を行ってよい(対立しない必要はない)」 — after a friendly warship retreated by sea
 *  earlier in the same round, opposed or not, to where it went; at most three land blocks per side per round. */
export function atSeaMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number): MoveTarget[] {
  if (!landBySea(c, s, bs, b) || !(bs.seaOk[c.blocks.side[b]!]! >> ANY_SHIFT)) return [];
  const out: MoveTarget[] = [];
  for (const to of SEA_TARGETS) if (seaRetreatWhy(c, s, bs, b, to, true) === W.OK) out.push({ to, sides: [] });
  return out;
}

/** 8.5: a warship of this side that must retreat too, is still here and can still go by sea (a warship may
 *  always retreat by sea from a port or a West Indies port; counted, not assumed, so nothing waits in vain). */
function shipToFollow(c: Compiled, s: LibertyState, bs: BattleState, sideIdx: number): boolean {
  for (const w of bs.mustRetreat) {
    if (c.blocks.warship[w] && c.blocks.side[w] === sideIdx && s.loc[w] === bs.hex && seaMoves(c, s, bs, w).length > 0) return true;
  }
  return false;
}

/** 8.4, 8.5 in a forced retreat: land block b has no retreat yet but may follow a friendly warship that must
 *  retreat too, once it has gone, so b waits instead of being captured for want of a retreat (7.4):
 *  - the attacker's land blocks still at sea (8.4) sail with its last warship (`withdrawAtSea`);
 *  - a land block ashore may follow a warship leaving unopposed (8.5: it goes first and fixes where).
 *  Only for a warship still here that can still go: never for one that has gone, was captured or has no way
 *  out, so a waiting block always has a warship move of its own side to wait for, and the retreat ends. */
export function awaitsShips(c: Compiled, s: LibertyState, bs: BattleState, b: number): boolean {
  if (c.blocks.warship[b] || s.loc[b] !== bs.hex) return false;
  const sideIdx = c.blocks.side[b]!;
  if (bs.atSea && sideIdx === bs.att) return shipToFollow(c, s, bs, sideIdx);
  if (!fromPort(c, bs.hex) || !landBySea(c, s, bs, b)) return false;
  if (engagedShips(c, s, bs, sideIdx === 0 ? 1 : 0)) return false;
  return shipToFollow(c, s, bs, sideIdx);
}
