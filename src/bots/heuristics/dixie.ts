/**
 * DIXIE: Gettysburg: enemy positions held (4.0 needs two), then strength: the CV of living unit cards (hits
 * deducted), plus leaders' command. Reads determinized states only.
 */
import type { DixieState } from '../../games/dixie/index.js';
import { captured, needed } from '../../games/dixie/victory.js';
import { SIDES, isUnit, isLeader, unit, leader, sideOf, type Side } from '../../games/dixie/state.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

function strength(s: DixieState, side: Side): number {
  let v = 0;
  for (const st of s.pos) for (const c of st) {
    if (sideOf(c.id) !== side || c.dc) continue;
    if (isUnit(c.id)) v += unit(c.id).cv - (c.h ?? 0) * 0.6;
    else if (isLeader(c.id)) v += 0.5 * (leader(c.id).attack + leader(c.id).defense) / 2;
  }
  for (const id of [...s.res[side], ...s.deck[side], ...s.later[side]]) if (isUnit(id)) v += 0.8 * unit(id).cv;
  return v;
}

export const dixieHeuristic: Heuristic<DixieState> = {
  evaluate(game, s, side) {
    const r = resultValue(game, s, side);
    if (r !== null) return r;
    const me = side as Side, opp = SIDES.find((x) => x !== me)!;
    const held = (captured(s, me).length - captured(s, opp).length) / needed(s);
    const sm = strength(s, me), so = strength(s, opp);
    const diff = 0.3 * held + 0.5 * (sm - so) / Math.max(10, sm + so);
    return Math.min(0.95, Math.max(0.05, 0.5 + diff));
  },
  rolloutDepth: 200,
  // ismcts as Liberty's (issue 6, then 17): leaves judged at the searcher's next decision, as greedy judges an action;
  // a small exploration constant (sibling values differ by hundredths); greedy's value of each root action as a prior.
  leafAtOwnTurn: true,
  exploration: 0.25,
  prior: 16,
};
