/**
 * 13.x Advanced rules, each an option: melee (13.1), flank attack (13.3), decoys revealed (13.6). Enfilade (13.2),
 * counter-battery (13.4) and artillery support (13.5) are fire options in fire.ts; corps and division command
 * (13.7) in leaders.ts; the five-position line (13.8) in state.ts/terrain.ts/victory.ts; custom decks (13.9) in
 * deck.ts.
 */
import { rollD6 } from '../../core/rng.js';
import type { LogEntry } from '../../core/log.js';
import { type DixieState, type Side, type Log, type BCard, R, other, keepFlags, unit, unitsOf, leaderAt, engaged, lineOf, facing, removeFromBoard, colOf, present, def, isUnit, isLeader, leader, posName } from './state.js';
import { resolveMorale, MORALE_MOD } from './morale.js';
import { firepower, fireDice, queueHits, autoAllocate } from './fire.js';
import { roomFor, stackWords } from './battlefield.js';
import { commands, artilleryLeaderBonus } from './leaders.js';
import { terrainBlock } from './terrain.js';
import { destroyDecoys } from './movement.js';
import { settle } from './sequence.js';
import { specialFire } from './specials.js';

// ---- 13.1 melee ----------------------------------------------------------------------------------------------

export function meleeTargets(s: DixieState, side: Side): number[] {
  // 13.1: every melee is declared before any fire (a fire in the combat step opens a combat position, s.ca);
  // the units of an earlier melee are marked as having fired (they gave up their fire) and do not end the
  // declarations: several positions may melee in one turn, each once.
  if (!s.o.melee || s.ca !== -1 || s.cd.length > 0) return [];
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) {
    if (s.mp.includes(p) || !engaged(s, p)) continue;
    if (unitsOf(s, p, side).length && unitsOf(s, p, other(side)).length) out.push(p);
  }
  return out;
}

export function startMelee(s: DixieState, side: Side, at: number, log: Log): void {
  s.mp.push(at);
  for (const c of unitsOf(s, at, side)) c.f = 1; // the melee replaces their fire this turn
  s.ml = { at, by: side, round: 1 };
  log?.push({ key: 'dx.melee', params: { side, at }, rule: R('13.1') });
  meleeRound(s, log);
}

function meleeRoll(s: DixieState, side: Side, at: number): { hits: number; sixes: number; dice: number[] } {
  const dice: number[] = [];
  let hits = 0;
  for (const c of unitsOf(s, at, side)) {
    const F = firepower(s, side, c.id, at, 'melee');
    // 13.7 / 11.1: an artillery leader's +1 CV is for the fire of the artillery he commands, and melee rolls are that
    // fire (13.1 «一度、両軍が射撃してから»); 13.1 sets aside only terrain («全ての地形カードの戦闘や士気の修正は混戦では無視します»).
    const n = Math.max(0, unit(c.id).cv + artilleryLeaderBonus(s, at, side, c.id) + specialFire(s, side, at, at, c.id, 'melee'));
    for (let i = 0; i < n; i++) { const d = rollD6(s.rng); dice.push(d); if (d <= F) hits++; }
  }
  void fireDice;
  return { hits, sixes: dice.filter((d) => d === 6).length, dice };
}

export function meleeRound(s: DixieState, log: Log): void {
  const m = s.ml!;
  const a = meleeRoll(s, m.by, m.at), b = meleeRoll(s, other(m.by), m.at);
  log?.push({ key: 'dx.meleeRound', params: { round: m.round, at: m.at, attacker: a.dice, defender: b.dice, ah: a.hits, dh: b.hits }, rule: R('13.1') });
  const la = leaderAt(s, m.at, other(m.by)), lb = leaderAt(s, m.at, m.by);
  if (la && a.sixes) la.h = (la.h ?? 0) + a.sixes;
  if (lb && b.sixes) lb.h = (lb.h ?? 0) + b.sixes;
  queueHits(s, { to: other(m.by), at: m.at, n: a.hits });
  queueHits(s, { to: m.by, at: m.at, n: b.hits });
}

/** After a round's hits are distributed: immediate morale checks, then the choice or the forced withdrawal. */
export function meleeAfterHits(s: DixieState, log: Log): void {
  const m = s.ml!;
  resolveMorale(s, m.by, log, m.at, true);
  resolveMorale(s, other(m.by), log, m.at, true);
  settle(s, s.side, log);
  const both = unitsOf(s, m.at, m.by).length > 0 && unitsOf(s, m.at, other(m.by)).length > 0;
  if (!both || s.win) { s.ml = null; return; }
  if (m.round === 1) { m.ask = m.by; return; }
  log?.push({ key: 'dx.meleeLost', params: { side: m.by, at: m.at }, rule: R('13.1') });
  withdraw(s, m.by, m.at, log);
  s.ml = null;
}

export function meleeChoice(s: DixieState, side: Side, cont: boolean, log: Log): void {
  const m = s.ml!;
  log?.push({ key: cont ? 'dx.meleeContinue' : 'dx.meleeWithdraw', params: { side, at: m.at }, rule: R('13.1') });
  if (!cont) { withdraw(s, side, m.at, log); s.ml = null; return; }
  if (side === m.by) { m.ask = other(m.by); return; }
  m.round = 2;
  delete m.ask;
  meleeRound(s, log);
}

/**
 * Disengage (8.2) every unit and the leader of `side` from `at`: to the facing own position, or to the reserve
 * (from one's own line, or when the enemy is present in the facing own position: 8.2 disengages only to an
 * unengaged own position).
 */
export function withdraw(s: DixieState, side: Side, at: number, log: Log): void {
  const leaving: BCard[] = [...unitsOf(s, at, side)];
  const lc = leaderAt(s, at, side);
  if (lc) leaving.push(lc);
  const dest = facing(s, at);
  const blocked = present(s, dest, other(side));
  for (const c of leaving) {
    removeFromBoard(s, c.id);
    if (lineOf(s, at) === side || blocked || (isLeader(c.id) && leaderAt(s, dest, side))) {
      s.res[side].push(c.id);
      // 13.1 / 7.0: a unit that gave up its fire for the melee has fired: in the reserve too it does nothing more this
      // turn (no move, no flank attack: 13.3 «側面攻撃カードは前進と混戦を同じターンにすることはできません»).
      keepFlags(s, { ...c, m: (c.m ?? 0) + 1, d: 1 });
    } else s.pos[dest]!.push({ ...c, d: 1 });
  }
  log?.push({ key: 'dx.withdraw', params: { side, at }, rule: R('8.2') });
}

// ---- 13.3 flank attack ---------------------------------------------------------------------------------------

/** 13.3: the flank positions are the two ends of each line (L and R; with 13.8's five positions too). */
export const isFlankPosition = (s: DixieState, q: number): boolean => colOf(s, q) === 0 || colOf(s, q) === s.o.n - 1;

/**
 * 13.3: «予備カード(だけ)は特別移動で敵、味方の側面ポジションに前進できます。このポジションは、たとえこの戦闘ターンに前進した
 * としても、自軍部隊が存在していなければなりません。» The target is an enemy or own flank position that the flank attackers
 * engage (enemy cards there) and that itself already holds friendly units, which may have advanced into it this turn
 * (the example: «敵左翼ポジションは準備前進されます、予備のカードは士気チェックして、敵左翼に移動します»).
 * «初めに何枚のカード…がこの移動を試みるかを決め、それから各々のカードで士気チェックをします»: the number of attackers is fixed
 * before any die, so a position flanked this turn is no target again this turn (no second wave sent after seeing the
 * first one's dice: issue 23, ruling 6).
 */
export function flankTargets(s: DixieState, side: Side): number[] {
  if (!s.o.flank) return [];
  const out: number[] = [];
  for (let q = 0; q < s.pos.length; q++) if (targetWhy(s, side, q) === '') out.push(q);
  return out;
}

/**
 * Why a card may not be committed to a flank attack, as a word ('' = allowed): the one list of checks behind both the
 * legal `flank` actions and the refusal of one not offered (flankBlock). Only what the side can see is read.
 */
type Why = '' | 'off' | 'reserve' | 'failed' | 'moved' | 'otherTarget' | 'committed' | 'notFlank' | 'done' | 'noEnemy'
  | 'noFriends' | 'twoLeaders' | 'leaderThere' | 'kind' | 'room';

function targetWhy(s: DixieState, side: Side, q: number): Why {
  if (!isFlankPosition(s, q)) return 'notFlank';
  if (s.fd.includes(q)) return 'done';
  if (!present(s, q, other(side))) return 'noEnemy';
  return unitsOf(s, q, side).length > 0 ? '' : 'noFriends';
}

function flankWhy(s: DixieState, side: Side, id: number, at: number, targets?: number[]): Why {
  if (!s.o.flank) return 'off';
  if (!s.res[side].includes(id)) return 'reserve';
  if (s.fx.includes(id)) return 'failed';
  if ((s.rv[id] ?? 0) > 0) return 'moved';
  if (s.fg && s.fg.at !== at) return 'otherTarget';
  if (s.fg && s.fg.ids.includes(id)) return 'committed';
  const tw = targets ? (targets.includes(at) ? '' : targetWhy(s, side, at)) : targetWhy(s, side, at);
  if (tw !== '') return tw;
  const ids = s.fg?.ids ?? [];
  if (isLeader(id)) return ids.some(isLeader) ? 'twoLeaders' : leaderAt(s, at, side) ? 'leaderThere' : '';
  if (!isUnit(id)) return 'kind';
  return ids.filter(isUnit).length < roomFor(s, at, side) + groupBonus(ids) ? '' : 'room';
}

export function canJoinFlank(s: DixieState, side: Side, id: number, at: number, targets?: number[]): boolean {
  return flankWhy(s, side, id, at, targets) === '';
}

/** Why card `id` of `side` may not join a flank attack on `at` now: the rule that refuses it (flankWhy). */
export function flankBlock(s: DixieState, side: Side, id: number, at: number): [string, string] {
  const name = posName(s, at);
  switch (flankWhy(s, side, id, at)) {
    case 'off': return [R('13.3'), 'flank attack is an advanced rule not in use'];
    case 'reserve': return [R('13.3'), 'only reserve cards make flank attacks («予備カード(だけ)»)'];
    case 'failed': return [R('13.3'), 'a card that failed its flank-attack check does nothing more this turn'];
    case 'moved': return [R('13.3'), 'a card that moved (or fought in a melee) this turn makes no flank attack'];
    case 'otherTarget': return [R('13.3'), `the flank attack being declared goes to ${posName(s, s.fg!.at)}: launch it first`];
    case 'committed': return [R('13.3'), 'that card is already committed to the flank attack'];
    case 'notFlank': return [R('13.3'), `${name} is no flank position: flank attacks go into the L or R position of either line`];
    case 'done': return [R('13.3'), `a flank attack was already made on ${name} this turn: all its cards are chosen before any check («初めに何枚のカード…を決め、それから…士気チェック»)`];
    case 'noEnemy': return [R('13.3'), `a flank attack engages: there are no enemy cards in ${name}`];
    case 'noFriends': return [R('13.3'), `a flank attack goes where your units already are (they may have advanced this turn): none in ${name}`];
    case 'twoLeaders': return [R('11.0'), 'one leader at most goes with a flank attack'];
    case 'leaderThere': return [R('11.0'), `you already have a leader in ${name}`];
    case 'kind': return [R('13.3'), 'only unit cards (and a leader going with them) make flank attacks'];
    case 'room': return [R('13.3'), `the attackers may not exceed the stack limit of ${name} («スタック制限を越えれません»): ${stackWords(s, at, side)}`];
    case '': return [R('13.3'), 'that card may join the flank attack'];
  }
}

/** 13.3 with 11.2: the stack bonus of a leader going with the flank attackers counts for them (he goes in first). */
const groupBonus = (ids: number[]): number => { const l = ids.find(isLeader); return l === undefined ? 0 : leader(l).stack; };

export function joinFlank(s: DixieState, side: Side, id: number, at: number, log: Log): void {
  if (!s.fg) s.fg = { at, ids: [] };
  s.fg.ids.push(id);
  log?.push({ key: 'dx.flankDeclare', params: { side, at }, rule: R('13.3') });
}

export function flankGo(s: DixieState, side: Side, log: Log): void {
  const g = s.fg!;
  s.fg = null;
  s.fd.push(g.at);
  const lid = g.ids.find(isLeader);
  const at = g.at;
  const passed: number[] = [];
  const passLog = new Map<number, LogEntry>();
  for (const id of g.ids) {
    if (!isUnit(id)) continue;
    const u = unit(id);
    let v = u.cv + (MORALE_MOD[u.morale] ?? 0) + (u.type === 'cavalry' ? 1 : u.type === 'artillery' ? -1 : 0);
    if (lid !== undefined && commands(s, lid, id)) v += leader(lid).attack;
    const d = rollD6(s.rng);
    const ok = d !== 6 && (d === 1 || d <= v);
    // 13.3: only the cards that pass are turned face up; a failure is shown only to its owner.
    const entry: LogEntry = { key: ok ? 'dx.flankPass' : 'dx.flankFail', params: { card: id, die: d, value: v }, rule: R('13.3'), ...(ok ? {} : { to: [side] }) };
    log?.push(entry);
    if (ok) passLog.set(id, entry);
    if (!ok) log?.push({ key: 'dx.flankFailHidden', params: { side }, rule: R('13.3') });
    if (ok) passed.push(id); else s.fx.push(id);
  }
  // The leader goes in with the cards that passed, first, so that his stack bonus (11.2) counts for them.
  if (lid !== undefined) {
    if (passed.length > 0 && !leaderAt(s, at, side)) { s.res[side].splice(s.res[side].indexOf(lid), 1); s.pos[at]!.push({ id: lid, up: 1, m: 1, e: 1 }); }
    else s.fx.push(lid);
  }
  let success = 0;
  for (const id of passed) {
    if (roomFor(s, at, side) < 1) {
      // The position filled up since the declaration: the card stays back, face down in the reserve, so the
      // entry naming it is its owner's only (it was logged before the room was known).
      passLog.get(id)!.to = [side];
      continue;
    }
    s.res[side].splice(s.res[side].indexOf(id), 1);
    s.pos[at]!.push({ id, up: 1, m: 1, e: 1, fl: 1 });
    success++;
  }
  if (success) destroyDecoys(s, at, other(side), log);
}

// ---- 13.6 decoys ---------------------------------------------------------------------------------------------

export function revealDecoy(s: DixieState, side: Side, id: number, log: Log): void {
  let p = -1;
  for (let q = 0; q < s.pos.length; q++) if (s.pos[q]!.some((c) => c.id === id)) p = q;
  const c = s.pos[p]!.find((x) => x.id === id)!;
  const d = def(id);
  let stays = false;
  if (d.type === 'leader') stays = !leaderAt(s, p, side);
  // A terrain decoy that stays is terrain played there: its code, two per position, and on day 1 of the historical
  // battle only day-1 terrain (14.0), as for terrain played from the reserve (terrainBlock).
  else if (d.type === 'terrain') stays = !terrainBlock(s, side, id, p);
  if (stays) { delete c.dc; c.up = 1; }
  else { removeFromBoard(s, id); s.res[side].push(id); }
  log?.push({ key: 'dx.decoyRevealed', params: { side, card: id, stays: stays ? 1 : 0 }, rule: R('13.6') });
}

export { autoAllocate };
