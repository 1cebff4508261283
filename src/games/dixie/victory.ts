/**
 * 4.0 Victory: a side wins the moment it holds two of the three enemy positions (three of five with 13.8) alone,
 * each with at least one unit card. Destroying the enemy is not enough. Checked after every action, in either
 * side's turn. 14.0: the USA wins if the CSA has not won by the end of day 3.
 */
import { type DixieState, type Side, type Census, census, R, other, lineOf, unitsOf, present } from './state.js';

export function captured(s: DixieState, side: Side): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) {
    if (lineOf(s, p) === side) continue;
    if (unitsOf(s, p, side).length > 0 && !present(s, p, other(side))) out.push(p);
  }
  return out;
}

/** How many enemy positions `side` holds alone (captured's length, without building the list). */
export function capturedCount(s: DixieState, side: Side, k: Census): number {
  const me = side === 'CSA' ? 0 : 1;
  let n = 0;
  for (let p = 0; p < s.pos.length; p++) if (lineOf(s, p) !== side && k.units[2 * p + me]! > 0 && !k.present[2 * p + 1 - me]) n++;
  return n;
}

export const needed = (s: DixieState): number => (s.o.n === 5 ? 3 : 2);

export function checkVictory(s: DixieState, actor: Side, k: Census = census(s)): void {
  if (s.win) return;
  for (const side of [actor, other(actor)]) {
    const n = capturedCount(s, side, k);
    if (n >= needed(s)) {
      s.win = { w: side, r: 'dx.winPositions', rule: R('4.0'), params: { side, n } };
      s.phase = 'over';
      return;
    }
  }
}
