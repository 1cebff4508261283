/**
 * Expeditions and garrisons (war1812 2.4): who stands where, and the bookkeeping of SP moving between stacks.
 * A stack with a marker is an Expedition (it has at least one leader); units in a space without a leader form
 * that side's garrison there (one per side and space).
 */
import type { Compiled } from './compile.js';
import { LAND_UNITS, NU, SHIP_SP, U, type Side, type Stack, type War1812State } from './state.js';

export const landSP = (st: Stack): number => {
  let n = 0;
  for (let i = 0; i < LAND_UNITS; i++) n += st.u[i]!;
  return n;
};
export const shipSP = (st: Stack): number => {
  let n = 0;
  for (let i = U.GUNBOAT; i <= U.SHIP; i++) n += st.u[i]! * SHIP_SP[i]!;
  return n;
};
export const hasShips = (st: Stack): boolean => st.u[U.GUNBOAT]! + st.u[U.SCHOONER]! + st.u[U.BRIG]! + st.u[U.SHIP]! > 0;
export const isEmpty = (st: Stack): boolean => st.leaders.length === 0 && st.u.every((x) => x === 0);
export const emptyUnits = (): number[] => new Array<number>(NU).fill(0);

/** Does `side` have land SP (or any stack when `anyStack`) at space `sp`? */
export function landAt(s: War1812State, side: Side, sp: number): number {
  let n = 0;
  for (const st of s.stacks) if (st.side === side && st.at === sp) n += landSP(st);
  return n;
}
export function anyStackAt(s: War1812State, side: Side, sp: number): boolean {
  for (const st of s.stacks) if (st.side === side && st.at === sp) return true;
  return false;
}
/** Enemy land units (not ships in port) in a space: what makes entering it an attack (6.2). */
export function enemyLandAt(s: War1812State, side: Side, sp: number): boolean {
  for (const st of s.stacks) if (st.side !== side && st.at === sp && landSP(st) > 0) return true;
  return false;
}

export function garrisonIndex(s: War1812State, side: Side, sp: number): number {
  for (let i = 0; i < s.stacks.length; i++) { const st = s.stacks[i]!; if (st.id === '' && st.side === side && st.at === sp) return i; }
  return -1;
}
/** The side's garrison at `sp`, created when missing. */
export function garrison(s: War1812State, side: Side, sp: number): Stack {
  const i = garrisonIndex(s, side, sp);
  if (i >= 0) return s.stacks[i]!;
  const st: Stack = { id: '', side, at: sp, leaders: [], u: emptyUnits() };
  s.stacks.push(st);
  return st;
}
export function addUnits(st: Stack, u: readonly number[]): void {
  for (let i = 0; i < NU; i++) st.u[i]! += u[i]!;
}

/** Drop stacks with nothing in them, keeping the mover's index right. Expeditions left without a leader hand
 *  their units to the garrison (2.4). */
export function tidy(s: War1812State): void {
  if (tidyNeeded(s)) tidyNow(s);
}

/** Anything for tidy to do: an empty stack, a leaderless expedition with units, two garrisons in one space. */
function tidyNeeded(s: War1812State): boolean {
  const st = s.stacks;
  for (let i = 0; i < st.length; i++) {
    const a = st[i]!;
    if (a.leaders.length === 0) {
      if (a.id !== '' || isEmpty(a)) return true;
      for (let k = i + 1; k < st.length; k++) { const b = st[k]!; if (b.id === '' && b.at === a.at && b.side === a.side) return true; }
    }
  }
  return false;
}

function tidyNow(s: War1812State): void {
  const moverStack = s.mover ? s.stacks[s.mover.stack] : null;
  for (const st of s.stacks) {
    if (st.id !== '' && st.leaders.length === 0 && st.u.some((x) => x > 0)) {
      const g = garrison(s, st.side, st.at);
      addUnits(g, st.u);
      st.u.fill(0);
    }
  }
  // garrisons that met in one space (a retreat, a move) merge
  for (let i = 0; i < s.stacks.length; i++) {
    const a = s.stacks[i]!;
    if (a.id !== '' || isEmpty(a)) continue;
    for (let k = i + 1; k < s.stacks.length; k++) {
      const b = s.stacks[k]!;
      if (b.id === '' && b.side === a.side && b.at === a.at && b !== moverStack) { addUnits(a, b.u); b.u.fill(0); }
    }
  }
  let j = 0;
  for (let i = 0; i < s.stacks.length; i++) {
    const st = s.stacks[i]!;
    if (isEmpty(st) && st !== moverStack) continue;
    s.stacks[j++] = st;
  }
  s.stacks.length = j;
  if (s.mover && moverStack) {
    const k = s.stacks.indexOf(moverStack);
    if (k < 0) s.mover = null;
    else s.mover.stack = k;
  }
}

/** 2.4: a free Expedition marker of the side, or null. */
export function freeMarker(c: Compiled, s: War1812State, side: Side): string | null {
  const list = c.pack.markers[side === 0 ? 'british' : 'american'];
  for (const m of list) if (!s.stacks.some((st) => st.id === m)) return m;
  return null;
}

/** 10.1: the commander of a set of leaders: the highest rank, then the best (lowest) initiative, then order. */
export function commander(c: Compiled, leaders: readonly number[]): number {
  let best = -1;
  for (const l of leaders) {
    if (best < 0 || c.lRank[l]! > c.lRank[best]! || (c.lRank[l] === c.lRank[best] && c.lInit[l]! < c.lInit[best]!)) best = l;
  }
  return best;
}

/** 8.5: remove `hits` SP from a stack in the loss order; returns the SP actually removed. */
export function takeLosses(st: Stack, hits: number, order: readonly number[]): number {
  let left = hits;
  for (const t of order) {
    if (left <= 0) break;
    const k = Math.min(left, st.u[t]!);
    st.u[t]! -= k;
    left -= k;
  }
  return hits - left;
}
