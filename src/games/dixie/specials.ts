/**
 * 12.0 Special cards: played from the reserve onto a position (or onto none), face up, in the step their card
 * names; at most two per position per step and never two of the same card; they last the turn unless the card
 * says otherwise. Effects are card data (data/schema.ts SpecialEffect) interpreted here.
 */
import { type DixieState, type Side, type Log, R, def, other, present, unitsOf, hasUnits, leaderAt, colOf, posOf, codeOf, lineOf } from './state.js';
import type { SpecialDef, SpecialEffect } from './data/schema.js';

const sdef = (id: number) => def(id) as SpecialDef;

/** Dice for a card of `side` firing from p at q (own 'fire' effects on either; enemy 'enemyFire' on p; 'shield' on q). */
export function specialFire(s: DixieState, side: Side, p: number, q: number, uid: number, range: 'short' | 'long' | 'enfilade' | 'melee'): number {
  if (!s.sp.length) return 0;
  let m = 0;
  const ut = def(uid).type;
  for (const a of s.sp) for (const e of sdef(a.id).effects) {
    const sd = a.side, at = a.at;
    if (e.kind === 'fire' && sd === side && (at === p || at === q || at === -1) && (!e.unit || e.unit === ut) && (!e.range || e.range === range)) m += e.dice;
    if (e.kind === 'enemyFire' && sd !== side && at === p) m += e.dice;
    if (e.kind === 'shield' && sd !== side && at === q) m += e.dice;
  }
  return m;
}
export function specialMorale(s: DixieState, side: Side, p: number): number {
  let m = 0;
  for (const a of s.sp) if (a.side === side && a.at === p) for (const e of sdef(a.id).effects) if (e.kind === 'morale') m += e.value;
  return m;
}
export function specialStack(s: DixieState, side: Side, p: number): number {
  let m = 0;
  for (const a of s.sp) if (a.side === side && a.at === p) for (const e of sdef(a.id).effects) if (e.kind === 'stack') m += e.value;
  return m;
}

const phaseKey = (s: DixieState) => `${s.turn}:${s.phase}`;

/** The targets special `id` may be played on now by `side`, in canonical order (-1 = no position). */
export function specialTargets(s: DixieState, side: Side, id: number): number[] {
  const c = sdef(id);
  const timing = c.timing === 'reinforce' ? 'move' : c.timing;
  if (s.phase !== timing || s.side !== side) return [];
  if (c.historicalOnly && !s.o.hist) return [];
  if (s.o.hist && c.day > s.day) return [];
  if (c.effects.some((e) => e.kind === 'endDay') && s.eod) return [];
  if (c.target === 'none') return s.sp.some((a) => a.ph === phaseKey(s) && sdef(a.id).name === c.name) ? [] : [-1];
  const out: number[] = [];
  const ph = phaseKey(s), hits = c.effects.some((e) => e.kind === 'leaderHit'), reveal = c.effects.some((e) => e.kind === 'reveal');
  for (let p = 0; p < s.pos.length; p++) {
    const own = hasUnits(s, p, side), en = present(s, p, other(side));
    if (c.target === 'own' && !own) continue;
    if (c.target === 'enemy' && !en) continue;
    if (c.target === 'engaged' && !(own && en)) continue;
    if (c.position) {
      const ownCol = colOf(s, posOf(s, side, 0) + 0); void ownCol;
      // the column of the position carrying that code in the player's own line
      let col = -1;
      for (let k = 0; k < s.o.n; k++) if (codeOf(s, posOf(s, side, k)) === c.position) col = k;
      if (colOf(s, p) !== col) continue;
    }
    if (hits && !leaderAt(s, p, other(side))) continue;
    if (reveal && !s.pos[p]!.some((b) => !b.up && def(b.id).side !== side)) continue;
    const here = s.sp.filter((a) => a.at === p && a.ph === ph);
    if (here.length >= 2 || here.some((a) => sdef(a.id).name === c.name)) continue;
    out.push(p);
  }
  void lineOf;
  return out;
}

/**
 * Why special `id` may not be played by `side` at `at` (-1: no position named) now: the rule that refuses it, in the
 * order specialTargets applies them. Only what the side can see is read.
 */
export function specialBlock(s: DixieState, side: Side, id: number, at: number): [string, string] {
  if (!s.res[side].includes(id)) return [R('12.0'), 'specials are played from your reserve'];
  if (def(id).type !== 'special') return [R('12.0'), `only special cards are played${def(id).type === 'terrain' ? ' (terrain is placed in the movement step, 10.2)' : ''}`];
  const first = s.res[side].filter((x) => x % 1000 === id % 1000).sort((a, b) => a - b)[0]!;
  if (first !== id) return [R('12.0'), `copies of one special are one decision: play it as card ${first}`];
  const c = sdef(id);
  const timing = c.timing === 'reinforce' ? 'move' : c.timing;
  if (s.side !== side) return [R('12.0'), 'specials are played in your own battle turn'];
  if (s.phase !== timing) return [R('12.0'), `${c.name} is played in the ${timing === 'move' ? 'movement' : timing} step${c.timing === 'reinforce' ? ' (it acts on the reinforcement step)' : ''}`];
  if (c.historicalOnly && !s.o.hist) return [R('14.0'), `${c.name} is a card of the historical battle only`];
  if (s.o.hist && c.day > s.day) return [R('14.0'), `${c.name} is a day-${c.day} card: not before day ${c.day}`];
  if (c.effects.some((e) => e.kind === 'endDay') && s.eod) return [R('14.0'), 'the day already ends after this turn'];
  if (c.target === 'none') {
    if (at >= 0) return [R('12.0'), `${c.name} names no position`];
    return [R('12.0'), `${c.name} has already been played in this step (two specials played together are different cards)`];
  }
  if (at < 0) return [R('12.0'), `${c.name} is played on a position: name one`];
  const own = unitsOf(s, at, side).length > 0, en = present(s, at, other(side));
  if (c.target === 'own' && !own) return [R('12.0'), `${c.name} is played on a position with your unit cards`];
  if (c.target === 'enemy' && !en) return [R('12.0'), `${c.name} is played on a position with enemy cards`];
  if (c.target === 'engaged' && !(own && en)) return [R('12.0'), `${c.name} is played on an engaged position (your units and the enemy)`];
  if (c.position) {
    let col = -1;
    for (let k = 0; k < s.o.n; k++) if (codeOf(s, posOf(s, side, k)) === c.position) col = k;
    if (colOf(s, at) !== col) return [R('12.0'), `${c.name} is played only in the column of your ${c.position} position`];
  }
  if (c.effects.some((e) => e.kind === 'leaderHit') && !leaderAt(s, at, other(side))) return [R('12.0'), `${c.name} is played on a position with an enemy leader`];
  if (c.effects.some((e) => e.kind === 'reveal') && !s.pos[at]!.some((b) => !b.up && def(b.id).side !== side)) return [R('12.0'), `${c.name} is played on a position with face-down enemy cards`];
  const here = s.sp.filter((a) => a.at === at && a.ph === phaseKey(s));
  if (here.some((a) => sdef(a.id).name === c.name)) return [R('12.0'), `${c.name} is already played on that position in this step: two specials played together must be different cards`];
  if (here.length >= 2) return [R('12.0'), 'two specials at most are played on one position in one step'];
  return [R('12.0'), 'that special cannot be played there now'];
}

export function playSpecial(s: DixieState, side: Side, id: number, at: number, log: Log): void {
  const c = sdef(id);
  s.res[side].splice(s.res[side].indexOf(id), 1);
  const until = c.duration === 'turn' ? s.turn : c.duration === 'enemyTurn' ? s.turn + 1 : -1;
  s.sp.push({ id, side, at, until, ph: phaseKey(s) });
  // a special that targets no position is played, not played «at» anywhere (the reserve is where it comes from)
  log?.push(at >= 0 ? { key: 'dx.special', params: { side, card: id, at }, rule: R('12.0') } : { key: 'dx.specialPlayed', params: { side, card: id }, rule: R('12.0') });
  for (const e of c.effects) {
    if (e.kind === 'leaderHit') {
      const lc = leaderAt(s, at, other(side));
      if (lc) { lc.h = (lc.h ?? 0) + e.hits; log?.push({ key: 'dx.leaderHit', params: { card: lc.id, n: e.hits }, rule: R('11.3') }); }
    } else if (e.kind === 'draw') {
      // 9.0: the extra card is a reinforcement: drawn in this turn's reinforcement step (reinforce), usable from
      // the next battle turn, not in this movement step.
    } else if (e.kind === 'noReinforce') s.nr[other(side)] += 1;
    else if (e.kind === 'endDay') s.eod = 1;
    else if (e.kind === 'reveal') {
      const ids = s.pos[at]!.filter((b) => !b.up && def(b.id).side !== side).map((b) => b.id);
      for (const x of ids) if (!s.seen[side].includes(x)) s.seen[side].push(x);
      log?.push({ key: 'dx.revealed', params: { at, cards: ids }, rule: R('12.0'), to: [side] });
    }
  }
}

/**
 * 12.0 Signal Station (reveal): a side keeps knowing an enemy card it was shown only while that card stays face down on
 * the battlefield, where it can be followed from position to position. A card that goes back into the hand (the
 * reserve: a move, disorder, a withdrawal) is one hidden card among the others there, and comes out of it face down
 * as any card would; a card turned face up needs no knowing. Called after every action (settle).
 */
export function forgetSeen(s: DixieState): void {
  for (const side of ['CSA', 'USA'] as const) {
    if (!s.seen[side].length) continue;
    const down = new Set<number>();
    for (const st of s.pos) for (const c of st) if (!c.up) down.add(c.id);
    s.seen[side] = s.seen[side].filter((id) => down.has(id));
  }
}

/** Expire specials: turn-long ones at the start of a later turn; persistent ones when their side loses the position. */
export function expireSpecials(s: DixieState, log: Log): void {
  if (!s.sp.length) return;
  const keep = [];
  for (const a of s.sp) {
    const gone = a.until >= 0 ? a.until < s.turn : a.at >= 0 && s.hold[a.at] !== a.side;
    if (gone) { s.dead.push(a.id); log?.push({ key: 'dx.specialEnds', params: { card: a.id }, rule: R('12.0') }); }
    else keep.push(a);
  }
  s.sp = keep;
}
