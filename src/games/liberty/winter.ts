/**
 * Winter (11.0-11.5), in this exact order: victory (11.1), French entry roll (11.2), disbanding (11.3, with the
 * Indians' year-end capture 10.0), winter attrition (11.4), prisoner exchange (11.5). Then a new year.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import type { LibertyAction } from './actions.js';
import { BRITISH, AMERICAN, britishSupplyPoints } from './control.js';
import { frenchEntryRoll } from './french.js';
import { captureIndians } from './indians.js';
import { count } from './movement.js';
import { firstAt, nextAt } from './occupancy.js';
import type { Compiled, LibertyState, SideId } from './state.js';
import { LOC, SIDE_INDEX, isHex, isWestIndies } from './state.js';

const rule = (n: string) => `liberty ${n}`;

export function startWinter(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  s.phase = 'winter';
  s.winter = { step: 'victory', side: null, offer: null, offered: 0 };
  log?.push({ key: 'lib.winter', params: { year: s.year }, rule: rule('11.0') });
  // 11.1 victory
  const pts = britishSupplyPoints(c, s);
  const v = c.pack.rules.victory;
  if (pts >= v.britishAtLeast) return finish(s, 'british', 'lib.winBritish', '11.1', pts, log);
  if (pts < v.americanBelow) return finish(s, 'american', 'lib.winAmerican', '11.1', pts, log);
  if (s.year >= c.pack.rules.endYear) {
    if (s.optional.drawBand && pts >= 25) return finish(s, null, 'lib.drawBand', '11.1', pts, log);
    return finish(s, 'american', 'lib.winEnd', '11.1', pts, log);
  }
  log?.push({ key: 'lib.score', params: { points: pts }, rule: rule('11.1') });
  // 11.2 French entry
  s.winter.step = 'french-entry';
  frenchEntryRoll(c, s, log);
  // 11.3 disbanding: the Indians' year-end capture (10.0), then the Atlantic box disbands as a whole
  s.winter.step = 'disband';
  captureIndians(c, s, log);
  for (let b = 0; b < s.loc.length; b++) {
    if (s.loc[b] === LOC.ATLANTIC) {
      s.loc[b] = poolOf(c, s, b);
      s.steps[b] = c.blocks.maxSteps[b]!;
      log?.push({ key: 'lib.disbandBox', params: { side: sideName(c, b) }, rule: rule('11.3') });
    }
  }
  s.winter.side = 'british';
}

function finish(s: LibertyState, winner: SideId | null, reason: string, r: string, pts: number, log: LogEntry[] | null): void {
  s.result = { winner, reason, rule: rule(r), params: { points: pts } };
  s.phase = 'over';
  s.winter = null;
  log?.push({ key: reason, params: { points: pts }, rule: rule(r) });
}

const sideName = (c: Compiled, b: number): SideId => (c.blocks.side[b] === 0 ? 'british' : 'american');
/** Disbanded or exchanged blocks go to their owner's pool (French before entry: the French pool). */
export const poolOf = (c: Compiled, s: LibertyState, b: number): number => (c.blocks.french[b] && !s.frenchEntered ? LOC.FRENCH_POOL : LOC.POOL);

/* ------------------------------------------------------------------ 11.3 disbanding */

/** 11.3: a port shut for this side by an enemy-held choke point (Yorktown → Chesapeake, Dover → Philadelphia). */
function shutPort(c: Compiled, s: LibertyState, h: number, si: number): boolean {
  for (const g of c.map.guardedBy[h]!) if (count(s, c, g, 1 - si) > 0) return true;
  return false;
}

/** A friendly port not shut by an enemy-held choke point (11.3: Yorktown → Chesapeake, Dover → Philadelphia). */
function openFriendlyPort(c: Compiled, s: LibertyState, h: number, si: number): boolean {
  if (!c.map.port[h] || s.control[h] !== (si === 0 ? BRITISH : AMERICAN)) return false;
  return !shutPort(c, s, h, si);
}

export function canDisband(c: Compiled, s: LibertyState, side: SideId, b: number): boolean {
  return disbandCode(c, s, side, b) === 0;
}

/** `canDisband` as a code: 0 if the block may disband, else the rule that says no (issue 22: one source for the
 *  list and the refusal, `disbandRefusal`). */
function disbandCode(c: Compiled, s: LibertyState, side: SideId, b: number): number {
  const B = c.blocks, si = SIDE_INDEX[side];
  if (B.side[b] !== si) return 1;
  if (B.french[b] && !s.frenchEntered) return 2; // 2.24, 9.0: France is neutral; the Americans control its blocks only after entry
  const l = s.loc[b]!;
  if (!isHex(l) && !isWestIndies(l)) return 3;
  // any town hex; a West Indies port is a port (9.1), so a town (1.3), for the Loyalists who may stand there
  if (B.american[b] || B.loyalist[b] || B.indian[b]) return (isHex(l) ? c.map.hasTown[l]! : B.loyalist[b]!) ? 0 : 4;
  // British, Hessian and French blocks (incl. warships): in or next to a friendly port, or the West Indies
  if (isWestIndies(l)) return 0;
  // 11.3 (issue 23) 「ヨークタウンの敵の占領はチェサピーク湾港でのいかなる解散をも妨げる。ドーヴァーは同じ効果をフィラデルフィアに
  // 対してもたらす。」: no block in a shut port disbands, whatever its neighbours (not through an open port next to it)
  if (c.map.port[l] && shutPort(c, s, l, si)) return 5;
  if (openFriendlyPort(c, s, l, si)) return 0;
  for (const n of c.map.neighbours[l]!) if (n >= 0 && openFriendlyPort(c, s, n, si)) return 0;
  return 6;
}

/** Issue 22: why block b may not disband now. */
function disbandRefusal(c: Compiled, s: LibertyState, side: SideId, b: number): [string, string] {
  switch (disbandCode(c, s, side, b)) {
    case 1: return [rule('11.3'), 'that block is not yours'];
    case 2: return [rule('9.0'), 'French blocks do nothing before France enters the war'];
    case 3: return [rule('11.3'), 'that block is not on the map or in the West Indies (blocks in the Atlantic box have disbanded already)'];
    case 4: return [rule('11.3'), 'American, Loyalist and Indian blocks disband in a town hex'];
    case 5: return [rule('11.3'), 'an enemy-held choke point shuts that port: Yorktown shuts Chesapeake Bay, Dover Philadelphia'];
    case 6: return [rule('11.3'), 'British and French blocks disband only in or next to a friendly port (not shut by an enemy-held choke point)'];
  }
  return [rule('11.3'), 'that block may not disband'];
}

/* ------------------------------------------------------------------ 11.4 attrition */

/** 11.4: how many of these blocks (one side, one location, Indians and neutral French excluded) are in excess: the fewest
 *  that must go for the rest to winter here. The town's value supplies that many blocks of any kind; one leader, in a
 *  town hex (numbered or not), supplies itself and strength − 1 more of its own kind (French and American leaders only
 *  their own). `without`: leave this block out (a capture being weighed). */
function excess(c: Compiled, s: LibertyState, loc: number, si: number, without = -1): number {
  const B = c.blocks;
  let need = 0, french = 0;
  const leaders: number[] = [];
  for (let b = firstAt(c, s, loc, si); b >= 0; b = nextAt(b)) { // the side's blocks there, index order
    if (b === without || B.indian[b] || B.french[b] && !s.frenchEntered) continue; // 10.0; 2.24, 9.0: neutral France is no player's
    need++;
    if (B.french[b]) french++;
    if (B.leader[b]) leaders.push(b);
  }
  if (need === 0) return 0;
  const town = isHex(loc) ? c.map.hasTown[loc]! : isWestIndies(loc);
  const value = isHex(loc) ? c.map.townValue[loc]! : loc === LOC.BWI ? c.map.spaceValue.bwi : loc === LOC.FWI ? c.map.spaceValue.fwi : 0;
  let best = 0; // blocks the best leader supplies, himself included
  if (town) {
    for (const L of leaders) {
      const compatible = si === 0 ? need : B.french[L] ? french : need - french;
      best = Math.max(best, Math.min(s.steps[L]!, compatible));
    }
  }
  return Math.max(0, need - value - best);
}

/** Can these blocks (one side, one location, Indians excluded) all winter here? */
const supplied = (c: Compiled, s: LibertyState, loc: number, si: number): boolean => excess(c, s, loc, si) === 0;

/** 11.4 「補給限界を超えるブロックを除去せねばならない…全ての余分なブロックは即座に除去」: the owner picks which blocks are the
 *  excess, but only blocks in excess: capturing b must leave one block fewer in excess. A leader who supplies others
 *  is not in excess (capturing him would leave them unsupplied, and more blocks than the excess would be lost). */
export function attritionChoices(c: Compiled, s: LibertyState, loc: number, si: number): number[] {
  const e = excess(c, s, loc, si);
  const out: number[] = [];
  if (e === 0) return out;
  for (let b = 0; b < s.loc.length; b++) {
    if (s.loc[b] !== loc || c.blocks.side[b] !== si || c.blocks.indian[b] || c.blocks.french[b] && !s.frenchEntered) continue;
    if (excess(c, s, loc, si, b) === e - 1) out.push(b);
  }
  return out;
}

export function attritionLocations(c: Compiled, s: LibertyState, si: number): number[] {
  const seen: number[] = [];
  for (let b = 0; b < s.loc.length; b++) {
    const l = s.loc[b]!;
    if (c.blocks.side[b] !== si || c.blocks.indian[b] || c.blocks.french[b] && !s.frenchEntered || !(isHex(l) || isWestIndies(l) || l === LOC.ATLANTIC) || seen.includes(l)) continue;
    seen.push(l);
  }
  return seen.filter((l) => !supplied(c, s, l, si)).sort((a, b) => a - b);
}

/* ------------------------------------------------------------------ 11.5 exchange */
function prisonersOf(c: Compiled, s: LibertyState, si: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === LOC.PRISONER && c.blocks.side[b] === si) out.push(b);
  return out;
}

/* ------------------------------------------------------------------ decisions */

export function winterActiveSides(s: LibertyState): SideId[] {
  const w = s.winter;
  if (!w || !w.side) return [];
  return [w.side];
}

export function winterActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  const w = s.winter!;
  if (w.side !== side) return;
  const si = SIDE_INDEX[side];
  if (w.step === 'disband') {
    for (const b of c.blocks.ofSide[si]) if (canDisband(c, s, side, b)) out.push({ type: 'disband', block: b }); // own blocks, index order
    out.push({ type: 'end' });
  } else if (w.step === 'attrition') {
    for (const l of attritionLocations(c, s, si)) for (const b of attritionChoices(c, s, l, si)) out.push({ type: 'capture', block: b });
  } else if (w.step === 'exchange') {
    if (w.offer) { out.push({ type: 'accept' }, { type: 'refuse' }); return; }
    const give = prisonersOf(c, s, 1 - si), take = prisonersOf(c, s, si);
    for (const g of give) for (const t of take) out.push({ type: 'offer', give: g, take: t });
    out.push({ type: 'no-offer' });
  }
}

export function applyWinter(c: Compiled, s: LibertyState, side: SideId, a: LibertyAction, log: LogEntry[] | null, newYear: () => void): void {
  const w = s.winter!;
  const si = SIDE_INDEX[side];
  if (w.side !== side) throw new RuleError(rule('11.0'), 'it is not your winter action');
  if (w.step === 'disband') {
    if (a.type === 'disband') {
      if (!canDisband(c, s, side, a.block)) { const [r, m] = disbandRefusal(c, s, side, a.block); throw new RuleError(r, m); }
      const from = s.loc[a.block]!;
      s.loc[a.block] = poolOf(c, s, a.block);
      s.steps[a.block] = c.blocks.maxSteps[a.block]!;
      // The block was face down: the enemy learns only where a block disbanded (hidden information).
      log?.push({ key: 'lib.disbandAt', params: { side, at: from }, rule: rule('11.3'), to: [side === 'british' ? 'american' : 'british', 'observer'] });
      log?.push({ key: 'lib.disband', params: { side, block: c.blocks.data[a.block]!.id }, rule: rule('11.3'), to: [side] });
      return;
    }
    if (a.type !== 'end') throw new RuleError(rule('11.3'), 'disband a block or end');
    if (side === 'british') { w.side = 'american'; return; }
    w.step = 'attrition';
    w.side = null;
    return advanceAttrition(c, s, log, newYear);
  }
  if (w.step === 'attrition') {
    if (a.type !== 'capture') throw new RuleError(rule('11.4'), 'choose a block over the supply limit');
    const locs = attritionLocations(c, s, si);
    if (!Number.isInteger(a.block) || c.blocks.side[a.block] !== si || c.blocks.indian[a.block] || c.blocks.french[a.block] && !s.frenchEntered || !locs.includes(s.loc[a.block]!)) throw new RuleError(rule('11.4'), 'that block is not in a location over its winter supply limit');
    if (!attritionChoices(c, s, s.loc[a.block]!, si).includes(a.block)) throw new RuleError(rule('11.4'), 'that block is not in excess: the leader supplies the others (capture one of the blocks beyond the supply limit)');
    s.loc[a.block] = LOC.PRISONER;
    s.steps[a.block] = 0;
    log?.push({ key: 'lib.attrition', params: { side, block: c.blocks.data[a.block]!.id }, rule: rule('11.4') });
    return advanceAttrition(c, s, log, newYear);
  }
  // 11.5 exchange
  if (w.offer) {
    if (a.type !== 'accept' && a.type !== 'refuse') throw new RuleError(rule('11.5'), 'accept or refuse the offer');
    const o = w.offer;
    if (a.type === 'accept') {
      s.loc[o.give] = poolOf(c, s, o.give); s.steps[o.give] = c.blocks.maxSteps[o.give]!;
      s.loc[o.take] = poolOf(c, s, o.take); s.steps[o.take] = c.blocks.maxSteps[o.take]!;
    }
    log?.push({ key: a.type === 'accept' ? 'lib.exchangeAccepted' : 'lib.exchangeRefused', params: { side }, rule: rule('11.5') });
    w.offer = null;
    return nextOffer(c, s, newYear);
  }
  if (a.type === 'no-offer') {
    w.offered |= si === 0 ? 1 : 2;
    return nextOffer(c, s, newYear);
  }
  if (a.type !== 'offer') throw new RuleError(rule('11.5'), 'make an offer or none');
  if (s.loc[a.give] !== LOC.PRISONER || c.blocks.side[a.give] === si || s.loc[a.take] !== LOC.PRISONER || c.blocks.side[a.take] !== si) {
    throw new RuleError(rule('11.5'), 'an exchange trades an enemy prisoner you hold for one of your blocks the enemy holds');
  }
  w.offer = { from: side, give: a.give, take: a.take };
  w.offered |= si === 0 ? 1 : 2;
  w.side = side === 'british' ? 'american' : 'british';
  log?.push({ key: 'lib.offer', params: { side, give: c.blocks.data[a.give]!.id, take: c.blocks.data[a.take]!.id }, rule: rule('11.5') });
}

function advanceAttrition(c: Compiled, s: LibertyState, log: LogEntry[] | null, newYear: () => void): void {
  const w = s.winter!;
  for (const si of [0, 1]) {
    const locs = attritionLocations(c, s, si);
    if (locs.length === 0) continue;
    // whole locations with no supply at all (no town, or a town worth nothing and no leader) lose every block
    w.side = si === 0 ? 'british' : 'american';
    return;
  }
  void log;
  w.step = 'exchange';
  w.side = null;
  nextOffer(c, s, newYear);
}

function nextOffer(c: Compiled, s: LibertyState, newYear: () => void): void {
  const w = s.winter!;
  for (const si of [0, 1]) {
    if (w.offered & (si === 0 ? 1 : 2)) continue;
    if (prisonersOf(c, s, 1 - si).length > 0 && prisonersOf(c, s, si).length > 0) { w.side = si === 0 ? 'british' : 'american'; return; }
    w.offered |= si === 0 ? 1 : 2;
  }
  newYear();
}
