/** 9.0 Reinforcements: at the end of a battle turn draw 1 card (CSA) or 2 (USA; 1 in the historical battle, 14.0). */
import { type DixieState, type Side, type Log, R, def } from './state.js';
import type { SpecialDef } from './data/schema.js';

export function draw(s: DixieState, side: Side, n: number, log: Log): number {
  let got = 0;
  for (let i = 0; i < n && s.deck[side].length > 0; i++) {
    const id = s.deck[side].shift()!;
    s.res[side].push(id);
    got++;
    log?.push({ key: 'dx.drawCard', params: { side, card: id }, rule: R('9.0'), to: [side] });
  }
  if (got) log?.push({ key: 'dx.draw', params: { side, n: got }, rule: R('9.0') });
  return got;
}

export function reinforcementCount(s: DixieState, side: Side): number {
  if (s.o.hist) return 1;
  return side === 'CSA' ? 1 : 2;
}

/**
 * Extra reinforcements from `draw` specials (Forced March) the side played this turn: 9.0 makes them reinforcements,
 * drawn in the reinforcement step and usable only from the next battle turn. Couriers Delayed stops the regular
 * draw only.
 */
function extraDraws(s: DixieState, side: Side): number {
  let n = 0;
  for (const a of s.sp) {
    if (a.side !== side || a.until !== s.turn) continue;
    for (const e of (def(a.id) as SpecialDef).effects) if (e.kind === 'draw') n += e.cards;
  }
  return n;
}

export function reinforce(s: DixieState, side: Side, log: Log): void {
  let n = reinforcementCount(s, side);
  if (s.nr[side] > 0) {
    s.nr[side]--;
    log?.push({ key: 'dx.noDraw', params: { side }, rule: R('12.0') });
    n = 0;
  }
  draw(s, side, n + extraDraws(s, side), log);
}
