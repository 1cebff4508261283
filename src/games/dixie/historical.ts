/**
 * 14.0 The historical three-day battle: decks of 48 CSA / 60 USA; each day a muster (day 1: 18) or a night draw
 * (6 CSA / 12 USA) and 6 reinforcements, the USA drawing 1 per turn. A day ends when the USA has drawn its last
 * reinforcement and the CSA's morale checks are done; attacking units then disengage; at night each side places
 * reserve cards on its own positions. Day 1 allows only day-1 terrain. The USA wins unless the CSA has won by the
 * end of day 3.
 */
import { type DixieState, type Log, R, clearTurnFlags, isLeader, other, lineOf, facing, unitsOf, leaderAt, present, removeFromBoard, SIDES } from './state.js';
import { resolveMorale } from './morale.js';
import { settle } from './sequence.js';

export const NIGHT: Record<'CSA' | 'USA', number> = { CSA: 6, USA: 12 };

/** The day ends after a USA turn that drew the last reinforcement of the day, or after Night Falls was played. */
export function dayEnds(s: DixieState): boolean {
  if (s.eod) return true;
  return s.side === 'USA' && s.deck.USA.length === 0;
}

export function endOfDay(s: DixieState, log: Log): void {
  log?.push({ key: 'dx.dayEnds', params: { day: s.day }, rule: R('14.0') });
  delete s.eod;
  // The morale checks still owed (the CSA's after the USA's last turn; whoever has hits after Night Falls).
  for (const side of SIDES) resolveMorale(s, side, log);
  settle(s, s.side, log);
  if (s.win) return;
  // 14.0 «各々の日は…CSAの必要な士気チェックを済ませると終了します。敵と同じポジションにいる攻撃部隊カードはそれから、後退しなければ
  // なりません» with «CSAプレイヤーが3日目を終えても勝利していなければ、USAプレイヤーが勝利します»: the third day has ended with
  // those checks, before any withdrawal, so a night withdrawal can no longer give the CSA a win (issue 23, ruling 7).
  if (s.day >= 3) { usaHeldOut(s); return; }
  // Attacking units in a position with the enemy disengage.
  for (let p = 0; p < s.pos.length; p++) {
    for (const side of SIDES) {
      if (s.hold[p] === side || !present(s, p, other(side)) || unitsOf(s, p, side).length === 0) continue;
      const leaving = [...unitsOf(s, p, side)];
      const lc = leaderAt(s, p, side);
      if (lc) leaving.push(lc);
      for (const c of leaving) {
        removeFromBoard(s, c.id);
        // Disengaging (8.2) goes to an unengaged own position: when the enemy holds the facing own position, the
        // only way out is the reserve (the holders there stay, so it would still be engaged).
        const f = facing(s, p);
        const blocked = s.hold[f] === other(side) && present(s, f, other(side));
        if (lineOf(s, p) === side || blocked || (isLeader(c.id) && leaderAt(s, f, side))) s.res[side].push(c.id);
        else s.pos[facing(s, p)]!.push({ id: c.id, ...(c.up ? { up: 1 as const } : {}), ...(c.h ? { h: c.h } : {}) });
      }
      log?.push({ key: 'dx.nightWithdraw', params: { side, at: p }, rule: R('14.0') });
    }
  }
  settle(s, s.side, log);
  if (s.win) return;
  s.day++;
  for (const side of SIDES) {
    // Cards of the day's reinforcement deck not drawn (Night Falls) join the reserve with the night draw.
    const night = [...s.deck[side], ...s.later[side].splice(0, NIGHT[side])];
    s.res[side].push(...night);
    s.deck[side] = s.later[side].splice(0, 6);
    log?.push({ key: 'dx.night', params: { side, n: night.length, day: s.day }, rule: R('14.0') });
  }
  clearTurnFlags(s);
  s.phase = 'deploy';
  s.done = { CSA: false, USA: false };
}

/** 14.0: the CSA has not won by the end of the third day: the USA wins. */
function usaHeldOut(s: DixieState): void {
  s.win = { w: 'USA', r: 'dx.winHistorical', rule: R('14.0') };
  s.phase = 'over';
}
