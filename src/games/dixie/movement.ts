/**
 * 8.x Combat movement: a card that did not fire may make one move to an adjacent position (figure 3: reserve ↔
 * own position ↔ facing enemy position; never sideways or into the enemy reserve). Engaging (8.1), disengaging
 * (8.2), cavalry and leaders' double moves that neither pass an enemy-held position nor both engage and disengage
 * (8.4). All cards in engaged positions are turned face up when movement ends (8.1), and stay face up until they
 * go back to the reserve.
 *
 * 8.0: the stack limit applies once all moves are made, not to each move: a card may move into a full position
 * with no enemy in it (of its own line, or of the enemy line held alone) while cards already there can still leave
 * it (they have neither moved nor fired), and the movement step cannot end while such a position is over its
 * limit. Engaging stays within the limit on every move (8.1). 8.4 «2連続»: a double mover's second move comes
 * straight after its first (s.lm).
 */
import { type DixieState, type Side, type Log, type BCard, census, R, other, lineOf, facing, isLeader, isUnit, isHorse, isArtillery, isCavalry, sideOf, present, leaderAt, engaged, def, removeFromBoard, leader } from './state.js';
import { roomFor, stackCount, stackLimit, stackLimitWith, overLimit, stackWords } from './battlefield.js';

export interface MoveOpt { card: number; to: number }

const doubleMover = (id: number) => isLeader(id) || isCavalry(id);

function flags(s: DixieState, id: number, c?: BCard): { m: number; e: boolean; d: boolean } {
  if (c) return { m: c.m ?? 0, e: !!c.e, d: !!c.d };
  const v = s.rv[id] ?? 0;
  return { m: v & 3, e: !!(v & 4), d: !!(v & 8) };
}

/** What the move checks ask of each position, computed once for all the cards of a side (issue 17). */
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

/**
 * Why a move is refused, as a word ('' = allowed): the one list of checks behind both the legal moves (moveTargets)
 * and the refusal of a move not offered (moveBlock, which words it with its rule). A word, so that listing the legal
 * moves builds no message. Only what the side can see is read (its own cards, which positions hold enemy cards).
 */
type Why = '' | 'decoy' | 'kind' | 'fired' | 'flankFailed' | 'committed' | 'horseOnce' | 'twice' | 'once' | 'through'
  | 'notNext' | 'held' | 'figure3' | 'engageDisengage' | 'artillery' | 'leader' | 'fullEngage' | 'full';

/** The checks on the card itself (moving at all). `c`: the card on the battlefield at `from`; none in the reserve. */
function cardWhy(s: DixieState, side: Side, id: number, from: number, c: BCard | undefined, f: Facts): Why {
  if (c?.dc) return 'decoy';
  const ldr = isLeader(id);
  if (!ldr && !isUnit(id)) return 'kind';
  if (c ? c.f : (s.rv[id] ?? 0) & 16) return 'fired'; // 13.1 / 7.0: a melee unit fired before it fell back to the reserve
  if (!c && s.fx.includes(id)) return 'flankFailed';
  if (s.fg !== null && s.fg.ids.includes(id)) return 'committed';
  const m = c ? c.m ?? 0 : (s.rv[id] ?? 0) & 3;
  if (m >= (doubleMover(id) ? 2 : 1)) return isHorse(id) ? 'horseOnce' : doubleMover(id) ? 'twice' : 'once';
  if (m === 1 && from >= 0 && f.en[from]) return 'through'; // 8.4: a second move never goes on from an enemy position
  if (m === 1 && s.lm !== id) return 'notNext'; // 8.4 «2連続»: the second move straight after the first
  if (from >= 0 && heldByStack(s, side, id, from)) return 'held';
  return '';
}

/** The checks on one destination (-1: the reserve) of a card that may move; `to` is one of figure 3's. */
function destWhy(s: DixieState, f: Facts, id: number, from: number, to: number, fl: { e: boolean; d: boolean }): Why {
  const eng = to >= 0 && f.en[to]!;
  const dis = !eng && from >= 0 && f.en[from]!;
  if ((fl.e && dis) || (fl.d && eng)) return 'engageDisengage'; // 8.4
  // 7.2: engaging is a horse-artillery ability ("horse artillery can Engage (8.1)"): other artillery never
  // enters a position with enemy cards (it may still move into an empty enemy position or back out).
  if (eng && isArtillery(id) && !isHorse(id)) return 'artillery';
  if (to < 0) return '';
  if (isLeader(id)) return f.leader[to] ? 'leader' : '';
  const room = f.room[to]!;
  if (room >= 1) return '';
  if (eng) return 'fullEngage'; // 8.1: engaging stays within the limit on every move
  // 8.0: over the limit for now, if cards already there can still leave it before the step ends
  return f.leave[to]! >= 1 - room ? '' : 'full';
}

/** Figure 3: the positions a card at `from` (-1: the reserve) moves to, in canonical order. */
function figure3(s: DixieState, side: Side, from: number): number[] {
  if (from >= 0) return lineOf(s, from) === side ? [-1, facing(s, from)] : [facing(s, from)];
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) if (lineOf(s, p) === side) out.push(p);
  return out;
}

/** Destinations of one card (-1 = own reserve), in canonical order. */
export function moveTargets(s: DixieState, side: Side, id: number, from: number, c?: BCard, f: Facts = facts(s, side)): number[] {
  if (cardWhy(s, side, id, from, c, f) !== '') return [];
  const fl = flags(s, id, c);
  return figure3(s, side, from).filter((to) => destWhy(s, f, id, from, to, fl) === '');
}

/** Why card `id` of `side` may not move to `to` now (-1 = own reserve): the rule that refuses it (cardWhy, destWhy). */
export function moveBlock(s: DixieState, side: Side, id: number, to: number): [string, string] {
  let from = -1;
  let c: BCard | undefined;
  for (let p = 0; p < s.pos.length && !c; p++) { c = s.pos[p]!.find((x) => x.id === id); if (c) from = p; }
  if (!c && !s.res[side].includes(id)) return [R('8.0'), `card ${id} is neither on the battlefield nor in your reserve`];
  const f = facts(s, side);
  let why = cardWhy(s, side, id, from, c, f);
  if (why === '' && !figure3(s, side, from).includes(to)) why = 'figure3';
  if (why === '') why = destWhy(s, f, id, from, to, flags(s, id, c));
  return moveWords(s, side, why, to);
}

function moveWords(s: DixieState, side: Side, why: Why, to: number): [string, string] {
  switch (why) {
    case 'decoy': return [R('13.6'), 'a decoy does not move (it may be revealed in the movement step)'];
    case 'kind': return [R('8.0'), 'only unit cards and leaders make combat moves (terrain is played from the reserve, 10.2; specials are played, 12.0)'];
    case 'fired': return [R('7.0'), 'a card that fired this battle turn (a melee unit too) does not move this turn'];
    case 'flankFailed': return [R('13.3'), 'a card that failed its flank-attack check does nothing more this turn'];
    case 'committed': return [R('13.3'), 'that card is committed to the flank attack being declared'];
    case 'horseOnce': return [R('7.2'), 'horse artillery never makes two moves in a turn'];
    case 'twice': return [R('8.4'), 'cavalry and leaders make two combat moves a turn at most'];
    case 'once': return [R('8.0'), 'each card makes one combat move a turn (only cavalry and leaders make two, 8.4)'];
    case 'through': return [R('8.4'), 'a second move may not go on from a position with enemy cards (no move passes through one)'];
    case 'notNext': return [R('8.4'), 'the two moves of cavalry and leaders are consecutive («2連続»): the second comes straight after the first, before any other card moves, fires or is played'];
    case 'held': return [R('11.2'), 'his units there need his stack bonus: move units out first (where they still can), or he stays'];
    case 'figure3': return [R('8.0'), 'moves go reserve ↔ own position ↔ the facing enemy position only (figure 3): never sideways, diagonally, across the line from the reserve, or into the enemy reserve'];
    case 'engageDisengage': return [R('8.4'), 'a card may not both engage and disengage in one turn'];
    case 'artillery': return [R('7.2'), 'only horse artillery may engage (8.1): other artillery never moves into a position with enemy cards'];
    case 'leader': return [R('11.0'), 'at most one leader of a side in a position'];
    case 'fullEngage': return [R('8.1'), `engaging stays within the stack limit there: ${stackWords(s, to, side)}`];
    case 'full': return [R('8.0'), `the position is full (${stackWords(s, to, side)}): the stack limit waits for the end of the moves (8.0) only while cards already there can still leave it`];
    case '': return [R('8.0'), 'that move is not possible now'];
  }
}

/**
 * 11.2: a leader whose stack bonus the position relies on may not leave it over the limit, except (8.0: cards move
 * in any order and the limit applies once all moves are made) from a position with no enemy in it where units
 * that can still leave would mend the excess before the step ends.
 */
export function heldByStack(s: DixieState, side: Side, id: number, from: number): boolean {
  if (!isLeader(id) || leader(id).stack <= 0) return false;
  const excess = stackCount(s, from, side) - (stackLimit(s, from, side) - leader(id).stack);
  return excess > 0 && !(!present(s, from, other(side)) && canLeave(s, from, side) >= excess);
}

/**
 * Unit cards of `side` in p that may still move out (not moved, not fired, not decoys), 8.0. From a position of the
 * enemy line the only way out is the facing own position (figure 3): there they count only while it has room and no
 * enemy (so that leaving neither overfills it nor engages).
 */
function canLeave(s: DixieState, p: number, side: Side): number {
  if (lineOf(s, p) !== side) {
    const q = facing(s, p);
    if (present(s, q, other(side)) || roomFor(s, q, side) < 1) return 0;
  }
  let n = 0;
  for (const c of s.pos[p]!) if (sideOf(c.id) === side && isUnit(c.id) && !c.m && !c.f && !c.dc) n++;
  return n;
}

/**
 * 8.0: the positions with no enemy in them that `side` has filled over the stack limit during this movement step
 * (its own line's, or the enemy line's it holds alone) and can still put right (a card there can still leave): the
 * step may not end while there is one. An excess no move can mend (the cards that could leave have fired since, or
 * the way out has filled) is left to disorder (8.3).
 */
export function overfilled(s: DixieState, side: Side): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) {
    if (overLimit(s, p, side) && !present(s, p, other(side)) && canLeave(s, p, side) > 0) out.push(p); // overLimit: roomFor < 0
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
