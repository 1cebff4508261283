/**
 * The turn (war1812 4.x): winter, arrivals, Napoleon, the deal, then the players alternate cards until both hands
 * are empty, then the end of the turn. Chart: the British play first in a turn with extra cards (11.6).
 * Everything here dispatches to the chapter files; no rule is decided in this file beyond the order of steps.
 */
import type { LogEntry } from '../../core/log.js';
import { RuleError } from '../../core/errors.js';
import type { Compiled } from './compile.js';
import { addYearCards, applyEvent, deal, eventPlayable } from './cards.js';
import { finishGame, startGhent } from './ghent.js';
import { applyMove, moveOptions, type MoveAction } from './movement.js';
import { britishExtra, FLEET_SHARES, NAP_LEADERS, napoleonArrive, napoleonAtTurnStart, type NapLeaders } from './napoleon.js';
import { advanceBuilds, applyOps, opsOptions, type OpsAction } from './operations.js';
import { arrivals, burnCities, convertMarkers, winterStep } from './season.js';
import { sideId, type Side, type War1812State } from './state.js';
import { tidy } from './stacks.js';
import { supplyAttrition } from './supply.js';
import { advance, peaceMet } from './victory.js';

export type War1812Action =
  | { type: 'play'; card: number; use: 'event' | 'ops' }
  | { type: 'pass' }
  | { type: 'napoleon'; fleet: number; wellington: boolean; leaders: NapLeaders }
  | OpsAction
  | MoveAction;

export const LAST_YEAR = 1815;

export function activeSides(s: War1812State): string[] {
  return s.phase === 'over' ? [] : [sideId(s.active)];
}

export function legalActions(c: Compiled, s: War1812State, side: Side): War1812Action[] {
  if (s.phase === 'over' || side !== s.active) return [];
  switch (s.phase) {
    case 'play': case 'lastcard': {
      const out: War1812Action[] = [];
      for (const card of s.hands[side]) {
        if (eventPlayable(c, s, side, card)) out.push({ type: 'play', card, use: 'event' });
        out.push({ type: 'play', card, use: 'ops' });
      }
      if (s.phase === 'lastcard') out.push({ type: 'pass' });
      return out;
    }
    case 'ops': return opsOptions(c, s, side);
    case 'activate': {
      const out: War1812Action[] = s.stacks.filter((st) => st.side === side && st.id !== '' && st.leaders.length).map((st) => ({ type: 'activate', stack: st.id }));
      out.push({ type: 'done' });
      return out;
    }
    case 'move': return moveOptions(c, s);
    case 'napoleon': {
      const out: War1812Action[] = [];
      const offer = c.wellington >= 0 && s.wellington !== 1 && (s.napPending === 1 || s.wellington === 2);
      for (const fleet of FLEET_SHARES) {
        for (const leaders of NAP_LEADERS) {
          out.push({ type: 'napoleon', fleet, wellington: false, leaders });
          if (offer) out.push({ type: 'napoleon', fleet, wellington: true, leaders });
        }
      }
      return out;
    }
  }
  return [];
}

export function applyAction(c: Compiled, s: War1812State, side: Side, a: War1812Action, log: LogEntry[] | null): void {
  switch (s.phase) {
    case 'play': case 'lastcard': {
      if (a.type === 'pass') { endCard(c, s, side, log); return; }
      if (a.type !== 'play') throw new RuleError('war1812 4.4', 'play a card from your hand');
      const k = s.hands[side].indexOf(a.card);
      s.hands[side].splice(k, 1);
      advanceBuilds(c, s, side, log);
      if (a.use === 'event') {
        if (c.cards[a.card]!.remove) s.removed.push(a.card); else s.discard.push(a.card);
        const mp = applyEvent(c, s, side, a.card, log);
        if (mp > 0 && s.stacks.some((st) => st.side === side && st.id !== '' && st.leaders.length)) {
          s.phase = 'activate';
          s.ops = { card: a.card, value: 0, left: 0, leader: -1, pick: null, mp };
          return;
        }
        endCard(c, s, side, log);
        return;
      }
      s.discard.push(a.card);
      const value = c.cOps[a.card]!;
      s.ops = { card: a.card, value, left: value, leader: -1, pick: null };
      s.phase = 'ops';
      log?.push({ key: 'w.ops', params: { side: sideId(side), card: a.card, ops: value }, rule: 'war1812 5.1' });
      return;
    }
    case 'ops': {
      const r = applyOps(c, s, side, a as OpsAction, log);
      if (r === 'move') { s.ops = null; s.phase = 'move'; return; }
      if (r === 'done') { s.ops = null; endCard(c, s, side, log); }
      return;
    }
    case 'activate': {
      if (a.type === 'activate') {
        const idx = s.stacks.findIndex((st) => st.id === a.stack && st.side === side);
        s.mover = { stack: idx, mp: s.ops!.mp ?? c.pack.params.activationMP, from: s.stacks[idx]!.at, touched: 0, moved: false, event: true };
        log?.push({ key: 'w.activate', params: { side: sideId(side), stack: a.stack, at: s.stacks[idx]!.at }, rule: 'war1812 5.1' });
        s.ops = null;
        s.phase = 'move';
        return;
      }
      s.ops = null;
      endCard(c, s, side, log);
      return;
    }
    case 'move': {
      applyMove(c, s, a as MoveAction, log);
      if (!s.mover) endCard(c, s, side, log);
      return;
    }
    case 'napoleon': {
      if (a.type !== 'napoleon') throw new RuleError('war1812 11.6', 'choose how the Napoleon reinforcements arrive');
      napoleonArrive(c, s, s.napPending, a.fleet, a.wellington, log, a.leaders);
      s.napPending = 0;
      if (peaceMet(s)) { startGhent(c, s, s.peace[0], log); return; } // 12.1: Wellington's cost may bring peace
      dealAndPlay(c, s, log);
      return;
    }
  }
}

/** A card has been used up: peace, the last cards, or the next player (4.4). */
function endCard(c: Compiled, s: War1812State, side: Side, log: LogEntry[] | null): void {
  tidy(s);
  s.mover = null;
  s.ops = null;
  const other: Side = side === 0 ? 1 : 0;
  if (s.ghent) {
    s.lastCards &= ~(1 << side);
    if (s.lastCards & (1 << other)) { s.active = other; s.phase = 'lastcard'; return; }
    finishGame(c, s, log);
    return;
  }
  if (peaceMet(s)) { startGhent(c, s, s.peace[0], log); return; }
  s.phase = 'play';
  if (s.hands[other].length) s.active = other;
  else if (s.hands[side].length) s.active = side;
  else endTurn(c, s, log);
}

/** 4.5: the end of a turn. */
function endTurn(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  convertMarkers(c, s, log);
  supplyAttrition(c, s, log);
  burnCities(c, s, log);
  const p = c.pack.params;
  if (s.year >= p.wearinessFrom) {
    advance(c, s, 0, p.weariness, 'weariness', 'war1812 4.5', log);
    advance(c, s, 1, p.weariness, 'weariness', 'war1812 4.5', log);
  }
  if (peaceMet(s)) { startGhent(c, s, s.peace[0], log); return; }
  if (s.year === LAST_YEAR && s.turn === 5) {
    // 12.1 (design): the treaty is ratified at the latest at the end of 1815
    log?.push({ key: 'w.treatyRatified', params: {}, rule: 'war1812 12.1' });
    startGhent(c, s, treatyBox(c, s.peace[0], s.peace[1]), log);
    return;
  }
  if (s.turn === 5) { s.year++; s.turn = 1; } else s.turn++;
  startTurn(c, s, log);
}

/** 12.1 (design): the treaty puts the pair halfway between the markers; a half box goes toward the middle of
 *  the track (neither side's end). */
export function treatyBox(c: Compiled, british: number, american: number): number {
  const mid = (british + american) / 2, centre = c.pack.params.trackMax / 2;
  return mid === Math.floor(mid) ? mid : mid < centre ? Math.ceil(mid) : Math.floor(mid);
}

/** 4.1-4.3: the start of a turn, up to the Napoleon choice (if one is due). */
export function startTurn(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  log?.push({ key: 'w.turn', params: { year: s.year, turn: `turn-${s.turn}` }, rule: 'war1812 4.0' });
  if (s.turn === 1) {
    winterStep(c, s, log);
    addYearCards(c, s, s.year, log);
  }
  arrivals(c, s, log);
  const due = napoleonAtTurnStart(c, s, log);
  if (due) {
    s.napPending = due;
    s.phase = 'napoleon';
    s.active = 0;
    return;
  }
  dealAndPlay(c, s, log);
}

function dealAndPlay(c: Compiled, s: War1812State, log: LogEntry[] | null): void {
  const extra = britishExtra(s);
  const n = c.pack.params.cardsPerTurn[s.turn - 1] ?? 5;
  deal(c, s, 0, n + (extra ? 2 : 0), log);
  deal(c, s, 1, n, log);
  log?.push({ key: 'w.deal', params: { british: s.hands[0].length, american: s.hands[1].length }, rule: 'war1812 4.3' });
  s.first = extra ? 0 : 1;
  s.active = s.first;
  s.phase = 'play';
  for (const side of [0, 1] as Side[]) log?.push({ key: 'w.hand', params: { cards: s.hands[side] }, rule: 'war1812 4.3', to: [sideId(side)] });
  if (!s.hands[0].length && !s.hands[1].length) endTurn(c, s, log);
  else if (!s.hands[s.active].length) s.active = s.active === 0 ? 1 : 0;
}
