/**
 * 11.x Leaders: morale command (11.1), stack command (11.2), leader hits and death (11.3), and the command
 * limits of the advanced corps/division rule (13.7, applied here so that every morale check sees them).
 */
import { type DixieState, type Side, type Log, type Census, census, R, leaderAt, leader, def, isLeader, isUnit, isTerrain, sideOf, removeFromBoard, defending } from './state.js';
import type { LeaderDef } from './data/schema.js';

/** 13.7: a corps commander (three stars, standard colour) whom a side may designate army commander. */
export function designable(id: number): boolean {
  const l = leader(id);
  return l.stars === 3 && l.color === 'standard' && l.corps !== 'A';
}
const isWing = (id: number): boolean => leader(id).corps === 'w';

/** 13.7: Lee or Meade ("A") on the battlefield. */
export function chiefInPlay(s: DixieState, side: Side): number | undefined {
  let chief: number | undefined;
  for (const st of s.pos) for (const c of st) {
    if (!c.dc && isLeader(c.id) && sideOf(c.id) === side && leader(c.id).corps === 'A' && (chief === undefined || c.id < chief)) chief = c.id;
  }
  return chief;
}

/**
 * 13.7: the army commander of a side: Lee or Meade while on the battlefield, else the corps commander the side has
 * designated (s.ac), wherever he is. Decision (docs/dixie-rules.md 13.7): the designation is the player's and
 * «変えれません» (cannot be changed): another three-star leader arriving, or the designated one going to the
 * reserve, changes nothing.
 */
export function armyCommander(s: DixieState, side: Side): number | null {
  return chiefInPlay(s, side) ?? s.ac[side] ?? null;
}

/**
 * 13.7: the leaders the side may designate army commander now (empty: no designation may be made). Only with the
 * corps rule, only while Lee/Meade is not on the battlefield, only leaders face up on the battlefield (a card in the
 * reserve or a decoy is hidden, and "in play" is on the table). A designation stands (cannot be changed) except
 * as the note says: without Meade, when a wing commander ("w": Reynolds, Slocum) is on the battlefield one of them
 * must be the army commander, so a designated non-wing leader gives way to him; a wing commander once designated
 * stays. When the designated leader is killed there is none, and a new one may be designated (as when Lee or
 * Meade is killed).
 */
export function commanderChoices(s: DixieState, side: Side): number[] {
  if (!s.o.corps) return [];
  const cur = s.ac[side];
  if (cur !== null && isWing(cur)) return [];
  // one look at the leaders in play: none while Lee or Meade is one of them (chiefInPlay)
  const ls: number[] = [];
  let wing = false;
  for (const st of s.pos) for (const c of st) {
    if (c.dc || !isLeader(c.id) || sideOf(c.id) !== side) continue;
    const l = leader(c.id);
    if (l.corps === 'A') return [];
    if (l.stars === 3 && l.color === 'standard') { ls.push(c.id); if (l.corps === 'w') wing = true; } // designable, isWing
  }
  ls.sort((a, b) => a - b);
  if (wing) return ls.filter(isWing);
  return cur === null ? ls : [];
}

/** 13.7 note: the choices are a designation the side must make (a wing commander). */
export function commanderDue(s: DixieState, side: Side): boolean {
  return mustDesignate(commanderChoices(s, side));
}
/** commanderDue for choices already listed. */
export const mustDesignate = (ch: number[]): boolean => ch.length > 0 && ch.every(isWing);

export function designate(s: DixieState, side: Side, id: number, log: Log): void {
  const prev = s.ac[side];
  s.ac[side] = id;
  log?.push({ key: prev === null ? 'dx.commander' : 'dx.commanderWing', params: { side, card: id, ...(prev !== null ? { prev } : {}) }, rule: R('13.7') });
}

/**
 * 13.7 after every action: a designated commander who was killed is no longer the army commander (a new one may
 * be designated); a wing commander who must be designated is, at once, when he is the only one on the battlefield
 * (with both Reynolds and Slocum there the player chooses, before anything else in his turn).
 */
export function updateCommand(s: DixieState, log: Log): void {
  if (!s.o.corps) return;
  for (const side of ['CSA', 'USA'] as const) {
    const id = s.ac[side];
    if (id !== null && s.dead.includes(id)) {
      s.ac[side] = null;
      log?.push({ key: 'dx.commanderLost', params: { side, card: id }, rule: R('13.7') });
    }
    const ch = commanderChoices(s, side);
    if (ch.length === 1 && mustDesignate(ch)) designate(s, side, ch[0]!, log);
  }
}

/**
 * Whether leader `lid` gives its command to unit `uid`. Basic game (11.1): every leader gives morale support to all
 * friendly units in his position («同じポジションの全ての自軍部隊に"士気支援"を与えます»), whatever his colour. With 13.7
 * (corps command): the colour limits (cavalry leaders only cavalry and horse artillery, artillery leaders only
 * artillery), corps and division.
 */
export function commands(s: DixieState, lid: number, uid: number): boolean {
  const l = leader(lid);
  const u = def(uid);
  if (u.type !== 'infantry' && u.type !== 'cavalry' && u.type !== 'artillery') return false;
  if (!s.o.corps) return true;
  // 13.7: a cavalry leader commands only cavalry and horse artillery, and within them the corps rule (and, with the
  // division option, «師団指揮官は自身の師団の部隊しか指揮できなくなります») still applies; only artillery leaders command
  // «どの軍団でも可».
  if (l.color === 'cavalry' && !(u.type === 'cavalry' || (u.type === 'artillery' && u.horse))) return false;
  if (l.color === 'artillery') return u.type === 'artillery';
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

/** 11.1 exception: an artillery leader gives +1 CV to the fire of the artillery he commands in his position (the
 *  +1 is 13.7's figure; in the basic game he commands every artillery card there, 11.1). */
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

/**
 * 11.3 note: a leader alone in a position with enemy cards dies at once. All lone leaders are found first and then
 * killed: two leaders left alone together (each side's units gone at once, e.g. in a melee) both die, whichever side
 * is looked at first.
 */
export function loneLeaders(s: DixieState, log: Log, k?: Census): boolean {
  const doomed = lonely(s, k);
  for (const id of doomed) killLeader(s, id, 'alone', log);
  return doomed.length > 0;
}

/** The leaders now alone (no unit of their side) in a position with enemy cards (11.3 note). */
export function lonely(s: DixieState, k: Census = census(s)): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) {
    const c = 2 * p, u = c + 1;
    if (k.leader[c]! >= 0 && !k.units[c] && k.present[u]) out.push(k.leader[c]!);
    if (k.leader[u]! >= 0 && !k.units[u] && k.present[c]) out.push(k.leader[u]!);
  }
  return out;
}
