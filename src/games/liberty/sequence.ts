/**
 * The turn and phase machine (intro, 3.0-3.3, 4.0, 3.1-3.2 actions, 7.1 battle order, 5.3 end of turn,
 * 11.0 winter): which side acts, its legal actions in canonical order, and applying one. Every phase either
 * waits for a decision or moves on by itself (`advance`), so games always progress.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { rollD6 } from '../../core/rng.js';
import { DONE, DRAW, END, STOP, battleAction, blockAction, groupAction } from './action-objects.js';
import type { LibertyAction } from './actions.js';
import type { BattleAction } from './battle-state.js';
import { actionPoints, applyForcedExchange, applySupply, cardActions, checkCard, dealYear, isSupply, playCard, returnCard, revealCards, supplyActions } from './cards.js';
import { applyBattleAction, battleActions, battleActiveSides, startBattle } from './combat.js';
import { updateControl } from './control.js';
import { firstAt, nextAt, trust, untrust } from './occupancy.js';
import { applyBlockMove, blockCanMove, canSelect, checkBlockMove, count, finishBlock, groupBlocks, groupOrigins, noMoveRefusal, pushBlockMoves, resolveForcedMarches, rule, selectWhy } from './movement.js';
import { W, whyText } from './why.js';
import { applyPlace, drawBlock, placeActions, poolCount } from './reinforcements.js';
import type { Compiled, LibertyState, SideId } from './state.js';
import { SIDES, SIDE_INDEX, enemyOf } from './state.js';
import { rollWeather } from './weather.js';
import { applyWinter, startWinter, winterActions, winterActiveSides } from './winter.js';

/* ------------------------------------------------------------------ who acts */
export function activeSides(c: Compiled, s: LibertyState): SideId[] {
  switch (s.phase) {
    case 'card': {
      const out: SideId[] = [];
      if (s.played[0] === -1) out.push('british');
      if (s.played[1] === -1) out.push('american');
      return out;
    }
    case 'supply': case 'move': case 'draw': return s.mover ? [s.mover] : [];
    case 'battle-order': return s.p1 ? [s.p1] : [];
    case 'battle': return battleActiveSides(c, s);
    case 'winter': return winterActiveSides(s);
    default: return [];
  }
}

/**
 * Issue 22: why `side` may not act now (it is not among activeSides), with the rule that says whose decision it is.
 * Reads only what every player sees: the phase, Player 1, the battle's round, slot and step, the winter step.
 */
export function inactiveReason(c: Compiled, s: LibertyState, side: SideId): { rule: string; message: string } {
  const who = (x: SideId | null | undefined) => (x ? `${x}${s.p1 ? ` (Player ${x === s.p1 ? 1 : 2})` : ''}` : 'nobody');
  const say = (n: string, message: string) => ({ rule: rule(n), message });
  switch (s.phase) {
    case 'card':
      return say('3.0', `you have played your card face down for this turn: ${enemyOf(side)} is choosing theirs, then both are revealed (3.1)`);
    case 'supply':
      return say('3.3', `a supply card is resolved first: ${who(s.mover)} is placing its steps`);
    case 'move': case 'draw':
      return say('3.1', `it is ${who(s.mover)}'s action phase: Player 1 completes all its actions, then Player 2 (3.1, 3.2)`);
    case 'battle-order':
      return say('7.1', `Player 1 (${s.p1}) decides the order of the battles`);
    case 'battle': {
      const bs = s.battle;
      const act = activeSides(c, s)[0];
      if (!bs) break;
      if (bs.step === 'hits') return say('7.32', `${who(act)} chooses which of its equally strongest blocks takes the hit`);
      if (bs.step === 'retreat') return say('7.4', `${who(act)} is retreating the blocks that must retreat`);
      if (bs.step === 'regroup') return say('7.5', `the battle is over: the winner, ${who(act)}, may regroup`);
      const letter = ['A', 'B', 'C'][bs.slot >> 1] ?? 'C';
      return say('7.21', `battle round ${bs.round}: the ${letter} blocks of ${who(act)} (the ${(bs.slot & 1) === 0 ? 'defender' : 'attacker'}) act now (A before B before C, the defender's before the attacker's)`);
    }
    case 'winter': {
      const w = s.winter;
      const act = w?.side ?? null;
      if (w?.step === 'disband') return say('11.3', `${act} disbands first${act === 'british' ? ' (the British, then the Americans)' : ''}`);
      if (w?.step === 'attrition') return say('11.4', `${act} is removing its blocks over the winter supply limit`);
      if (w?.step === 'exchange') return say('11.5', w.offer ? `${act} answers the prisoner exchange offer` : `${act} may offer a prisoner exchange`);
      return say('11.0', `the winter is played in order by ${act ?? 'the rules'}`);
    }
  }
  return say('11.0', `it is not ${side}'s turn to act`);
}

/** `activeSides(c, s).includes(side)` without building the list (checked on every listing and action). */
function isActive(c: Compiled, s: LibertyState, side: SideId): boolean {
  switch (s.phase) {
    case 'card': return side === 'british' ? s.played[0] === -1 : side === 'american' && s.played[1] === -1;
    case 'supply': case 'move': case 'draw': return !!s.mover && s.mover === side;
    case 'battle-order': return !!s.p1 && s.p1 === side;
    default: return activeSides(c, s).includes(side);
  }
}

/** Battles still to fight this turn (7.1): contest hexes holding blocks of both sides, in hex order. */
export function openBattles(c: Compiled, s: LibertyState): number[] {
  const out: number[] = [];
  for (const ct of s.contests) {
    if (count(s, c, ct.hex, 0) > 0 && count(s, c, ct.hex, 1) > 0 && !out.includes(ct.hex)) out.push(ct.hex);
  }
  return out.sort((a, b) => a - b);
}

/**
 * 7.1: Player 1 decides the whole order of the battles before any enemy block is revealed. The battles put in
 * order so far are the first `s.points` contests (s.points is free in this phase); the last one is added by
 * itself; then the battles are fought in that order (advance).
 */
export function unorderedBattles(c: Compiled, s: LibertyState): number[] {
  const open = openBattles(c, s);
  const n = Math.min(s.points, s.contests.length);
  const out: number[] = [];
  for (const h of open) {
    let ordered = false;
    for (let i = 0; i < n; i++) if (s.contests[i]!.hex === h) ordered = true;
    if (!ordered) out.push(h);
  }
  return out;
}
function orderBattle(s: LibertyState, hex: number): void {
  const n = Math.min(s.points, s.contests.length);
  const i = s.contests.findIndex((k, j) => j >= n && k.hex === hex);
  const [k] = s.contests.splice(i, 1);
  s.contests.splice(n, 0, k!);
  s.points = n + 1;
}

/** True if the selected-or-not block could move at all now (used to offer only useful picks). */
function blockHasMoves(c: Compiled, s: LibertyState, side: SideId, b: number, scratch: LibertyAction[]): boolean {
  const g = s.group!;
  const save = g.block;
  g.block = b; g.steps = 0;
  scratch.length = 0;
  const prev = trust(c, s); // listing moves no block
  try {
    pushBlockMoves(c, s, side, scratch, true);
  } finally { untrust(prev); }
  g.block = save;
  return scratch.length > 0;
}

/** Checks of applyMove, equal to `groupOrigins(…).includes(from)` and `groupBlocks(…).includes(b)` without the lists. */
function isGroupOrigin(c: Compiled, s: LibertyState, side: SideId, from: number): boolean {
  const prev = trust(c, s);
  try {
    for (let b = firstAt(c, s, from, side === 'british' ? 0 : 1); b >= 0; b = nextAt(b)) {
      if (canSelect(c, s, side, b) && blockCanMove(c, s, side, b, scratchList)) return true; // 5.1: a group that can move
    }
    return false;
  } finally { untrust(prev); }
}
const inGroup = (c: Compiled, s: LibertyState, side: SideId, b: number): boolean => s.loc[b] === s.group!.from && canSelect(c, s, side, b);

/** Issue 22: why no group move may start at `from` (the checks of isGroupOrigin, each with its rule): no block of
 *  the side there, each one's `selectWhy`, or none of those that may start has an open move (`noMoveRefusal`). */
function groupRefusal(c: Compiled, s: LibertyState, side: SideId, from: number): [string, string] {
  const si = SIDE_INDEX[side];
  let first = -1, selectable = -1;
  for (let b = firstAt(c, s, from, si); b >= 0; b = nextAt(b)) {
    if (first < 0) first = b;
    if (selectable < 0 && canSelect(c, s, side, b)) selectable = b;
  }
  if (first < 0) return [rule('5.1'), 'a group move starts where you have blocks: none of yours is there'];
  if (selectable < 0) {
    const w = selectWhy(c, s, side, first);
    if (w === W.PINNED) return whyText(w, pinCounts(c, s, from, si));
    const [r, m] = whyText(w);
    return [r, `no block of yours there may start a move: ${m}`];
  }
  return noMoveRefusal(c, s, side, selectable);
}

const pinCounts = (c: Compiled, s: LibertyState, loc: number, si: number): { enemies: number; mine: number } => {
  let mine = 0;
  for (let b = firstAt(c, s, loc, si); b >= 0; b = nextAt(b)) if (!s.moved[b]) mine++;
  return { enemies: count(s, c, loc, 1 - si), mine };
};

/** Issue 22: why block b may not be picked as the next block of the moving group. */
function pickRefusal(c: Compiled, s: LibertyState, side: SideId, b: number): [string, string] {
  const g = s.group!;
  const si = SIDE_INDEX[side];
  if (c.blocks.side[b] !== si) return whyText(W.NOT_YOURS);
  if (s.loc[b] !== g.from) return [rule('5.1'), 'a group is the blocks of one location: that block is not where this group move started'];
  const w = selectWhy(c, s, side, b);
  if (w === W.PINNED) return whyText(w, pinCounts(c, s, g.from, si));
  if (w !== W.OK) return whyText(w);
  return noMoveRefusal(c, s, side, b);
}
const scratchList: LibertyAction[] = [];

/* ------------------------------------------------------------------ legal actions */
export function legalActions(c: Compiled, s: LibertyState, side: SideId): LibertyAction[] {
  const prev = trust(c, s); // listing moves no block: the occupancy index is read as is
  try {
    return listActions(c, s, side);
  } finally { untrust(prev); }
}

function listActions(c: Compiled, s: LibertyState, side: SideId): LibertyAction[] {
  const out: LibertyAction[] = [];
  if (s.result || !isActive(c, s, side)) return out;
  switch (s.phase) {
    case 'card': cardActions(c, s, side, out); break;
    case 'supply': supplyActions(c, s, side, out); break;
    case 'draw': placeActions(c, s, side, out); break;
    case 'move': {
      const g = s.group;
      if (!g) {
        if (s.points > 0) {
          if (!s.drawing) for (const from of groupOrigins(c, s, side)) out.push(groupAction(from));
          if (poolCount(c, s, SIDE_INDEX[side]) > 0) out.push(DRAW);
        }
        out.push(END);
      } else if (g.block < 0) {
        for (const b of groupBlocks(c, s, side)) if (blockHasMoves(c, s, side, b, scratchList)) out.push(blockAction(b));
        out.push(DONE);
      } else {
        pushBlockMoves(c, s, side, out);
        if (g.steps > 0) out.push(STOP);
      }
      break;
    }
    case 'battle-order': for (const hex of unorderedBattles(c, s)) out.push(battleAction(hex)); break;
    case 'battle': return battleActions(c, s, side) as LibertyAction[];
    case 'winter': winterActions(c, s, side, out); break;
    default: break;
  }
  return out;
}

/* ------------------------------------------------------------------ apply */
function isBattleType(t: string): boolean {
  switch (t) {
    case 'battle-fire': case 'battle-pass': case 'battle-retreat': case 'battle-hit': case 'battle-regroup': case 'battle-regroup-done': return true;
    default: return false;
  }
}
const wrongPhase = (s: LibertyState, a: LibertyAction): RuleError =>
  new RuleError(rule(phaseRule(s)), `"${a.type}" is not a decision of the ${s.phase} phase`, 'wrong-phase');

export function applyAction(c: Compiled, s: LibertyState, side: SideId, a: LibertyAction, log: LogEntry[] | null): void {
  if (s.result) throw new RuleError(rule('11.1'), 'the game is over', 'game-over');
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string') throw new RuleError('liberty core', 'malformed action', 'malformed');
  if (!isActive(c, s, side)) { const w = inactiveReason(c, s, side); throw new RuleError(w.rule, w.message, 'not-active'); }
  switch (s.phase) {
    case 'card': {
      if (a.type === 'return-card') { returnCard(c, s, side, a.card, log); break; }
      if (a.type !== 'card') throw wrongPhase(s, a);
      checkCard(s, side, a.card);
      if (playCard(c, s, side, a.card, log)) afterReveal(c, s, log);
      break;
    }
    case 'supply': {
      if (a.type === 'supply') applySupply(c, s, side, a.block, log);
      else if (a.type === 'offer') applyForcedExchange(c, s, side, a.give, a.take, log);
      else if (a.type === 'end') s.points = 0;
      else throw wrongPhase(s, a);
      break;
    }
    case 'draw': {
      if (a.type !== 'place') throw wrongPhase(s, a);
      applyPlace(c, s, side, a.to, log);
      break;
    }
    case 'move': applyMove(c, s, side, a, log); break;
    case 'battle-order': {
      if (a.type !== 'battle') throw wrongPhase(s, a);
      if (!unorderedBattles(c, s).includes(a.hex)) throw new RuleError(rule('7.1'), 'there is no battle to fight there, or it is already in the order');
      orderBattle(s, a.hex);
      log?.push({ key: 'lib.battleChosen', params: { side, at: a.hex }, rule: rule('7.1') });
      break;
    }
    case 'battle': {
      if (!isBattleType(a.type)) throw wrongPhase(s, a);
      applyBattleAction(c, s, side, a as BattleAction, log);
      break;
    }
    case 'winter': applyWinter(c, s, side, a, log, () => newYear(c, s, log)); break;
    default: throw wrongPhase(s, a);
  }
  advance(c, s, log);
}

function phaseRule(s: LibertyState): string {
  switch (s.phase) {
    case 'card': return '3.0';
    case 'supply': return '3.3';
    case 'move': return '5.1';
    case 'draw': return '6.0';
    case 'battle-order': return '7.1';
    case 'battle': return '7.2';
    case 'winter': return '11.0';
    default: return '11.1';
  }
}

function applyMove(c: Compiled, s: LibertyState, side: SideId, a: LibertyAction, log: LogEntry[] | null): void {
  const g = s.group;
  if (!g) {
    if (a.type === 'group') {
      if (s.points <= 0) throw new RuleError(rule('3.1'), 'no action points left');
      if (s.drawing) throw new RuleError(rule('3.2'), 'all moves come before any reinforcement draw');
      if (!isGroupOrigin(c, s, side, a.from)) { const [r, m] = groupRefusal(c, s, side, a.from); throw new RuleError(r, m); }
      s.points--;
      s.group = { from: a.from, block: -1, steps: 0, path: [] };
      log?.push({ key: 'lib.group', params: { side, from: a.from }, rule: rule('5.1') });
      return;
    }
    if (a.type === 'draw') {
      if (s.points <= 0) throw new RuleError(rule('3.1'), 'no action points left');
      drawBlock(c, s, side, log);
      return;
    }
    if (a.type === 'end') { s.points = 0; return; }
    throw new RuleError(rule('3.1'), 'start a group move, draw a reinforcement, or end');
  }
  if (g.block < 0) {
    if (a.type === 'block') {
      if (!Number.isInteger(a.block) || !inGroup(c, s, side, a.block) || !blockHasMoves(c, s, side, a.block, scratchList)) {
        const [r, m] = pickRefusal(c, s, side, a.block);
        throw new RuleError(r, m);
      }
      g.block = a.block; g.steps = 0; g.path = [s.loc[a.block]!];
      return;
    }
    if (a.type === 'done') { s.group = null; return; }
    throw new RuleError(rule('5.1'), 'pick a block of the group or end the group move');
  }
  if (a.type === 'step' || a.type === 'river') {
    checkBlockMove(c, s, side, a);
    applyBlockMove(c, s, side, a, log);
    return;
  }
  if (a.type === 'stop') {
    if (g.steps === 0) throw new RuleError(rule('5.1'), 'the selected block must move at least one hex');
    finishBlock(c, s, side);
    return;
  }
  throw new RuleError(rule('5.1'), 'move the selected block or stop it');
}

/* ------------------------------------------------------------------ automatic transitions */
function afterReveal(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  revealCards(c, s, log);
  const p1 = s.p1!;
  if (isSupply(c, s.played[SIDE_INDEX[p1]])) startSupply(c, s, p1);
  else startActionsAfterCards(c, s, log);
}

function startSupply(c: Compiled, s: LibertyState, side: SideId): void {
  s.phase = 'supply';
  s.mover = side;
  s.points = c.cards[s.played[SIDE_INDEX[side]]]!.value;
}

function endSupply(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  s.moved.fill(0); // the supply markers (cards.ts) are cleared before movement
  const p2 = enemyOf(s.p1!);
  if (s.mover === s.p1 && isSupply(c, s.played[SIDE_INDEX[p2]])) return startSupply(c, s, p2);
  startActionsAfterCards(c, s, log);
}

function startActionsAfterCards(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  rollWeather(s, log); // 4.0: Player 2 rolls after the cards are resolved
  startActions(c, s, s.p1!);
}

function startActions(c: Compiled, s: LibertyState, side: SideId): void {
  s.phase = 'move';
  s.mover = side;
  s.points = actionPoints(c, s.played[SIDE_INDEX[side]]);
  s.drawing = false;
  s.group = null;
}

function endActions(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  if (s.mover === s.p1) return startActions(c, s, enemyOf(s.p1!));
  resolveForcedMarches(c, s, () => rollD6(s.rng), log); // 5.5: after all moves
  s.phase = 'battle-order';
  s.mover = null;
  s.points = 0;
}

function endTurn(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  updateControl(c, s); // 5.3: control changes only now
  zero(s.moved); zero(s.forcedMarch); zero(s.viaRiver); zero(s.reserve); zero(s.revealed);
  s.sideUse = {}; s.contests = []; s.entries = []; s.placed = [];
  delete s.regroupUse;
  s.played = [-1, -1]; s.p1 = null; s.mover = null; s.weather = 0; s.points = 0; s.group = null; s.drawing = false; s.drawn = -1;
  log?.push({ key: 'lib.endTurn', params: { year: s.year, turn: s.turn }, rule: rule('5.3') });
  s.turn++;
  if (s.turn > s.handSize) startWinter(c, s, log);
  else s.phase = 'card';
}

/** a.fill(0) as a plain loop (the builtin costs a runtime call per array; this runs five times a turn). */
function zero(a: number[]): void {
  for (let i = 0; i < a.length; i++) a[i] = 0;
}

function newYear(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  s.winter = null;
  s.year++;
  s.turn = 1;
  s.phase = 'card';
  dealYear(c, s, log);
}

export function advance(c: Compiled, s: LibertyState, log: LogEntry[] | null): void {
  for (let guard = 0; guard < 100; guard++) {
    if (s.result) { s.phase = 'over'; return; }
    switch (s.phase) {
      case 'supply':
        // 3.3 (hidden information): the phase waits for the player (`end`) while the card has steps left, even
        // with no block to take one: which blocks are below strength is face down (ended automatically, the
        // enemy learnt that none was, or that the last step had been the last one needed).
        if (s.points <= 0) { endSupply(c, s, log); continue; }
        return;
      case 'move': {
        if (s.group || s.drawn >= 0) return;
        if (!canStillAct(c, s, s.mover!)) { endActions(c, s, log); continue; }
        return;
      }
      case 'battle-order': {
        const open = openBattles(c, s);
        if (open.length === 0) { endTurn(c, s, log); continue; }
        let rest = unorderedBattles(c, s);
        if (s.points > 0 && rest.length === 1) { orderBattle(s, rest[0]!); rest = []; }
        if (rest.length > 0) return; // Player 1 is still deciding the order (7.1)
        const next = s.contests.find((k) => open.includes(k.hex))!;
        startBattle(c, s, next.hex, log);
        continue;
      }
      default:
        return;
    }
  }
  throw new Error('liberty: the phase machine did not settle');
}

/** 3.1, 3.2: action points left, and a reinforcement to draw or (before any draw) a block that may move. */
function canStillAct(c: Compiled, s: LibertyState, side: SideId): boolean {
  if (s.points <= 0) return false;
  const prev = trust(c, s);
  try {
    return poolCount(c, s, SIDE_INDEX[side]) > 0 || (!s.drawing && anySelectable(c, s, side));
  } finally { untrust(prev); }
}

function anySelectable(c: Compiled, s: LibertyState, side: SideId): boolean {
  const prev = trust(c, s);
  try {
    for (const b of c.blocks.ofSide[SIDE_INDEX[side]]) if (canSelect(c, s, side, b)) return true; // canSelect refuses the other side's blocks
    return false;
  } finally { untrust(prev); }
}

export { SIDES };
