/**
 * Napoleon in Europe (war1812 11.6). Chart: after Napoleon's defeat the British receive 2 extra cards every turn
 * until his escape from Elba, and again after Waterloo, and play first in those turns; the turn after the
 * defeat 10 regular SP, the invasion fleet and the coastal raiders (if available) arrive at Quebec or split
 * among these groups, with the "Nap.1" leaders, A. Cochrane commanding the invasion fleet and the Duke of
 * Wellington committed or held at the British choice; the second turn after, the "Nap.2" leaders and 10 more
 * regular SP, placed the same way, and Wellington if not already committed.
 * Design: the three events are cards (5.1) and, failing the card, happen on their historical dates.
 */
import type { LogEntry } from '../../core/log.js';
import { type Compiled } from './compile.js';
import { placeLeader } from './operations.js';
import { U, turnIndex, type War1812State } from './state.js';
import { emptyUnits, freeMarker, garrison } from './stacks.js';
import { advance } from './victory.js';

/** Historical dates: abdication April 1814, escape February 1815, Waterloo June 1815 (year, turn). */
export const NAPOLEON_DATES: readonly [number, number][] = [[1814, 2], [1815, 1], [1815, 3]];

export function napoleonStep(c: Compiled, s: War1812State, step: number, log: LogEntry[] | null): void {
  if (s.nap >= step) return;
  s.nap = step;
  s.napTurn[step] = turnIndex(s.year, s.turn);
  log?.push({ key: `w.napoleon${step}`, params: {}, rule: 'war1812 11.6' });
}

/** Start of turn: the historical dates, then whether a Napoleon reinforcement is due (1 or 2; 0 none). */
export function napoleonAtTurnStart(c: Compiled, s: War1812State, log: LogEntry[] | null): number {
  const ti = turnIndex(s.year, s.turn);
  NAPOLEON_DATES.forEach(([y, t], i) => {
    if (s.nap === i && ti >= turnIndex(y, t)) napoleonStep(c, s, i + 1, log);
  });
  if (s.nap >= 1 && ti === s.napTurn[1]! + 1) return 1;
  if (s.nap >= 1 && ti === s.napTurn[1]! + 2) return 2;
  return 0;
}

/** Chart: the British extra cards this turn. */
export function britishExtra(s: War1812State): boolean {
  const ti = turnIndex(s.year, s.turn);
  return (s.nap === 1 && ti > s.napTurn[1]!) || (s.nap === 3 && ti > s.napTurn[3]!);
}

/** Where the Napoleon reinforcements land: Quebec while British, else another British supply source. */
export function landingPlace(c: Compiled, s: War1812State): number {
  if (s.control[c.quebec] === 0) return c.quebec;
  for (let i = 0; i < c.n; i++) if (c.source[i] === 0 && s.control[i] === 0) return i;
  for (let i = 0; i < c.n; i++) if (s.control[i] === 0) return i;
  return c.quebec;
}

export const FLEET_SHARES = [0, 5, 10];

/** Carry out a Napoleon reinforcement with the British choices: regulars embarked on the fleet, Wellington. */
export type NapLeaders = 'pool' | 'landing' | 'fleet';
export const NAP_LEADERS: readonly NapLeaders[] = ['pool', 'landing', 'fleet'];

export function napoleonArrive(c: Compiled, s: War1812State, stage: number, fleet: number, wellington: boolean, log: LogEntry[] | null, leadersTo: NapLeaders = 'pool'): void {
  const at = landingPlace(c, s);
  let fleetStack = s.stacks.find((st) => st.side === 0 && st.u[U.FLEET]! > 0);
  if (stage === 1 && !fleetStack) {
    const marker = c.pack.markers.british.includes('IF') && !s.stacks.some((st) => st.id === 'IF') ? 'IF' : freeMarker(c, s, 0);
    const leaders = c.cochrane >= 0 ? [c.cochrane] : [];
    if (marker && leaders.length) {
      fleetStack = { id: marker, side: 0, at, leaders, u: emptyUnits() };
      fleetStack.u[U.FLEET] = 1;
      s.stacks.push(fleetStack);
    } else garrison(s, 0, at).u[U.FLEET]! += 1;
    if (s.coastalRaiders) garrison(s, 0, at).u[U.RAIDERS]! += 1;
  }
  const toFleet = fleetStack ? fleet : 0;
  if (fleetStack) fleetStack.u[U.REG]! += toFleet;
  garrison(s, 0, at).u[U.REG]! += 10 - toFleet;
  log?.push({ key: 'w.napArrive', params: { stage, at, fleet: toFleet }, rule: 'war1812 11.6' });
  // chart: the Nap leaders join one of these groups or the leader pool (design: all of a stage go together)
  c.leaders.forEach((_, i) => {
    if (c.lNap[i] !== stage || i === c.cochrane || i === c.wellington) return;
    if (s.pool[0].includes(i) || s.stacks.some((st) => st.leaders.includes(i))) return;
    if (leadersTo === 'fleet' && fleetStack && s.stacks.includes(fleetStack)) { fleetStack.leaders.push(i); log?.push({ key: 'w.leaderJoins', params: { leader: i, stack: fleetStack.id, at: fleetStack.at }, rule: 'war1812 11.6' }); }
    else if (leadersTo === 'landing') placeLeader(c, s, 0, i, at, log);
    else { s.pool[0].push(i); log?.push({ key: 'w.leaderToPool', params: { leader: i }, rule: 'war1812 11.6' }); }
  });
  if (c.wellington >= 0 && s.wellington !== 1) {
    if (wellington) {
      s.wellington = 1;
      placeLeader(c, s, 0, c.wellington, at, log);
      log?.push({ key: 'w.wellingtonCommitted', params: {}, rule: 'war1812 11.6' });
      advance(c, s, 0, 1, 'event', 'war1812 11.6', log); // design: the cost of sending the Duke (11.6)
    } else {
      s.wellington = 2;
      log?.push({ key: 'w.wellingtonHeld', params: {}, rule: 'war1812 11.6' });
    }
  }
}
