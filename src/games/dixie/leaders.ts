/**
 * 11.x Leaders: morale command (11.1), stack command (11.2), leader hits and death (11.3), and the command
 * limits of the advanced corps/division rule (13.7, applied here so that every morale check sees them).
 */
import { type DixieState, type Side, type Log, R, leaderAt, leader, def, isLeader, sideOf, unitsOf, present, removeFromBoard, defending } from './state.js';
import type { LeaderDef } from './data/schema.js';

/** 13.7: the army commander of a side: Lee or Meade if on the battlefield, else a designated corps commander. */
export function armyCommander(s: DixieState, side: Side): number | null {
  const ls: number[] = [];
  for (const st of s.pos) for (const c of st) if (!c.dc && isLeader(c.id) && sideOf(c.id) === side) ls.push(c.id);
  ls.sort((a, b) => a - b);
  const a = ls.find((id) => leader(id).corps === 'A');
  if (a !== undefined) return a;
  // Decision (docs/dixie-rules.md 13.7): the designation is automatic: a wing commander first (the rule says one
  // of them must be chosen), else the lowest-numbered three-star standard leader on the battlefield.
  const w = ls.find((id) => leader(id).corps === 'w');
  if (w !== undefined) return w;
  return ls.find((id) => leader(id).stars === 3 && leader(id).color === 'standard') ?? null;
}

/** Whether leader `lid` gives its command to unit `uid` (colour always; corps/division with 13.7). */
export function commands(s: DixieState, lid: number, uid: number): boolean {
  const l = leader(lid);
  const u = def(uid);
  if (u.type !== 'infantry' && u.type !== 'cavalry' && u.type !== 'artillery') return false;
  if (l.color === 'cavalry') return u.type === 'cavalry' || (u.type === 'artillery' && u.horse);
  if (l.color === 'artillery') return u.type === 'artillery';
  if (!s.o.corps) return true;
  if (l.corps === 'A' || armyCommander(s, l.side) === lid) return true;
  if (l.corps === 'w') return (l.wing ?? []).includes(u.corps);
  if (l.corps !== u.corps) return false;
  if (s.o.division && l.stars <= 2 && l.division) return u.division === l.division;
  return true;
}

/** 11.1: the morale support a unit gets from its own leader in position p. */
export function leaderMorale(s: DixieState, p: number, side: Side, uid: number): number {
  const lc = leaderAt(s, p, side);
  if (!lc || !commands(s, lc.id, uid)) return 0;
  const l = leader(lc.id);
  return defending(s, p, side) ? l.defense : l.attack;
}

/** 11.2: stack bonus of the side's leader in p. */
export function stackBonus(s: DixieState, p: number, side: Side): number {
  const lc = leaderAt(s, p, side);
  return lc ? leader(lc.id).stack : 0;
}

/** 11.1 exception: an artillery leader gives +1 CV to the artillery he commands in his position. */
export function artilleryLeaderBonus(s: DixieState, p: number, side: Side, uid: number): number {
  const lc = leaderAt(s, p, side);
  if (!lc) return 0;
  const l: LeaderDef = leader(lc.id);
  return l.color === 'artillery' && def(uid).type === 'artillery' && commands(s, lc.id, uid) ? 1 : 0;
}

export function killLeader(s: DixieState, id: number, why: string, log: Log): void {
  removeFromBoard(s, id);
  s.dead.push(id);
  log?.push({ key: 'dx.leaderKilled', params: { card: id, why }, rule: R('11.3') });
}

/** 11.3 note: a leader alone in a position with enemy cards dies at once. */
export function loneLeaders(s: DixieState, log: Log): boolean {
  let any = false;
  for (let p = 0; p < s.pos.length; p++) {
    for (const side of ['CSA', 'USA'] as const) {
      const lc = leaderAt(s, p, side);
      if (lc && unitsOf(s, p, side).length === 0 && present(s, p, side === 'CSA' ? 'USA' : 'CSA')) {
        killLeader(s, lc.id, 'alone', log);
        any = true;
      }
    }
  }
  return any;
}
