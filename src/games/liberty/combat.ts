/**
 * Battles (7.1-7.3), driving retreat (7.4, retreat.ts), regroup (7.5, regroup.ts) and the navies (8.2-8.6,
 * naval.ts).
 *
 * Sequence of a battle:
 *  - startBattle (7.1): the blocks in the hex are revealed (face up for the whole battle) except Player 2's
 *    reserves (7.21), which are revealed at the start of round 2;
 *  - up to three rounds (7.2); in each, every block has one combat turn (fire, retreat or pass) in the order
 *    A-defender, A-attacker, B-defender, B-attacker, C-defender, C-attacker (7.21); the side owning eligible
 *    blocks of the current slot picks which of them acts next;
 *  - fire (7.31): one die per step, a hit on a roll ≤ the rating number; hits go one at a time to the
 *    currently strongest enemy block, its owner choosing among equals (7.32), applied at once; below 1 step
 *    a block is captured (2.11);
 *  - the battle ends as soon as one side has no (engaged) blocks left in the hex; at the end of round 3 the
 *    attacker must retreat (7.2; 8.6 exception); reserves of a side that lost in round 1 must retreat (7.21);
 *  - the winner may regroup (7.5); then the battle is over: s.battle = null, phase 'battle-order'.
 *
 * Control of the hex is settled at the end of the turn (5.3) by the sequence code, not here.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { rollD6 } from '../../core/rng.js';
import { fireAction, hitAction, passAction, retreatAction } from './action-objects.js';
import type { BattleAction, BattleState } from './battle-state.js';
import { locId } from './compile.js';
import { ANY_SHIFT, atSeaMoves, awaitsShips, engagedShips, hasTurn, hitRefusal, hitTargets, navalRetreats, seaAttackCheck, seaBit, seaMoves, seaMoveRefusal, warshipsIn, withdrawAtSea } from './naval.js';
import { W, whyText } from './why.js';
import { addRegroupUse } from './movement.js';
import { firstAt, nextAt } from './occupancy.js';
import { regroupMoves } from './regroup.js';
import { SIDE_NAMES, addUse, hexsideCount, landMoveWhy, landMoves, type MoveTarget } from './retreat.js';
import { LOC, SIDE_INDEX, isHex, type Compiled, type LibertyState, type SideId } from './state.js';

const LETTERS = ['A', 'B', 'C'] as const;
const R = (n: string): string => `liberty ${n}`;

/* ------------------------------------------------------------------ small helpers */

const defIdx = (bs: BattleState): 0 | 1 => (bs.att === 0 ? 1 : 0);
const slotSide = (bs: BattleState, slot: number): 0 | 1 => ((slot & 1) === 0 ? defIdx(bs) : bs.att);
const blockId = (c: Compiled, b: number): string => c.blocks.data[b]!.id;

/** Fire rating of a block in this battle: 2.12, Indians B2 in their own town (2.25), dragoons C in the
 *  round they land from a sea attack (8.4). */
export function fireRating(c: Compiled, bs: BattleState, b: number): { letter: 'A' | 'B' | 'C'; number: number } {
  const d = c.blocks.data[b]!;
  if (c.blocks.indian[b] && c.blocks.home[b] === bs.hex) return { letter: 'B', number: 2 };
  if (d.type === 'dragoon' && bs.landed > 0 && bs.landed === bs.round && c.blocks.side[b] === bs.att) return { letter: 'C', number: d.fire.number };
  return d.fire;
}

/** Blocks of the current slot still to take their combat turn. */
function eligible(c: Compiled, s: LibertyState, bs: BattleState, slot: number): number[] {
  const side = slotSide(bs, slot);
  const out: number[] = [];
  for (let b = firstAt(c, s, bs.hex, side); b >= 0; b = nextAt(b)) { // the side's blocks in the hex, index order
    if (turnWhy(c, s, bs, slot, b) === W.OK) out.push(b);
  }
  return out;
}

/** May block b (of the slot's side) take its combat turn in this slot (7.21)? W.OK or the rule that says no: the
 *  one check `eligible` keeps blocks with and the refusal explains (issue 22). */
function turnWhy(c: Compiled, s: LibertyState, bs: BattleState, slot: number, b: number): number {
  if (s.loc[b] !== bs.hex) return W.NOT_IN_BATTLE;
  if (!hasTurn(s, bs, b)) return W.RESERVE_ROUND1;
  if (bs.acted.includes(b)) return W.ACTED;
  return fireRating(c, bs, b).letter !== LETTERS[slot >> 1] ? W.NOT_YOUR_LETTER : W.OK;
}

/** Issue 22: a refused combat turn (fire, hold, or retreat in the fight) of block b of the acting side. */
function turnRefusal(c: Compiled, s: LibertyState, bs: BattleState, b: number): RuleError {
  const [r, m] = whyText(turnWhy(c, s, bs, bs.slot, b), { letter: LETTERS[bs.slot >> 1] });
  return new RuleError(r, `${blockId(c, b)}: ${m}`);
}

/** Does a side still have blocks in the fight (anything in the hex but reserves before round 2)? Land blocks
 *  waiting out a naval fight (8.4) count: they are in the battle. */
function hasEngaged(c: Compiled, s: LibertyState, bs: BattleState, sideIdx: 0 | 1): boolean {
  for (let b = firstAt(c, s, bs.hex, sideIdx); b >= 0; b = nextAt(b)) if (!(bs.round < 2 && s.reserve[b])) return true;
  return false;
}

/** 8.4: land blocks of either side may not fire while the attacker is still at sea. */
const mayFire = (c: Compiled, bs: BattleState, b: number): boolean => !bs.atSea || !!c.blocks.warship[b];

function capture(c: Compiled, s: LibertyState, b: number, log: LogEntry[] | null): void {
  s.loc[b] = LOC.PRISONER;
  s.steps[b] = 0;
  s.revealed[b] = 1;
  log?.push({ key: 'lib.captured', params: { block: blockId(c, b), side: SIDE_NAMES[c.blocks.side[b]!]! }, rule: R('2.11') });
}

/** Log a block's move out of the battle: named to all if revealed, else named to its owner only. */
function logMove(c: Compiled, s: LibertyState, b: number, key: string, to: number, rule: string, log: LogEntry[] | null): void {
  if (!log) return;
  const side = SIDE_NAMES[c.blocks.side[b]!]!;
  if (s.revealed[b]) log.push({ key, params: { block: blockId(c, b), side, to: locId(c, to) }, rule });
  else {
    log.push({ key, params: { side, to: locId(c, to) }, rule, to: [SIDE_NAMES[c.blocks.side[b] === 0 ? 1 : 0]!, 'observer'] });
    log.push({ key, params: { block: blockId(c, b), side, to: locId(c, to) }, rule, to: [side] });
  }
}

/* ------------------------------------------------------------------ 7.1 start */

export function startBattle(c: Compiled, s: LibertyState, hex: number, log: LogEntry[] | null): void {
  const k = s.contests.find((x) => x.hex === hex);
  if (!k) throw new RuleError(R('7.1'), `there is no battle in ${locId(c, hex)}`);
  if (s.battle) throw new RuleError(R('7.1'), 'a battle is already being fought: each battle ends before the next');
  const att = SIDE_INDEX[k.attacker];
  const blocks: number[] = [];
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === hex) blocks.push(b);
  // A side whose only blocks are reserves defends with them from round 1 (docs/liberty-rules.md, 7.21).
  for (const side of [0, 1] as const) {
    const mine = blocks.filter((b) => c.blocks.side[b] === side);
    if (mine.length > 0 && mine.every((b) => s.reserve[b])) for (const b of mine) s.reserve[b] = 0;
  }
  const bs: BattleState = {
    hex, attacker: k.attacker, att, round: 1, slot: 0, step: 'fight', acted: [], hits: 0, hitSide: 0, hitBy: -1,
    atSea: 0, landed: 0, use: {}, seaUse: [0, 0], seaOk: [0, 0], mustRetreat: [], winner: null, blocks,
  };
  if (k.seaAttack) {
    // 8.4 (issue 23) 「もし目標ヘクスに敵の戦艦が含まれていたら…地上ブロックは攻撃側も防御側も射撃できず」: the fight is at sea
    // while the target hex holds an enemy warship, a reserve too (7.21: face down, out of round 1, but in the hex). The
    // attacker learns only what the rule reveals: that enemy warships are there (logged without naming a block)
    if (warshipsIn(c, s, hex, att === 0 ? 1 : 0) > 0) bs.atSea = 1;
    else bs.landed = 1;
  }
  s.battle = bs;
  s.phase = 'battle';
  const shown: string[] = [];
  for (const b of blocks) if (!s.reserve[b]) { s.revealed[b] = 1; shown.push(blockId(c, b)); }
  log?.push({ key: 'lib.battle', params: { hex: locId(c, hex), attacker: k.attacker, sea: k.seaAttack ? 1 : 0 }, rule: R('7.1') });
  log?.push({ key: 'lib.reveal', params: { blocks: shown }, rule: R('7.1') });
  if (k.seaAttack && bs.landed) log?.push({ key: 'lib.land', params: { side: k.attacker, round: 1 }, rule: R('8.4') });
  if (bs.atSea) log?.push({ key: 'lib.atSea', params: { side: k.attacker, hex: locId(c, hex) }, rule: R('8.4') });
  log?.push({ key: 'lib.round', params: { round: 1 }, rule: R('7.21') });
  pump(c, s, bs, log);
}

/* ------------------------------------------------------------------ who acts, what may they do */

export function battleActiveSides(c: Compiled, s: LibertyState): SideId[] {
  const bs = s.battle;
  if (!bs) return [];
  switch (bs.step) {
    case 'fight': return bs.slot < 6 ? [SIDE_NAMES[slotSide(bs, bs.slot)]!] : [];
    case 'hits': return [SIDE_NAMES[bs.hitSide]!];
    case 'retreat': return bs.mustRetreat.length ? [SIDE_NAMES[c.blocks.side[bs.mustRetreat[0]!]!]!] : [];
    case 'regroup': return bs.winner ? [bs.winner] : [];
  }
}

/** 7.4 / 8.1 / 8.5: every retreat of block b now (land moves or a warship's moves on the map, then sea moves). The moves are the same in a forced
 *  retreat (`_forced`, kept for callers): there a land block that may only follow a warship by sea waits for it
 *  (`awaitsShips`). */
export function retreatMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number, _forced = false): MoveTarget[] {
  if (bs.atSea && c.blocks.side[b] === bs.att && !c.blocks.warship[b]) return atSeaMoves(c, s, bs, b); // 8.4, 8.5: at sea
  return [...landMoves(c, s, bs, b, 'retreat'), ...navalRetreats(c, s, bs, b), ...seaMoves(c, s, bs, b)];
}

export function battleActions(c: Compiled, s: LibertyState, side: SideId): BattleAction[] {
  const bs = s.battle;
  if (!bs || !battleActiveSides(c, s).includes(side)) return [];
  const out: BattleAction[] = [];
  switch (bs.step) {
    case 'fight':
      for (const b of eligible(c, s, bs, bs.slot)) {
        if (mayFire(c, bs, b)) out.push(fireAction(b));
        for (const m of retreatMoves(c, s, bs, b, false)) out.push(retreatAction(b, m.to));
        out.push(passAction(b));
      }
      break;
    case 'hits':
      for (const b of hitTargets(c, s, bs)) out.push(hitAction(b));
      break;
    case 'retreat': {
      const sideIdx = SIDE_INDEX[side];
      for (const b of bs.mustRetreat) if (c.blocks.side[b] === sideIdx) for (const m of retreatMoves(c, s, bs, b, true)) out.push(retreatAction(b, m.to));
      break;
    }
    case 'regroup': {
      const sideIdx = SIDE_INDEX[side];
      for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === bs.hex && c.blocks.side[b] === sideIdx) for (const m of regroupMoves(c, s, bs, b)) out.push({ type: 'battle-regroup', block: b, to: m.to });
      out.push({ type: 'battle-regroup-done' });
      break;
    }
  }
  return out;
}

/* ------------------------------------------------------------------ apply */

function blockArg(c: Compiled, a: { block?: unknown }, rule: string): number {
  const b = a.block;
  if (typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b >= c.blocks.count) throw new RuleError(rule, `no such block ${JSON.stringify(b)}`, 'malformed');
  return b;
}

export function applyBattleAction(c: Compiled, s: LibertyState, side: SideId, a: BattleAction, log: LogEntry[] | null): void {
  const bs = s.battle;
  if (!bs) throw new RuleError(R('7.1'), 'no battle is being fought');
  if (!battleActiveSides(c, s).includes(side)) throw new RuleError(R('7.21'), `it is not ${side}'s turn in this battle`, 'not-active');
  const sideIdx = SIDE_INDEX[side];
  switch (a?.type) {
    case 'battle-fire':
    case 'battle-pass': {
      const b = blockArg(c, a, R('7.21'));
      if (bs.step !== 'fight') throw new RuleError(R('7.21'), bs.step === 'hits' ? 'hits must be applied first' : 'the rounds of this battle are over');
      if (c.blocks.side[b] !== sideIdx) throw new RuleError(R('7.21'), 'that block is not yours');
      if (turnWhy(c, s, bs, bs.slot, b) !== W.OK) throw turnRefusal(c, s, bs, b);
      if (a.type === 'battle-fire') {
        if (!mayFire(c, bs, b)) throw new RuleError(R('8.4'), 'land blocks do not fire while the sea attack is fought at sea: the battle is at sea until the enemy warships are gone');
        bs.acted.push(b);
        fire(c, s, bs, b, log);
      } else {
        bs.acted.push(b);
        log?.push({ key: 'lib.pass', params: { block: blockId(c, b), side }, rule: R('7.21') });
      }
      break;
    }
    case 'battle-retreat': {
      const b = blockArg(c, a, R('7.4'));
      if (c.blocks.side[b] !== sideIdx) throw new RuleError(R('7.4'), 'that block is not yours');
      let forced = false;
      if (bs.step === 'fight') {
        if (turnWhy(c, s, bs, bs.slot, b) !== W.OK) throw turnRefusal(c, s, bs, b);
      } else if (bs.step === 'retreat') {
        if (!bs.mustRetreat.includes(b)) throw new RuleError(R('7.4'), `${blockId(c, b)} does not have to retreat`);
        forced = true;
      } else throw new RuleError(R('7.4'), 'no retreats now');
      const m = retreatMoves(c, s, bs, b, forced).find((x) => x.to === a.to);
      if (!m) { const [r, t] = moveOutRefusal(c, s, bs, b, a.to, 'retreat'); throw new RuleError(r, `${blockId(c, b)} cannot retreat to ${locId(c, a.to)}: ${t}`); }
      retreat(c, s, bs, b, m, log);
      break;
    }
    case 'battle-hit': {
      const b = blockArg(c, a, R('7.32'));
      if (bs.step !== 'hits') throw new RuleError(R('7.32'), 'no hits are waiting');
      if (!hitTargets(c, s, bs).includes(b)) {
        if (c.blocks.side[b] !== sideIdx) throw new RuleError(R('7.32'), 'that block is not yours: the hits on your side go to your blocks');
        const [r, t] = hitRefusal(c, s, bs, b);
        throw new RuleError(r, `the hit may not go to ${blockId(c, b)}: ${t}`);
      }
      hit(c, s, bs, b, log);
      bs.hits--;
      bs.step = 'fight';
      allocate(c, s, bs, log);
      break;
    }
    case 'battle-regroup': {
      const b = blockArg(c, a, R('7.5'));
      if (bs.step !== 'regroup') throw new RuleError(R('7.5'), 'regrouping comes after the battle is won');
      if (c.blocks.side[b] !== sideIdx) throw new RuleError(R('7.5'), 'that block is not yours');
      const m = regroupMoves(c, s, bs, b).find((x) => x.to === a.to);
      if (!m) { const [r, t] = moveOutRefusal(c, s, bs, b, a.to, 'regroup'); throw new RuleError(r, `${blockId(c, b)} cannot regroup to ${locId(c, a.to)}: ${t}`); }
      // 7.5 with 5.2 (issue 23): a regroup uses the side's hexside counts of the turn (seen by that side only)
      for (const hs of m.sides) addRegroupUse(s, hs, sideIdx);
      s.loc[b] = m.to;
      logMove(c, s, b, 'lib.regroup', m.to, R('7.5'), log);
      break;
    }
    case 'battle-regroup-done':
      if (bs.step !== 'regroup') throw new RuleError(R('7.5'), 'regrouping comes after the battle is won');
      finish(c, s, bs, log);
      return;
    default:
      throw new RuleError(R('7.21'), `unknown battle action ${JSON.stringify((a as { type?: unknown })?.type)}`, 'malformed');
  }
  pump(c, s, bs, log);
}

/** Issue 22: why block b of the acting side may not retreat (7.4, 8.5) or regroup (7.5, 9.1) to `to`: on the map the
 *  land move's rule (`landMoveWhy`, from the predicates of the walk that lists them) or a warship's (8.1); off the
 *  map the sea move's (`seaMoveRefusal`). */
function moveOutRefusal(c: Compiled, s: LibertyState, bs: BattleState, b: number, to: number, mode: 'retreat' | 'regroup'): [string, string] {
  const sideIdx = c.blocks.side[b]!;
  if (s.loc[b] !== bs.hex) return whyText(W.NOT_IN_BATTLE);
  if (mode === 'retreat' && bs.atSea && sideIdx === bs.att && !c.blocks.warship[b] && isHex(to)) return whyText(W.SEA_AT_SEA);
  if (!isHex(to) || c.blocks.warship[b]) return seaMoveRefusal(c, s, bs, b, to, mode);
  const code = landMoveWhy(c, s, bs, b, to, mode);
  if (code === W.HEXSIDE_FULL) return whyText(code, { mode, ...hexsideCount(c, s, bs, b, to, mode) });
  return whyText(code, { mode, move: c.blocks.move[b], weather: s.weather });
}

/* ------------------------------------------------------------------ fire, hits, retreat */

function fire(c: Compiled, s: LibertyState, bs: BattleState, b: number, log: LogEntry[] | null): void {
  const { number } = fireRating(c, bs, b);
  const n = s.steps[b]!;
  const dice: number[] = [];
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const d = rollD6(s.rng);
    dice.push(d);
    if (d <= number) hits++;
  }
  const sideIdx = c.blocks.side[b]!;
  log?.push({ key: 'lib.fire', params: { block: blockId(c, b), side: SIDE_NAMES[sideIdx]!, rating: fireRating(c, bs, b).letter + number, dice, hits }, rule: R('7.31') });
  bs.hits = hits;
  bs.hitSide = sideIdx === 0 ? 1 : 0;
  bs.hitBy = b;
  allocate(c, s, bs, log);
}

/** 7.32: apply waiting hits one at a time to the strongest block; stop to ask the owner among equals. */
function allocate(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null): void {
  while (bs.hits > 0) {
    const t = hitTargets(c, s, bs);
    if (t.length === 0) {
      if (hasEngaged(c, s, bs, bs.hitSide)) log?.push({ key: 'lib.hits-lost', params: { side: SIDE_NAMES[bs.hitSide]!, hits: bs.hits }, rule: c.blocks.warship[bs.hitBy] ? R('8.3') : R('7.32') });
      bs.hits = 0;
      break;
    }
    if (t.length > 1) { bs.step = 'hits'; return; }
    hit(c, s, bs, t[0]!, log);
    bs.hits--;
  }
  bs.step = 'fight';
}

function hit(c: Compiled, s: LibertyState, bs: BattleState, b: number, log: LogEntry[] | null): void {
  s.steps[b]!--;
  log?.push({ key: 'lib.hit', params: { block: blockId(c, b), side: SIDE_NAMES[c.blocks.side[b]!]!, steps: s.steps[b]! }, rule: R('7.32') });
  if (s.steps[b]! < 1) capture(c, s, b, log);
  seaAttackCheck(c, s, bs, log, (x) => capture(c, s, x, log));
}

function retreat(c: Compiled, s: LibertyState, bs: BattleState, b: number, m: MoveTarget, log: LogEntry[] | null): void {
  const sideIdx = c.blocks.side[b]!;
  const sea = !isHex(m.to); // 8.5: by sea to the box or a West Indies port; a warship's retreat on the map (8.1) is not
  if (bs.step === 'fight') bs.acted.push(b);
  else bs.mustRetreat = bs.mustRetreat.filter((x) => x !== b);
  addUse(bs, m.sides, sideIdx);
  if (sea && c.blocks.warship[b]) {
    if (!engagedShips(c, s, bs, sideIdx === 0 ? 1 : 0)) bs.seaOk[sideIdx] |= seaBit(m.to); // 8.5 unopposed (as 8.2: engaged)
    bs.seaOk[sideIdx] |= seaBit(m.to) << ANY_SHIFT; // 8.5: land blocks at sea may follow it, opposed or not
  } else if (sea) bs.seaUse[sideIdx]!++;
  s.loc[b] = m.to;
  logMove(c, s, b, 'lib.retreat', m.to, sea ? R('8.5') : R('7.4'), log);
  if (c.blocks.warship[b] && sideIdx === bs.att) withdrawAtSea(c, s, bs, m.to, log);
  seaAttackCheck(c, s, bs, log, (x) => capture(c, s, x, log));
}

/* ------------------------------------------------------------------ the pump */

function newRetreatRound(bs: BattleState): void {
  bs.use = {};
  bs.seaUse = [0, 0];
  bs.seaOk = [0, 0];
}

/** Advance the battle until a side must decide, or finish it. */
function pump(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null): void {
  for (let guard = 0; guard < 100; guard++) {
    if (s.battle !== bs) return;
    switch (bs.step) {
      case 'hits':
        return;
      case 'fight': {
        const attIn = hasEngaged(c, s, bs, bs.att), defIn = hasEngaged(c, s, bs, defIdx(bs));
        if (!attIn || !defIn) { battleWon(c, s, bs, attIn ? bs.att : defIn ? defIdx(bs) : -1, log); continue; }
        while (bs.slot < 6 && eligible(c, s, bs, bs.slot).length === 0) bs.slot++;
        if (bs.slot < 6) return;
        if (bs.round < 3) {
          bs.round++;
          bs.slot = 0;
          bs.acted = [];
          newRetreatRound(bs);
          log?.push({ key: 'lib.round', params: { round: bs.round }, rule: R('7.21') });
          if (bs.round === 2) {
            const shown: string[] = [];
            for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === bs.hex && s.reserve[b] && !s.revealed[b]) { s.revealed[b] = 1; shown.push(blockId(c, b)); }
            if (shown.length) log?.push({ key: 'lib.reserves', params: { blocks: shown }, rule: R('7.21') });
          }
          continue;
        }
        // End of round 3 (7.2): the attacker retreats, unless the defender holds with warships only (8.6).
        newRetreatRound(bs);
        const def = defIdx(bs);
        const here = (sd: number) => bs.blocks.filter((b) => s.loc[b] === bs.hex && c.blocks.side[b] === sd);
        const defBlocks = here(def), attBlocks = here(bs.att);
        const attLand = attBlocks.some((b) => !c.blocks.warship[b]) && !bs.atSea;
        if (defBlocks.every((b) => c.blocks.warship[b]) && attLand) {
          bs.mustRetreat = defBlocks;
          log?.push({ key: 'lib.warships-leave', params: { side: SIDE_NAMES[def]! }, rule: R('8.6') });
        } else {
          bs.mustRetreat = attBlocks;
          log?.push({ key: 'lib.attacker-retreats', params: { side: bs.attacker }, rule: R('7.2') });
        }
        bs.step = 'retreat';
        continue;
      }
      case 'retreat': {
        settleRetreat(c, s, bs, log);
        if (bs.mustRetreat.length) return;
        if (bs.winner === null) {
          const a = hasEngaged(c, s, bs, bs.att), d = hasEngaged(c, s, bs, defIdx(bs));
          battleWon(c, s, bs, a && !d ? bs.att : d && !a ? defIdx(bs) : -1, log);
          continue;
        }
        startRegroup(c, s, bs, log);
        continue;
      }
      case 'regroup': {
        // 7.5 with 7.21 (hidden information): the regroup ends by itself only when the enemy could tell so too.
        // A winner's block still face down (a reserve of a battle won in round 1) may be able to regroup where the
        // revealed ones cannot (a dragoon's second hex, an Indian's wilderness), so while one is in the hex the
        // winner ends the regroup itself (`battle-regroup-done`): ended automatically, the enemy learnt what it was.
        const w = bs.winner ? SIDE_INDEX[bs.winner] : -1;
        let any = false, faceDown = false;
        for (let b = 0; b < s.loc.length && !any; b++) {
          if (s.loc[b] !== bs.hex || c.blocks.side[b] !== w) continue;
          if (!s.revealed[b]) faceDown = true;
          if (regroupMoves(c, s, bs, b).length) any = true;
        }
        if (!any && !faceDown) { finish(c, s, bs, log); return; }
        return;
      }
    }
  }
  throw new Error('liberty battle: pump did not settle');
}

/** Before each decision of a forced retreat (7.2 attacker after round 3, 7.21 reserves, 8.6 warships): blocks
 *  with no retreat at all are captured (7.4), except land blocks waiting for a friendly warship that must retreat
 *  too and can still go (`awaitsShips`: the attacker's land blocks still at sea sail with its last warship, 8.4;
 *  land blocks ashore follow a warship that went first, 8.5). Warships first, so that a land block never waits
 *  for a warship captured in the same pass; then 8.4: an attacker at sea with no warship left is repulsed. So
 *  every block left to retreat has a move, or its side has a warship move it waits for: the side to act always
 *  has a legal action, and each action takes a block out of the hex. */
function settleRetreat(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null): void {
  const noRetreat = (b: number): void => {
    log?.push({ key: 'lib.no-retreat', params: s.revealed[b] ? { block: blockId(c, b), side: SIDE_NAMES[c.blocks.side[b]!]! } : { side: SIDE_NAMES[c.blocks.side[b]!]! }, rule: R('7.4') });
    capture(c, s, b, log);
  };
  bs.mustRetreat = bs.mustRetreat.filter((b) => s.loc[b] === bs.hex);
  for (const b of bs.mustRetreat) if (c.blocks.warship[b] && retreatMoves(c, s, bs, b, true).length === 0) noRetreat(b);
  seaAttackCheck(c, s, bs, log, (x) => capture(c, s, x, log));
  bs.mustRetreat = bs.mustRetreat.filter((b) => s.loc[b] === bs.hex);
  for (const b of bs.mustRetreat) if (!c.blocks.warship[b] && retreatMoves(c, s, bs, b, true).length === 0 && !awaitsShips(c, s, bs, b)) noRetreat(b);
  bs.mustRetreat = bs.mustRetreat.filter((b) => s.loc[b] === bs.hex);
}

/** One side has no engaged blocks left: the battle is won (7.2). Reserves of the loser retreat (7.21). */
function battleWon(c: Compiled, s: LibertyState, bs: BattleState, winner: number, log: LogEntry[] | null): void {
  bs.winner = winner >= 0 ? SIDE_NAMES[winner]! : null;
  log?.push({ key: 'lib.battle-won', params: { hex: locId(c, bs.hex), winner: bs.winner, round: bs.round }, rule: R('7.2') });
  const loser = winner === 0 ? 1 : 0;
  const reserves = winner < 0 ? [] : bs.blocks.filter((b) => s.loc[b] === bs.hex && c.blocks.side[b] === loser);
  if (reserves.length) {
    // 7.21 with 7.4: the battle ended in round 1 (only then has the loser reserves left), so the reserves retreat
    // in round 1: the round's retreat counters (hexside limits 「それぞれのラウンドに適用される」, sea retreats 8.5)
    // go on, they do not start afresh as for the attacker after round 3
    bs.mustRetreat = reserves;
    bs.step = 'retreat';
    log?.push({ key: 'lib.reserves-retreat', params: { side: SIDE_NAMES[loser]!, count: reserves.length }, rule: R('7.21') });
    return;
  }
  startRegroup(c, s, bs, log);
}

function startRegroup(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null): void {
  bs.use = {};
  bs.step = 'regroup';
  bs.mustRetreat = [];
  if (!bs.winner) finish(c, s, bs, log);
}

function finish(c: Compiled, s: LibertyState, bs: BattleState, log: LogEntry[] | null): void {
  for (const b of bs.blocks) s.revealed[b] = 0;
  s.contests = s.contests.filter((k) => k.hex !== bs.hex);
  s.battle = null;
  s.phase = 'battle-order';
  log?.push({ key: 'lib.battle-over', params: { hex: locId(c, bs.hex), winner: bs.winner }, rule: R('7.5') });
}

/** Message catalogue for the battle log entries (merged into the game's catalogue by index.ts). */
export const BATTLE_MESSAGES = {
  en: {
    'lib.battle': 'Battle in {hex}: {attacker} attacks.',
    'lib.reveal': 'Blocks revealed: {blocks}.',
    'lib.round': 'Battle round {round}.',
    'lib.reserves': 'Reserves revealed: {blocks}.',
    'lib.fire': '{side} {block} ({rating}) fires: {dice} — {hits} hit(s).',
    'lib.hit': '{block} ({side}) takes a hit, {steps} step(s) left.',
    'lib.hits-lost': '{hits} hit(s) on {side} have no target.',
    'lib.captured': '{block} ({side}) is captured.',
    'lib.pass': '{side} {block} holds.',
    'lib.retreat': '{side} {block} retreats to {to}.',
    'lib.no-retreat': '{side} {block} cannot retreat and is captured.',
    'lib.regroup': '{side} {block} regroups to {to}.',
    'lib.land': '{side} lands its blocks (round {round}).',
    'lib.atSea': 'Enemy warships are in {hex}: the battle is at sea until they are gone ({side} land blocks stay at sea; no land block fires or is hit).',
    'lib.repulsed': '{block} ({side}) is repulsed at sea and loses a step.',
    'lib.warships-leave': '{side} warships cannot hold the hex against land blocks and leave.',
    'lib.attacker-retreats': 'After round 3 the attacker ({side}) must retreat.',
    'lib.reserves-retreat': 'The battle ended in round 1: {count} {side} reserve block(s) must retreat.',
    'lib.battle-won': '{winner} wins the battle in {hex} (round {round}).',
    'lib.battle-over': 'The battle in {hex} is over.',
  },
  ja: {
    'lib.battle': '{hex}で戦闘:{attacker}の攻撃。',
    'lib.reveal': '公開されたブロック:{blocks}。',
    'lib.round': '戦闘ラウンド{round}。',
    'lib.reserves': '予備が公開された:{blocks}。',
    'lib.fire': '{side}の{block}({rating})が射撃:{dice} — {hits}命中。',
    'lib.hit': '{block}({side})が命中を受けた。残り{steps}戦力。',
    'lib.hits-lost': '{side}への{hits}命中は目標がない。',
    'lib.captured': '{block}({side})は捕虜となった。',
    'lib.pass': '{side}の{block}は待機。',
    'lib.retreat': '{side}の{block}は{to}へ退却。',
    'lib.no-retreat': '{side}の{block}は退却できず捕虜となった。',
    'lib.regroup': '{side}の{block}は{to}へ再編成。',
    'lib.land': '{side}が上陸した(ラウンド{round})。',
    'lib.atSea': '{hex}に敵の戦艦がいる: それらがいなくなるまで戦闘は海上で行われる({side}の地上ブロックは海上に留まり、地上ブロックは射撃も命中も受けない)。',
    'lib.repulsed': '{block}({side})は海上で撃退され1ステップ減少。',
    'lib.warships-leave': '{side}の戦艦は地上ブロックに対して支配を維持できず退却する。',
    'lib.attacker-retreats': '第3ラウンド終了:攻撃側({side})は退却せねばならない。',
    'lib.reserves-retreat': '戦闘はラウンド1で終了:{side}の予備{count}ブロックは退却せねばならない。',
    'lib.battle-won': '{winner}が{hex}の戦闘に勝利(ラウンド{round})。',
    'lib.battle-over': '{hex}の戦闘は終了。',
  },
};
