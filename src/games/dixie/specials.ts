/**
 * 12.0 Special cards: played from the reserve onto a position (or onto none), face up, in the step their card
 * names; at most two per position per step and never two of the same card; they last the turn unless the card
 * says otherwise. Effects are card data (data/schema.ts SpecialEffect) interpreted here.
 */
import { type DixieState, type Side, type Log, R, def, other, present, unitsOf, leaderAt, colOf, posOf, codeOf, lineOf } from './state.js';
import type { SpecialDef, SpecialEffect } from './data/schema.js';

const sdef = (id: number) => def(id) as SpecialDef;

function active(s: DixieState): { side: Side; at: number; e: SpecialEffect }[] {
  const out: { side: Side; at: number; e: SpecialEffect }[] = [];
  for (const a of s.sp) for (const e of sdef(a.id).effects) out.push({ side: a.side, at: a.at, e });
  return out;
}

/** Dice for a card of `side` firing from p at q (own 'fire' effects on either; enemy 'enemyFire' on p; 'shield' on q). */
export function specialFire(s: DixieState, side: Side, p: number, q: number, uid: number, range: 'short' | 'long' | 'enfilade' | 'melee'): number {
  let m = 0;
  const ut = def(uid).type;
  for (const { side: sd, at, e } of active(s)) {
    if (e.kind === 'fire' && sd === side && (at === p || at === q || at === -1) && (!e.unit || e.unit === ut) && (!e.range || e.range === range)) m += e.dice;
    if (e.kind === 'enemyFire' && sd !== side && at === p) m += e.dice;
    if (e.kind === 'shield' && sd !== side && at === q) m += e.dice;
  }
  return m;
}
export function specialMorale(s: DixieState, side: Side, p: number): number {
  let m = 0;
  for (const { side: sd, at, e } of active(s)) if (e.kind === 'morale' && sd === side && at === p) m += e.value;
  return m;
}
export function specialStack(s: DixieState, side: Side, p: number): number {
  let m = 0;
  for (const { side: sd, at, e } of active(s)) if (e.kind === 'stack' && sd === side && at === p) m += e.value;
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
  for (let p = 0; p < s.pos.length; p++) {
    const own = unitsOf(s, p, side).length > 0, en = present(s, p, other(side));
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
    if (c.effects.some((e) => e.kind === 'leaderHit') && !leaderAt(s, p, other(side))) continue;
    if (c.effects.some((e) => e.kind === 'reveal') && !s.pos[p]!.some((b) => !b.up && def(b.id).side !== side)) continue;
    const here = s.sp.filter((a) => a.at === p && a.ph === phaseKey(s));
    if (here.length >= 2 || here.some((a) => sdef(a.id).name === c.name)) continue;
    out.push(p);
  }
  void lineOf;
  return out;
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
  const keep = [];
  for (const a of s.sp) {
    const gone = a.until >= 0 ? a.until < s.turn : a.at >= 0 && s.hold[a.at] !== a.side;
    if (gone) { s.dead.push(a.id); log?.push({ key: 'dx.specialEnds', params: { card: a.id }, rule: R('12.0') }); }
    else keep.push(a);
  }
  s.sp = keep;
}
