/**
 * 12.0 Special cards: played from the reserve onto a position (or onto none), face up, in the step their card
 * names; at most two per position per step and never two of the same card; they last the turn unless the card
 * says otherwise. Effects are card data (data/schema.ts SpecialEffect) interpreted here.
 */
import { type DixieState, type Side, type Log, R, def, other, present, hasUnits, leaderAt, colOf, posOf, codeOf } from './state.js';
import { SERIES } from './data/cards.js';
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
const stepOf = (c: SpecialDef): string => (c.timing === 'reinforce' ? 'move' : c.timing);

/** The specials of the series, read afresh (a corrected card list may mark some `enemyTurn`). */
const SPECIALS = SERIES.filter((c): c is SpecialDef => c.type === 'special');

/**
 * 9.0 «増援カードは敵ターンに使用できるスペシャルカードを除いて…»: a special marked `enemyTurn` is played in the enemy's battle
 * turn, in the step it names. At the start of each step of a turn, the other side gets a window to play them (action
 * `special-done` closes it) whenever its series has such a special for that step: the series is public, so the window
 * says nothing about the hand. The shipped series has none, so no window ever opens with it.
 */
export function openEnemyWindow(s: DixieState): void {
  const en = other(s.side);
  s.ew = SPECIALS.some((c) => c.enemyTurn && c.side === en && stepOf(c) === s.phase && (!c.historicalOnly || s.o.hist)) ? en : null;
}

/**
 * Why a special is refused, as a word ('' = allowed): the one list of checks behind both the legal plays
 * (specialTargets) and the refusal of a play not offered (specialBlock, which words it with its rule). Only what the
 * side can see is read.
 */
type Why = '' | 'turn' | 'enemyTurn' | 'step' | 'historical' | 'day' | 'dayEnds' | 'played' | 'noPosition' | 'position' | 'own' | 'enemy'
  | 'engaged' | 'column' | 'leader' | 'faceDown' | 'same' | 'two';

/** The checks on playing the card now at all. */
function cardWhy(s: DixieState, side: Side, c: SpecialDef): Why {
  if (c.enemyTurn ? s.ew !== side : s.side !== side || s.ew !== null) return c.enemyTurn ? 'enemyTurn' : 'turn';
  if (s.phase !== stepOf(c)) return 'step';
  if (c.historicalOnly && !s.o.hist) return 'historical';
  if (s.o.hist && c.day > s.day) return 'day';
  if (s.eod && c.effects.some((e) => e.kind === 'endDay')) return 'dayEnds';
  return '';
}

/** The checks on where it is played: p a position, -1 none. */
function targetWhy(s: DixieState, side: Side, c: SpecialDef, p: number): Why {
  const ph = phaseKey(s);
  if (c.target === 'none') {
    if (p >= 0) return 'noPosition';
    return s.sp.some((a) => a.ph === ph && sdef(a.id).name === c.name) ? 'played' : '';
  }
  if (p < 0) return 'position';
  if (c.target === 'own' && !hasUnits(s, p, side)) return 'own';
  if (c.target === 'enemy' && !present(s, p, other(side))) return 'enemy';
  if (c.target === 'engaged' && !(hasUnits(s, p, side) && present(s, p, other(side)))) return 'engaged';
  if (c.position && colOf(s, p) !== ownColumn(s, side, c.position)) return 'column';
  if (c.effects.some((e) => e.kind === 'leaderHit') && !leaderAt(s, p, other(side))) return 'leader';
  if (c.effects.some((e) => e.kind === 'reveal') && !s.pos[p]!.some((b) => !b.up && def(b.id).side !== side)) return 'faceDown';
  let here = 0;
  for (const a of s.sp) if (a.at === p && a.ph === ph) { if (sdef(a.id).name === c.name) return 'same'; here++; }
  return here >= 2 ? 'two' : '';
}

/** The column of the position carrying `code` in `side`'s own line (a card's position code, 3.3). */
function ownColumn(s: DixieState, side: Side, code: string): number {
  for (let k = 0; k < s.o.n; k++) if (codeOf(s, posOf(s, side, k)) === code) return k;
  return -1;
}

/** The targets special `id` may be played on now by `side`, in canonical order (-1 = no position). */
export function specialTargets(s: DixieState, side: Side, id: number): number[] {
  const c = sdef(id);
  if (cardWhy(s, side, c) !== '') return [];
  if (c.target === 'none') return targetWhy(s, side, c, -1) === '' ? [-1] : [];
  const out: number[] = [];
  for (let p = 0; p < s.pos.length; p++) if (targetWhy(s, side, c, p) === '') out.push(p);
  return out;
}

/** Why special `id` may not be played by `side` at `at` (-1: no position named) now: the rule that refuses it. */
export function specialBlock(s: DixieState, side: Side, id: number, at: number): [string, string] {
  if (!s.res[side].includes(id)) return [R('12.0'), 'specials are played from your reserve'];
  if (def(id).type !== 'special') return [R('12.0'), `only special cards are played${def(id).type === 'terrain' ? ' (terrain is placed in the movement step, 10.2)' : ''}`];
  const first = s.res[side].filter((x) => x % 1000 === id % 1000).sort((a, b) => a - b)[0]!;
  if (first !== id) return [R('12.0'), `copies of one special are one decision: play it as card ${first}`];
  const c = sdef(id);
  let why = cardWhy(s, side, c);
  if (why === '') why = targetWhy(s, side, c, at);
  const timing = stepOf(c);
  switch (why) {
    case 'turn': return [R('12.0'), 'specials are played in your own battle turn (9.0: except those marked for the enemy\'s turn)'];
    case 'enemyTurn': return [R('9.0'), `${c.name} is played in the enemy's battle turn, at the start of the step it names`];
    case 'step': return [R('12.0'), `${c.name} is played in the ${timing === 'move' ? 'movement' : timing} step${c.timing === 'reinforce' ? ' (it acts on the reinforcement step)' : ''}`];
    case 'historical': return [R('14.0'), `${c.name} is a card of the historical battle only`];
    case 'day': return [R('14.0'), `${c.name} is a day-${c.day} card: not before day ${c.day}`];
    case 'dayEnds': return [R('14.0'), 'the day already ends after this turn'];
    case 'noPosition': return [R('12.0'), `${c.name} names no position`];
    case 'played': return [R('12.0'), `${c.name} has already been played in this step (two specials played together are different cards)`];
    case 'position': return [R('12.0'), `${c.name} is played on a position: name one`];
    case 'own': return [R('12.0'), `${c.name} is played on a position with your unit cards`];
    case 'enemy': return [R('12.0'), `${c.name} is played on a position with enemy cards`];
    case 'engaged': return [R('12.0'), `${c.name} is played on an engaged position (your units and the enemy)`];
    case 'column': return [R('12.0'), `${c.name} is played only in the column of your ${c.position} position`];
    case 'leader': return [R('12.0'), `${c.name} is played on a position with an enemy leader`];
    case 'faceDown': return [R('12.0'), `${c.name} is played on a position with face-down enemy cards`];
    case 'same': return [R('12.0'), `${c.name} is already played on that position in this step: two specials played together must be different cards`];
    case 'two': return [R('12.0'), 'two specials at most are played on one position in one step'];
    case '': return [R('12.0'), 'that special cannot be played there now'];
  }
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
