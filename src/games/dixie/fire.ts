/**
 * 7.x Fire combat: dice = CV (7.1); a die hits at or under the firepower F1/F2/F3 (7.2): infantry F2 when engaged,
 * cavalry F1 attacking / F3 defending when engaged, artillery long range across the Middle Ground unless either
 * position is engaged, short range when engaged, horse artillery move-then-fire. Hits (7.3) are distributed by
 * their owner one per unit card before any second; a card with more hits than CV is destroyed at once.
 * Every 6 rolled against a position hits the enemy leader there (11.3).
 */
import { rollD6 } from '../../core/rng.js';
import { type DixieState, type Side, type Log, type BCard, type Pending, R, other, unit, isUnit, isHorse, isArtillery, sideOf, lineOf, facing, engaged, present, flanks, defending, removeFromBoard, leaderAt, def, posName } from './state.js';
import { artilleryLeaderBonus } from './leaders.js';
import { terrainFireFrom, terrainIncoming } from './terrain.js';
import { specialFire } from './specials.js';
import { check, moraleValue } from './morale.js';

export type FireKind = 'short' | 'long' | 'enfilade' | 'melee';
export interface FireOpt { card: number; at: number; target?: number }

/** The kind of a fire from p at q. */
export function fireKind(s: DixieState, p: number, q: number): FireKind {
  if (p === q) return 'short';
  if (q === facing(s, p)) return 'long';
  return 'enfilade';
}

export function firepower(s: DixieState, side: Side, id: number, p: number, kind: FireKind): number {
  const u = unit(id);
  if (kind === 'melee') return u.fire.melee;
  if (kind === 'enfilade') return lineOf(s, p) === side ? 1 : 2; // 13.2
  if (u.type === 'infantry') return u.fire.f;
  if (u.type === 'cavalry') return defending(s, p, side) ? u.fire.defend : u.fire.attack;
  return kind === 'long' ? u.fire.long : u.fire.short;
}

export function fireDice(s: DixieState, side: Side, id: number, p: number, q: number, kind: FireKind): number {
  let d = unit(id).cv + artilleryLeaderBonus(s, p, side, id);
  if (kind === 'short') d += terrainFireFrom(s, p, side, id, 'short');
  else if (kind === 'long') d += terrainFireFrom(s, p, side, id, 'long') + terrainIncoming(s, q, 'long');
  else if (kind === 'enfilade') d += terrainIncoming(s, q, 'enfilade');
  d += specialFire(s, side, p, q, id, kind);
  return Math.max(0, d);
}

/**
 * Why a fire is refused, as a word ('' = allowed): the one list of checks behind both the legal fires (fireOptions)
 * and the refusal of a fire not offered (fireBlock, which words it with its rule). Only what the side can see is read.
 */
type Why = '' | 'decoy' | 'kind' | 'fired' | 'moveStep' | 'melee' | 'engagedOnly' | 'notEngaged' | 'flankAt' | 'longKind'
  | 'longEmpty' | 'longEngaged' | 'enfiladeOff' | 'enfiladeEmpty' | 'reach' | 'over' | 'cbOff' | 'cbEnfilade' | 'cbTarget';

/** The checks on the firing card itself (an own card `c` at p). */
function cardWhy(s: DixieState, c: BCard, p: number): Why {
  if (c.dc) return 'decoy';
  if (!isUnit(c.id)) return 'kind';
  if (c.f) return 'fired';
  if (s.phase === 'move') { if (!c.fl && !(isHorse(c.id) && c.m)) return 'moveStep'; }
  else if (s.mp.includes(p)) return 'melee';
  return '';
}

/** The checks on where it fires (q) and at which battery (`target`, 13.4); `eng`: engaged(s, p), asked once a position. */
function targetWhy(s: DixieState, side: Side, c: BCard, p: number, q: number, eng: boolean, target?: number): Why {
  const inMove = s.phase === 'move', en = other(side);
  if (eng) {
    if (q !== p) return 'engagedOnly';
  } else if (q === p) return 'notEngaged';
  else if (inMove && c.fl) return 'flankAt';
  else if (q === facing(s, p)) {
    // long range (7.2): at an unengaged position across the Middle Ground, or (13.5) an engaged enemy position
    if (!isArtillery(c.id)) return 'longKind';
    if (!present(s, q, en)) return 'longEmpty';
    if (present(s, q, side) && !(s.o.support && lineOf(s, q) === en)) return 'longEngaged';
  } else if (flanks(s, p).includes(q)) {
    // 13.2: a card in a position its side holds alone; in the movement step that is horse artillery after moving
    // (7.2 move-then-fire: any fire it could make, enfilade included; flank attackers are engaged)
    if (!s.o.enfilade) return 'enfiladeOff';
    if (!present(s, q, en)) return 'enfiladeEmpty';
  } else return 'reach';
  if (!inMove && s.cd.includes(q)) return 'over';
  if (target !== undefined) { // 13.4: engaged cards at a battery there, or artillery at long range
    if (!s.o.cb) return 'cbOff';
    if (q !== p && q !== facing(s, p)) return 'cbEnfilade';
    if (!batteries(s, q, en).includes(target)) return 'cbTarget';
  }
  return '';
}

/** Legal fires of `side` now (combat step, or horse artillery / flank attackers in the movement step). */
export function fireOptions(s: DixieState, side: Side): FireOpt[] {
  const out: FireOpt[] = [];
  const en = other(side);
  for (let p = 0; p < s.pos.length; p++) {
    let eng: boolean | undefined; // engaged(s, p), asked once a position
    for (const c of s.pos[p]!) {
      if (sideOf(c.id) !== side || cardWhy(s, c, p) !== '') continue;
      eng ??= engaged(s, p);
      // canonical order: the own position (engaged), else across the Middle Ground, then the flanks; each fire
      // before its counter-battery targets (13.4)
      for (const q of eng ? [p] : [facing(s, p), ...flanks(s, p)]) {
        if (targetWhy(s, side, c, p, q, eng) !== '') continue;
        out.push({ card: c.id, at: q });
        if (s.o.cb && (q === p || q === facing(s, p))) for (const x of batteries(s, q, en)) out.push({ card: c.id, at: q, target: x });
      }
    }
  }
  return out;
}

/** Why card `id` of `side` may not fire at position q (at battery `target`, 13.4) now: the rule that refuses it. */
export function fireBlock(s: DixieState, side: Side, id: number, q: number, target?: number): [string, string] {
  const f = findOwn(s, id);
  if (!f || sideOf(id) !== side) return [R('7.0'), 'only your cards on the battlefield fire'];
  const { p, c } = f;
  let why = cardWhy(s, c, p);
  if (why === '') why = targetWhy(s, side, c, p, q, engaged(s, p), target);
  const t = isUnit(id) ? unit(id).type : 'card';
  switch (why) {
    case 'decoy': return [R('13.6'), 'a decoy does not fire'];
    case 'kind': return [R('7.1'), 'only unit cards (infantry, cavalry, artillery) fire'];
    case 'fired': return [R('7.0'), 'a card fires once a battle turn (a melee unit gave its fire up, 13.1)'];
    case 'moveStep': return [R('7.2'), 'in the movement step only horse artillery that has moved fires (move, then fire), and flank attackers that went in (13.3)'];
    case 'melee': return [R('13.1'), 'the units of a melee gave up their fire'];
    case 'engagedOnly': return [R('7.2'), 'a card in an engaged position fires only at the enemy cards there (short range)'];
    case 'notEngaged': return [R('7.2'), `${t === 'artillery' ? 'short range fires at enemy cards engaged in its own position' : `${t} fires only when engaged`}: there are no enemy cards in ${posName(s, p)}`];
    case 'flankAt': return [R('13.3'), 'a flank attacker fires at the position it went into'];
    case 'longKind': return [R('7.2'), `${t} fires only when engaged, at the enemy cards in its own position; only artillery fires across the Middle Ground (long range)`];
    case 'longEmpty': return [R('7.2'), `long range fires at enemy cards: there are none in ${posName(s, q)}`];
    case 'longEngaged': return [R('7.2'), `long range cannot fire into an engaged position${lineOf(s, q) === other(side) ? ' (that is artillery support, 13.5, an advanced rule not in use)' : ''}`];
    case 'enfiladeOff': return [R('13.2'), 'enfilade is an advanced rule not in use'];
    case 'enfiladeEmpty': return [R('13.2'), `enfilade fires at enemy cards: there are none in ${posName(s, q)}`];
    case 'reach': return [R('7.2'), 'a card fires at its own position when engaged, across the Middle Ground at long range (artillery), or at a flank position (13.2 enfilade)'];
    case 'over': return [R('7.0'), `the combat at ${posName(s, q)} is over: one position's combat is resolved before the next, and fire has moved on`];
    case 'cbOff': return [R('13.4'), 'counter-battery is an advanced rule not in use'];
    case 'cbEnfilade': return [R('13.4'), 'counter-battery singles out a battery by short range (cards engaged with it) or long range, not by enfilade'];
    case 'cbTarget': return [R('13.4'), `counter-battery singles out a face-up enemy artillery card in ${posName(s, q)}`];
    case '': return [R('7.0'), 'that card cannot fire there now'];
  }
}

/**
 * 13.4: the enemy artillery that may be singled out in q: face-up artillery cards (never a face-down card, so nothing
 * hidden is told). Reading (docs/dixie-rules.md 13.4): «砲兵カードは…長射程の表の敵砲兵を目標とすることで、交戦中の敵カードの
 * 一部/全ての目標になることができます»: artillery becomes the target of long-range fire at face-up enemy artillery (where
 * long range may fire) and of some or all of the enemy cards engaged with it.
 */
function batteries(s: DixieState, q: number, en: Side): number[] {
  return s.pos[q]!.filter((x) => x.up && !x.dc && sideOf(x.id) === en && def(x.id).type === 'artillery').map((x) => x.id);
}

/** Resolve one fire; hits are queued for their owner to distribute (7.3). */
export function fire(s: DixieState, side: Side, o: FireOpt, log: Log): void {
  const f = findOwn(s, o.card)!;
  const p = f.p, c = f.c, q = o.at;
  c.up = 1; c.f = 1;
  if (s.phase === 'combat' && s.ca !== q) { if (s.ca >= 0) s.cd.push(s.ca); s.ca = q; }
  const kind = fireKind(s, p, q);
  const F = firepower(s, side, c.id, p, kind);
  const n = fireDice(s, side, c.id, p, q, kind);
  const dice: number[] = [];
  for (let i = 0; i < n; i++) dice.push(rollD6(s.rng));
  const hits = dice.filter((d) => d <= F).length;
  const sixes = dice.filter((d) => d === 6).length;
  const support = kind === 'long' && present(s, q, side); // 13.5 (counter-battery fire into the position too, 13.4)
  const fives = support ? dice.filter((d) => d === 5).length : 0;
  log?.push({ key: 'dx.fire', params: { side, card: c.id, from: p, at: q, kind, f: F, dice, hits }, rule: R(kind === 'enfilade' ? '13.2' : kind === 'long' ? '7.2' : '7.1') });
  const lc = leaderAt(s, q, other(side));
  if (lc && sixes > 0) { lc.h = (lc.h ?? 0) + sixes; log?.push({ key: 'dx.leaderHit', params: { card: lc.id, n: sixes }, rule: R('11.3') }); }
  queueHits(s, { to: other(side), at: q, n: hits, ...(kind === 'long' ? { lr: 1 as const } : {}), ...(o.target !== undefined ? { only: o.target } : {}) });
  if (fives) { log?.push({ key: 'dx.supportHits', params: { side, n: fives }, rule: R('13.5') }); queueHits(s, { to: side, at: q, n: fives, im: 1 }); }
  autoAllocate(s, log);
}

export function queueHits(s: DixieState, pd: Pending): void {
  if (pd.n > 0) s.pq.push(pd);
}

function findOwn(s: DixieState, id: number): { p: number; c: BCard } | null {
  for (let p = 0; p < s.pos.length; p++) { const c = s.pos[p]!.find((x) => x.id === id); if (c) return { p, c }; }
  return null;
}

/** 7.3: the cards that may take the next hit: the owner's units (decoys too under long-range fire) with fewest hits. */
export function hitCandidates(s: DixieState, pd: Pending): BCard[] {
  let cs = s.pos[pd.at]!.filter((c) => sideOf(c.id) === pd.to && (c.dc ? !!pd.lr : isUnit(c.id)));
  if (pd.only !== undefined) cs = cs.filter((c) => c.id === pd.only);
  if (cs.length === 0) return cs;
  const min = Math.min(...cs.map((c) => (c.dc ? 0 : c.h ?? 0)));
  return cs.filter((c) => (c.dc ? 0 : c.h ?? 0) === min);
}

export function applyHit(s: DixieState, pd: Pending, c: BCard, log: Log): void {
  pd.n--;
  if (c.dc) {
    removeFromBoard(s, c.id); s.dead.push(c.id);
    log?.push({ key: 'dx.decoyHit', params: { card: c.id }, rule: R('13.6') });
    return;
  }
  c.h = (c.h ?? 0) + 1; c.up = 1;
  log?.push({ key: 'dx.hit', params: { card: c.id, hits: c.h }, rule: R('7.3') });
  if (c.h > unit(c.id).cv) {
    removeFromBoard(s, c.id); s.dead.push(c.id);
    log?.push({ key: 'dx.destroyed', params: { card: c.id }, rule: R('7.3') });
    return;
  }
  if (pd.im) { // 13.5: hits from one's own supporting artillery are checked at once
    if (check(s, moraleValue(s, pd.at, pd.to, c.id, false), log, { card: c.id })) c.h--;
    else { removeFromBoard(s, c.id); s.dead.push(c.id); log?.push({ key: 'dx.routed', params: { card: c.id }, rule: R('6.0') }); }
    if (c.h === 0) delete c.h;
  }
}

/** Distribute hits that leave no choice; stop where the owner must choose. */
export function autoAllocate(s: DixieState, log: Log): void {
  while (s.pq.length) {
    const pd = s.pq[0]!;
    if (pd.n <= 0) { s.pq.shift(); continue; }
    const cs = hitCandidates(s, pd);
    if (cs.length === 0) { log?.push({ key: 'dx.hitsLost', params: { n: pd.n }, rule: R('7.3') }); s.pq.shift(); continue; }
    if (cs.length > 1) return;
    // 13.6: a decoy of the owner there that may not take this hit (not long range) still leaves the owner to place
    // it, as a face-down unit beside the card would: no automatic placement tells the enemy which card is a decoy.
    if (!pd.lr && s.pos[pd.at]!.some((c) => c.dc && sideOf(c.id) === pd.to)) return;
    applyHit(s, pd, cs[0]!, log);
  }
}
