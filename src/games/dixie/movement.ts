/**
 * 8.x Combat movement: a card that did not fire may make one move to an adjacent position (figure 3: reserve ↔
 * own position ↔ facing enemy position; never sideways or into the enemy reserve). Engaging (8.1), disengaging
 * (8.2), cavalry and leaders' double moves that neither pass an enemy-held position nor both engage and disengage
 * (8.4). All cards in engaged positions are turned face up when movement ends (8.1), and stay face up until they
 * go back to the reserve.
 *
 * 8.0: the stack limit applies once all moves are made, not to each move: a card may move into a full position
 * of its own line with no enemy in it while cards already there can still leave it (they have neither moved
 * nor fired), and the movement step cannot end while such a position is over its limit. Engaging stays within
 * the limit on every move (8.1), and so does a move into an enemy line's position.
 */
import { type DixieState, type Side, type Log, type BCard, census, R, other, lineOf, facing, isLeader, isUnit, isHorse, isArtillery, isCavalry, sideOf, present, leaderAt, engaged, def, removeFromBoard, leader } from './state.js';
import { roomFor, stackCount, stackLimit, stackLimitWith, overLimit } from './battlefield.js';

export interface MoveOpt { card: number; to: number }

const doubleMover = (id: number) => isLeader(id) || isCavalry(id);

function flags(s: DixieState, id: number, c?: BCard): { m: number; e: boolean; d: boolean } {
  if (c) return { m: c.m ?? 0, e: !!c.e, d: !!c.d };
  const v = s.rv[id] ?? 0;
  return { m: v & 3, e: !!(v & 4), d: !!(v & 8) };
}

/** What moveTargets asks of each position, computed once for all the cards of a side (issue 17). */
interface Facts { en: boolean[]; room: number[]; leader: boolean[]; leave: number[] }
function facts(s: DixieState, side: Side): Facts {
  const f: Facts = { en: [], room: [], leader: [], leave: [] };
  const k = census(s), me = side === 'CSA' ? 0 : 1;
  for (let p = 0; p < s.pos.length; p++) {
    const lid = k.leader[2 * p + me]!;
    f.en.push(k.present[2 * p + 1 - me]!); // present(s, p, enemy)
    f.room.push(stackLimitWith(s, p, side, lid) - k.stack[2 * p + me]!); // roomFor
    f.leader.push(lid >= 0); // leaderAt
    f.leave.push(canLeave(s, p, side));
  }
  return f;
}

/** Whether the card may move from `from` to `to` (-1: the reserve), once it may move at all (moveTargets). */
function reaches(s: DixieState, side: Side, f: Facts, from: number, to: number, e: boolean, d: boolean, artillery: boolean, ldr: boolean): boolean {
  const eng = to >= 0 && f.en[to]!;
  const dis = !eng && from >= 0 && f.en[from]!;
  if ((e && dis) || (d && eng)) return false; // 8.4
  // 7.2: engaging is a horse-artillery ability ("horse artillery can Engage (8.1)"): other artillery never
  // enters a position with enemy cards (it may still move into an empty enemy position or back out).
  if (eng && artillery) return false;
  if (to < 0) return true;
  if (ldr) return !f.leader[to];
  const room = f.room[to]!;
  if (room >= 1) return true;
  // 8.0: over the limit for now, if cards already there can still leave it before the step ends
  return !eng && lineOf(s, to) === side && f.leave[to]! >= 1 - room;
}

/** Destinations of one card (-1 = own reserve), in canonical order. */
export function moveTargets(s: DixieState, side: Side, id: number, from: number, c?: BCard, f: Facts = facts(s, side)): number[] {
  const out: number[] = [];
  if (c && (c.f || c.dc)) return out;
  if (from < 0 && s.fx.includes(id)) return out;
  if (from < 0 && ((s.rv[id] ?? 0) & 16)) return out; // 13.1 / 7.0: fired (melee) before it fell back to the reserve
  const ldr = isLeader(id);
  if (!ldr && !isUnit(id)) return out;
  const fl = flags(s, id, c);
  const max = doubleMover(id) ? 2 : 1;
  if (fl.m >= max) return out;
  if (fl.m === 1 && from >= 0 && f.en[from]) return out; // 8.4: may not pass through an enemy position
  if (from >= 0 && heldByStack(s, side, id, from)) return out;
  const artillery = isArtillery(id) && !isHorse(id);
  if (from < 0) { for (let p = 0; p < s.pos.length; p++) if (lineOf(s, p) === side && reaches(s, side, f, from, p, fl.e, fl.d, artillery, ldr)) out.push(p); }
  else {
    if (lineOf(s, from) === side && reaches(s, side, f, from, -1, fl.e, fl.d, artillery, ldr)) out.push(-1);
    const q = facing(s, from);
    if (reaches(s, side, f, from, q, fl.e, fl.d, artillery, ldr)) out.push(q);
  }
  return out;
}

/**
 * Why card `id` of `side` may not move to `to` now (-1 = own reserve): the rule that refuses it, checked in the order
 * moveTargets applies them. Only what the side can see is read (its own cards, which positions hold enemy cards).
 */
export function moveBlock(s: DixieState, side: Side, id: number, to: number): [string, string] {
  const inRes = s.res[side].includes(id);
  let from = -1;
  let c: BCard | undefined;
  for (let p = 0; p < s.pos.length && !c; p++) { c = s.pos[p]!.find((x) => x.id === id); if (c) from = p; }
  if (!inRes && !c) return [R('8.0'), `card ${id} is neither on the battlefield nor in your reserve`];
  if (c?.dc) return [R('13.6'), 'a decoy does not move (it may be revealed in the movement step)'];
  if (!isUnit(id) && !isLeader(id)) return [R('8.0'), 'only unit cards and leaders make combat moves (terrain is played from the reserve, 10.2; specials are played, 12.0)'];
  if (c?.f || (inRes && ((s.rv[id] ?? 0) & 16))) return [R('7.0'), 'a card that fired this battle turn (a melee unit too) does not move this turn'];
  if (inRes && s.fx.includes(id)) return [R('13.3'), 'a card that failed its flank-attack check does nothing more this turn'];
  if (s.fg?.ids.includes(id)) return [R('13.3'), 'that card is committed to the flank attack being declared'];
  const fl = flags(s, id, c);
  if (fl.m >= (doubleMover(id) ? 2 : 1)) {
    if (isHorse(id)) return [R('7.2'), 'horse artillery never makes two moves in a turn'];
    if (doubleMover(id)) return [R('8.4'), 'cavalry and leaders make two combat moves a turn at most'];
    return [R('8.0'), 'each card makes one combat move a turn (only cavalry and leaders make two, 8.4)'];
  }
  const en = other(side);
  if (fl.m === 1 && from >= 0 && present(s, from, en)) return [R('8.4'), 'a second move may not go on from a position with enemy cards (no move passes through one)'];
  if (from >= 0 && heldByStack(s, side, id, from)) return [R('11.2'), 'his units there need his stack bonus: move units out first (where they still can), or he stays'];
  const cand = from < 0 ? s.pos.map((_, p) => p).filter((p) => lineOf(s, p) === side) : [...(lineOf(s, from) === side ? [-1] : []), facing(s, from)];
  if (!cand.includes(to)) return [R('8.0'), 'moves go reserve ↔ own position ↔ the facing enemy position only (figure 3): never sideways, diagonally, across the line from the reserve, or into the enemy reserve'];
  const eng = to >= 0 && present(s, to, en);
  const dis = !eng && from >= 0 && present(s, from, en);
  if ((fl.e && dis) || (fl.d && eng)) return [R('8.4'), 'a card may not both engage and disengage in one turn'];
  if (eng && def(id).type === 'artillery' && !isHorse(id)) return [R('7.2'), 'only horse artillery may engage (8.1): other artillery never moves into a position with enemy cards'];
  if (isLeader(id)) return [R('11.0'), 'at most one leader of a side in a position'];
  if (eng || lineOf(s, to) !== side) return [R('8.1'), `engaging, or entering the enemy line, stays within the stack limit there (3.1, with 10.1 terrain and 11.2 stack bonuses): ${stackCount(s, to, side)} of ${stackLimit(s, to, side)}`];
  return [R('8.0'), 'the position is full: the stack limit waits for the end of the moves (8.0) only while cards already there can still leave it (3.1)'];
}

/**
 * 11.2: a leader whose stack bonus the position relies on may not leave it over the limit, except (8.0: cards move
 * in any order and the limit applies once all moves are made) from an own position with no enemy in it where units
 * that can still leave would mend the excess before the step ends.
 */
export function heldByStack(s: DixieState, side: Side, id: number, from: number): boolean {
  if (!isLeader(id) || leader(id).stack <= 0) return false;
  const excess = stackCount(s, from, side) - (stackLimit(s, from, side) - leader(id).stack);
  return excess > 0 && !(lineOf(s, from) === side && !present(s, from, other(side)) && canLeave(s, from, side) >= excess);
}

/** Unit cards of `side` in p that may still move out (not moved, not fired, not decoys): 8.0. */
function canLeave(s: DixieState, p: number, side: Side): number {
  let n = 0;
  for (const c of s.pos[p]!) if (sideOf(c.id) === side && isUnit(c.id) && !c.m && !c.f && !c.dc) n++;
  return n;
}

/**
 * 8.0: the own positions `side` has filled over the stack limit during this movement step and can still put
 * right (a card there can still leave): the step may not end while there is one. An excess no move can mend
 * (the cards that could leave have fired since) is left to disorder (8.3).
 */
export function overfilled(s: DixieState, side: Side): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) {
    if (lineOf(s, p) === side && overLimit(s, p, side) && !present(s, p, other(side)) && canLeave(s, p, side) > 0) out.push(p); // overLimit: roomFor < 0
  }
  return out;
}

export function moveOptions(s: DixieState, side: Side, sortedReserve: number[] = [...s.res[side]].sort(byNumber)): MoveOpt[] {
  const out: MoveOpt[] = [];
  const f = facts(s, side);
  for (const id of sortedReserve) for (const to of moveTargets(s, side, id, -1, undefined, f)) out.push({ card: id, to });
  for (let p = 0; p < s.pos.length; p++) for (const c of s.pos[p]!) {
    if (sideOf(c.id) !== side) continue;
    for (const to of moveTargets(s, side, c.id, p, c, f)) out.push({ card: c.id, to });
  }
  return out;
}
const byNumber = (a: number, b: number): number => a - b;

/** 13.6: enemy decoys in a position an enemy card enters are destroyed. */
export function destroyDecoys(s: DixieState, p: number, owner: Side, log: Log): void {
  for (const c of [...s.pos[p]!]) if (c.dc && sideOf(c.id) === owner) {
    removeFromBoard(s, c.id); s.dead.push(c.id);
    log?.push({ key: 'dx.decoyLost', params: { card: c.id, at: p }, rule: R('13.6') });
  }
}

export function move(s: DixieState, side: Side, id: number, to: number, log: Log): void {
  const en = other(side);
  let from = -1;
  let c: BCard;
  const ri = s.res[side].indexOf(id);
  if (ri >= 0) {
    s.res[side].splice(ri, 1);
    const fl = flags(s, id);
    delete s.rv[id];
    c = { id, ...(isLeader(id) ? { up: 1 as const } : {}), ...(fl.m ? { m: fl.m } : {}), ...(fl.e ? { e: 1 as const } : {}), ...(fl.d ? { d: 1 as const } : {}) };
  } else {
    // the card's position and its place there, found once (it is on the battlefield: the move was offered)
    let i = -1;
    for (let p = 0; p < s.pos.length && i < 0; p++) { i = s.pos[p]!.findIndex((x) => x.id === id); if (i >= 0) from = p; }
    c = s.pos[from]!.splice(i, 1)[0]!;
  }
  const eng = to >= 0 && present(s, to, en);
  const dis = !eng && from >= 0 && present(s, from, en);
  c.m = (c.m ?? 0) + 1;
  if (eng) c.e = 1;
  if (dis) c.d = 1;
  const shown = !!c.up || isLeader(id);
  if (to < 0) {
    s.res[side].push(id);
    s.rv[id] = (c.m & 3) + (c.e ? 4 : 0) + (c.d ? 8 : 0);
  } else {
    s.pos[to]!.push(c);
    if (eng) destroyDecoys(s, to, en, log);
  }
  const rule = eng ? '8.1' : dis ? '8.2' : '8.0';
  log?.push({ key: 'dx.move', params: { side, from, to, ...(shown ? { card: id } : {}) }, rule: R(rule), ...(shown ? {} : {}) });
  if (!shown) log?.push({ key: 'dx.moveCard', params: { side, card: id, from, to }, rule: R(rule), to: [side] });
}

/** 8.1: after all movement, every card in a position with both sides present is turned face up. */
export function revealEngaged(s: DixieState, log: Log): void {
  for (let p = 0; p < s.pos.length; p++) {
    if (!engaged(s, p)) continue;
    const shown: number[] = [];
    for (const c of s.pos[p]!) if (!c.up && !c.dc) { c.up = 1; shown.push(c.id); }
    if (shown.length) log?.push({ key: 'dx.reveal', params: { at: p, cards: shown }, rule: R('8.1') });
  }
  void isHorse;
}
