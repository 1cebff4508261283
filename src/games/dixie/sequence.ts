/**
 * 5.0 The battle turn: CSA first; each turn is morale → combat → movement → reinforcement, strictly in order.
 * `settle` runs after every action: lone leaders (11.3), disorder (8.3), holders (10.3), the army commander (13.7),
 * persistent specials, victory (4.0).
 */
import { type DixieState, type Side, type Log, R, other, sideOf } from './state.js';
import { updateHolders, census, clearTurnFlags } from './state.js';
import { loneLeaders, lonely, updateCommand } from './leaders.js';
import { disorder, anyOverLimit } from './battlefield.js';
import { expireSpecials, forgetSeen, openEnemyWindow } from './specials.js';
import { checkVictory } from './victory.js';
import { reinforce } from './reinforcements.js';
import { overfilled, revealEngaged } from './movement.js';
import { dayEnds, endOfDay } from './historical.js';

export function hasHits(s: DixieState, side: Side): boolean {
  return s.pos.some((st) => st.some((c) => c.h && sideOf(c.id) === side));
}

/**
 * `dusk` (14.0): the day has ended with the other side's turn; this side's turn is only its morale step, «CSAの必要な
 * 士気チェックを済ませると終了します» (its morale specials may be played, 12.0), after which the day ends. With no hits
 * to check the day ends at once.
 */
export function beginTurn(s: DixieState, side: Side, log: Log, dusk = false): void {
  if (dusk && !hasHits(s, side)) { endOfDay(s, log); return; }
  s.side = side;
  s.turn++;
  clearTurnFlags(s);
  s.rv = {}; s.cd = []; s.ca = -1; s.mp = []; s.fx = []; s.fd = []; s.lm = -1; s.ew = null; s.fg = null; s.ml = null;
  expireSpecials(s, log);
  settle(s, side, log);
  if (s.win) return;
  if (s.o.limit > 0 && s.turn > s.o.limit) {
    s.win = { w: null, r: 'dx.limit', rule: R('5.0'), params: { turns: s.o.limit } };
    s.phase = 'over';
    return;
  }
  log?.push(dusk ? { key: 'dx.dusk', params: { side, turn: s.turn, day: s.day }, rule: R('14.0') }
    : { key: 'dx.turn', params: { side, turn: s.turn, ...(s.o.hist ? { day: s.day } : {}) }, rule: R('5.0') });
  // 5.0 «プレイヤーの戦闘ターンは次の4つのステップで構成され、プレイは厳密に順番に従って進めます。1. 士気ステップ»: every turn
  // opens with its morale step, hits or none (a pass then; its morale specials may still be played, 12.0), so opening
  // it tells the enemy nothing (issue 23, ruling 8). The dusk turn (14.0) is only that step; without hits it was skipped above.
  s.phase = 'morale';
  if (dusk) s.dusk = 1;
  openEnemyWindow(s);
}

/** End of the movement step: reveal (8.1), reinforcements (9.0), end of day (14.0: after the other side's morale step), next turn. */
export function endMovement(s: DixieState, log: Log): void {
  const side = s.side;
  revealEngaged(s, log);
  reinforce(s, side, log);
  settle(s, side, log);
  if (s.win) return;
  if (s.o.hist && dayEnds(s)) { beginTurn(s, other(side), log, true); return; } // 14.0: the other side's morale checks end the day
  beginTurn(s, other(side), log);
}

/**
 * After an action: lone leaders (11.3), disorder (8.3), specials expiring, victory (4.0). `midMovement`: the
 * moving side's movement step goes on, so positions it has filled over the limit and can still put right are
 * not in disorder yet (8.0).
 */
export function settle(s: DixieState, actor: Side, log: Log, midMovement = false): void {
  let k = census(s), fresh = true; // k describes the board as it is while fresh
  for (let i = 0; i < 10; i++) {
    if (!fresh) { k = census(s); fresh = true; }
    updateHolders(s, k);
    const died = loneLeaders(s, log, k);
    if (died) k = census(s); // leaders gone: presence changes (stack counts do not, the limits are asked afresh)
    const over = anyOverLimit(s, k); // else disorder (8.3) has nothing to do
    if (over) {
      disorder(s, log, midMovement ? { side: s.side, at: overfilled(s, s.side) } : null);
      k = census(s);
      updateHolders(s, k);
    }
    // 11.3 note: disorder (8.3) may just have left a leader alone with the enemy: he dies at once, in this settle
    // (with no death and no disorder nothing has changed since loneLeaders found none alone)
    if (!died && (!over || lonely(s, k).length === 0)) break;
    fresh = false;
  }
  updateCommand(s, log);
  expireSpecials(s, log);
  forgetSeen(s); // 12.0: a shown card that went back to the reserve is hidden again
  checkVictory(s, actor, fresh ? k : census(s)); // none of the three above moves a card on the battlefield
}
