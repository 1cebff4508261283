/**
 * DIXIE: Gettysburg state: plain JSON-safe data, and the geometry and queries every rule file shares.
 *
 * Battlefield (3.0): each side has a line of positions (3, or 5 with 13.8) facing the enemy line across the
 * Middle Ground. Position index p: CSA line 0..n-1 (columns from the CSA left), USA line n..2n-1 (same columns, so
 * CSA L faces USA R, figure 2). A card lives in a deck, a reserve (the hand, 3.2), a position, the special-card
 * area (12.0) or the dead pile.
 */
import type { BaseState } from '../../core/engine.js';
import type { LogEntry } from '../../core/log.js';
import { card, SERIES } from './data/cards.js';
import type { CardDef, LeaderDef, UnitDef } from './data/schema.js';

export type Side = 'CSA' | 'USA';
export const SIDES: readonly Side[] = ['CSA', 'USA'];
export const other = (s: Side): Side => (s === 'CSA' ? 'USA' : 'CSA');
export const R = (n: string) => `dixie ${n}`;

/** A card on the battlefield. Short keys keep the state small. */
export interface BCard {
  id: number;
  /** face up */
  up?: 1;
  /** hits (units: 7.3; leaders: 11.3) */
  h?: number;
  /** fired this battle turn (7.0) */
  f?: 1;
  /** combat moves made this battle turn (8.0, 8.4) */
  m?: number;
  /** engaged (8.1) / disengaged (8.2) this turn: the cavalry/leader double move may not do both */
  e?: 1;
  d?: 1;
  /** a decoy (13.6): a face-down leader, terrain or special */
  dc?: 1;
  /** a flank attacker that may fire in the movement step (13.3) */
  fl?: 1;
  /** placed during the current deployment (hidden from the enemy until both have deployed) */
  nw?: 1;
}

/** A card's table flags as a view or a position file spells them (the words of `ViewCard`). */
export interface CardFlags {
  up?: boolean; hits?: number; fired?: boolean; moves?: number;
  engagedMove?: boolean; disengagedMove?: boolean; decoy?: boolean; flank?: boolean;
}

/** The compact state form of a card with those flags: the one mapping for positions and sampled states. */
export function cardWithFlags(id: number, c: CardFlags): BCard {
  const b: BCard = { id };
  if (c.up) b.up = 1;
  if (c.hits) b.h = c.hits;
  if (c.fired) b.f = 1;
  if (c.moves) b.m = c.moves;
  if (c.engagedMove) b.e = 1;
  if (c.disengagedMove) b.d = 1;
  if (c.decoy) b.dc = 1;
  if (c.flank) b.fl = 1;
  return b;
}

export interface ActiveSpecial { id: number; side: Side; at: number; until: number; ph: string }

export interface Pending {
  /** the side that distributes the hits (the owner of the hit cards, 7.3) */
  to: Side;
  at: number;
  n: number;
  /** long-range fire: decoys may be hit (13.6) */
  lr?: 1;
  /** counter-battery: every hit on this card (13.4) */
  only?: number;
  /** 13.5: hits from one's own supporting artillery are morale-checked at once */
  im?: 1;
}

export interface Melee {
  at: number;
  by: Side;
  round: 1 | 2;
  /** who must choose next: continue or withdraw (13.1) */
  ask?: Side;
  /** sides that chose to withdraw */
  wd?: Side[];
}

export interface Opts {
  /** positions per line (3, or 5 with 13.8) */
  n: number;
  hist: boolean;
  melee: boolean;
  enfilade: boolean;
  flank: boolean;
  cb: boolean;
  support: boolean;
  decoys: boolean;
  corps: boolean;
  division: boolean;
  limit: number;
}

export type Phase = 'deploy' | 'morale' | 'combat' | 'move' | 'over';

export interface DixieState extends BaseState {
  o: Opts;
  phase: Phase;
  /** whose battle turn it is (5.0) */
  side: Side;
  /** battle turns begun (CSA's first = 1) */
  turn: number;
  /** the day of the historical battle (14.0), 0 otherwise */
  day: number;
  deck: Record<Side, number[]>;
  res: Record<Side, number[]>;
  /** 14.0: the cards for the coming nights and days, in order */
  later: Record<Side, number[]>;
  pos: BCard[][];
  /** holder of each position: the side that last held it alone (attack/defence, 10.3, 11.1) */
  hold: Side[];
  dead: number[];
  sp: ActiveSpecial[];
  /** deployment finished (3.2, 14.0 night) */
  done: Record<Side, boolean>;
  /** combat positions finished this turn, and the current one (7.0) */
  cd: number[];
  ca: number;
  /** hits waiting for their owner to distribute them (7.3) */
  pq: Pending[];
  /** melee in progress (13.1) and positions where melee was declared this turn */
  ml: Melee | null;
  mp: number[];
  /** flank attack being declared (13.3): target position and the reserve cards; cards that failed this turn */
  fg: { at: number; ids: number[] } | null;
  fx: number[];
  /** flank positions attacked this turn (13.3: one flank attack per target position and turn, its cards all chosen
   *  before any check) */
  fd: number[];
  /** 9.0 / 12.0: the side (not the one to move) that may now play its enemy-turn specials at the start of this step
   *  of the enemy's turn; null when none. Opened whenever that side's series has such a special for the step (public) */
  ew: Side | null;
  /** 8.4 «2連続»: the card whose move was the last action of this movement step (-1: none), the only card that may
   *  make a second move now */
  lm: number;
  /** move flags (m + 4·e + 8·d) of cards that went back to the reserve this turn (8.4 double moves); + 16: the card
   *  fired this turn (a 13.1 melee) before it withdrew to the reserve, so it may not move again (7.0) */
  rv: Record<string, number>;
  /** enemy cards a side has been shown (Signal Station) */
  seen: Record<Side, number[]>;
  /** reinforcement draws a side loses (Couriers Delayed) */
  nr: Record<Side, number>;
  /** 13.7: each side's designated army commander (a three-star corps commander), null until designated; kept
   *  whatever other leader arrives and wherever he goes (reserve included), until he is killed or the 13.7 note
   *  makes a wing commander take his place */
  ac: Record<Side, number | null>;
  /** 14.0: the day ends after this turn (Night Falls) */
  eod?: 1;
  /** 14.0: this turn is only the morale step that closes the day («CSAの必要な士気チェックを済ませると終了します») */
  dusk?: 1;
  /** cards in each side's battle deck, for conservation checks */
  total: Record<Side, number>;
  win: { w: Side | null; r: string; rule: string; params?: Record<string, string | number> } | null;
}

export type Log = LogEntry[] | null;

// ---- cards -------------------------------------------------------------------------------------------------

// Card number → side and kind, read as arrays: the rules ask a card's side and type many times a decision (issue 17).
const SIDE_NO: Side[] = [], KIND_NO: number[] = [];
const INF = 1, CAV = 2, ART = 3, HORSE = 4, LEADER = 5, TERRAIN = 6, SPECIAL = 7;
for (const c of SERIES) {
  SIDE_NO[c.no] = c.side;
  KIND_NO[c.no] = c.type === 'infantry' ? INF : c.type === 'cavalry' ? CAV : c.type === 'artillery' ? (c.horse ? HORSE : ART) : c.type === 'leader' ? LEADER : c.type === 'terrain' ? TERRAIN : SPECIAL;
}
/** The kind code of a card (throws, as `card` does, for a number with no card). */
function kind(id: number): number {
  const k = KIND_NO[id % 1000];
  return k === undefined ? (card(id), 0) : k;
}

export const def = (id: number): CardDef => card(id);
export const sideOf = (id: number): Side => SIDE_NO[id % 1000] ?? card(id).side;
export const isUnit = (id: number): boolean => { const k = kind(id); return k >= INF && k <= HORSE; };
export const isLeader = (id: number): boolean => kind(id) === LEADER;
export const isTerrain = (id: number): boolean => kind(id) === TERRAIN;
export const isSpecial = (id: number): boolean => kind(id) === SPECIAL;
export const isArtillery = (id: number): boolean => { const k = kind(id); return k === ART || k === HORSE; };
export const isCavalry = (id: number): boolean => kind(id) === CAV;
export const unit = (id: number): UnitDef => card(id) as UnitDef;
export const leader = (id: number): LeaderDef => card(id) as LeaderDef;
export const isHorse = (id: number): boolean => kind(id) === HORSE;

// ---- geometry ----------------------------------------------------------------------------------------------

export const lineOf = (s: DixieState, p: number): Side => (p < s.o.n ? 'CSA' : 'USA');
export const colOf = (s: DixieState, p: number): number => p % s.o.n;
export const posOf = (s: DixieState, side: Side, col: number): number => (side === 'CSA' ? col : s.o.n + col);
export const facing = (s: DixieState, p: number): number => (p < s.o.n ? p + s.o.n : p - s.o.n);
export const npos = (s: DixieState): number => 2 * s.o.n;
const CODES: Record<number, string[]> = { 3: ['L', 'C', 'R'], 5: ['L', 'LC', 'C', 'RC', 'R'] };
/** The position code of p seen from its own line's owner: CSA columns run L→R, USA columns R→L. */
export function codeOf(s: DixieState, p: number): string {
  const codes = CODES[s.o.n]!;
  const c = colOf(s, p);
  return lineOf(s, p) === 'CSA' ? codes[c]! : codes[s.o.n - 1 - c]!;
}
export function posName(s: DixieState, p: number): string {
  return NAMES[s.o.n]?.[p] ?? `${lineOf(s, p)}-${codeOf(s, p)}`;
}
export function posByName(n: number, name: string): number {
  const [line, code] = name.split('-');
  const codes = CODES[n];
  if (!codes || (line !== 'CSA' && line !== 'USA')) return -1;
  const i = codes.indexOf(code ?? '');
  if (i < 0) return -1;
  return line === 'CSA' ? i : n + (n - 1 - i);
}
export function posNames(n: number): string[] {
  const out: string[] = [];
  const codes = CODES[n]!;
  for (let p = 0; p < 2 * n; p++) out.push(p < n ? `CSA-${codes[p]}` : `USA-${codes[n - 1 - (p - n)]}`);
  return out;
}
/** The position names of each line length, built once (posNames, shared: not to be changed). */
const NAMES: Record<number, readonly string[]> = { 3: posNames(3), 5: posNames(5) };
export const namesOf = (n: number): readonly string[] => NAMES[n]!;
/** Lateral neighbours in the same line (13.2). */
export function flanks(s: DixieState, p: number): number[] {
  const c = colOf(s, p), out: number[] = [];
  if (c > 0) out.push(p - 1);
  if (c < s.o.n - 1) out.push(p + 1);
  return out;
}

// ---- queries -----------------------------------------------------------------------------------------------

export const cardsOf = (s: DixieState, p: number, side: Side): BCard[] => s.pos[p]!.filter((c) => sideOf(c.id) === side);
export const unitsOf = (s: DixieState, p: number, side: Side): BCard[] => s.pos[p]!.filter((c) => !c.dc && sideOf(c.id) === side && isUnit(c.id));
/** How many unit cards of `side` are in p (unitsOf's length, without building the list). */
export function unitCount(s: DixieState, p: number, side: Side): number {
  let n = 0;
  for (const c of s.pos[p]!) if (!c.dc && sideOf(c.id) === side && isUnit(c.id)) n++;
  return n;
}
export function hasUnits(s: DixieState, p: number, side: Side): boolean {
  for (const c of s.pos[p]!) if (!c.dc && sideOf(c.id) === side && isUnit(c.id)) return true;
  return false;
}
/** Enemy presence (8.1): any card of `side` except face-up terrain. Face-down cards count, whatever they are. */
export function present(s: DixieState, p: number, side: Side): boolean {
  for (const c of s.pos[p]!) if (sideOf(c.id) === side && (c.dc || !isTerrain(c.id))) return true;
  return false;
}
export const engaged = (s: DixieState, p: number): boolean => present(s, p, 'CSA') && present(s, p, 'USA');
export function leaderAt(s: DixieState, p: number, side: Side): BCard | undefined {
  for (const c of s.pos[p]!) if (!c.dc && sideOf(c.id) === side && isLeader(c.id)) return c;
  return undefined;
}
export const terrainAt = (s: DixieState, p: number): BCard[] => s.pos[p]!.filter((c) => !c.dc && isTerrain(c.id));
/** How many terrain cards lie in p (terrainAt's length, without building the list). */
export function terrainCount(s: DixieState, p: number): number {
  let n = 0;
  for (const c of s.pos[p]!) if (!c.dc && isTerrain(c.id)) n++;
  return n;
}

/** Where a card is on the battlefield, or -1. */
export function whereIs(s: DixieState, id: number): number {
  for (let p = 0; p < s.pos.length; p++) if (s.pos[p]!.some((c) => c.id === id)) return p;
  return -1;
}
export function findCard(s: DixieState, id: number): { p: number; c: BCard } | null {
  for (let p = 0; p < s.pos.length; p++) {
    const c = s.pos[p]!.find((x) => x.id === id);
    if (c) return { p, c };
  }
  return null;
}

/**
 * What settle asks of every position after every action, from one look at each (issue 17). Index 2·p for the CSA,
 * 2·p + 1 for the USA: unit cards (unitCount), presence (present), the first leader (leaderAt, or -1) and the cards
 * counting against the stack limit (stackCount in battlefield.ts: own units and decoys, and every terrain card).
 */
export interface Census { units: number[]; present: boolean[]; leader: number[]; stack: number[] }
export function census(s: DixieState): Census {
  const units: number[] = [], present: boolean[] = [], leader: number[] = [], stack: number[] = [];
  for (let i = 2 * s.pos.length; i > 0; i--) { units.push(0); present.push(false); leader.push(-1); stack.push(0); }
  const k: Census = { units, present, leader, stack };
  for (let p = 0; p < s.pos.length; p++) {
    let terrain = 0;
    for (const c of s.pos[p]!) {
      const i = 2 * p + (sideOf(c.id) === 'CSA' ? 0 : 1);
      if (c.dc) { k.present[i] = true; k.stack[i]!++; continue; }
      if (isTerrain(c.id)) { terrain++; continue; }
      k.present[i] = true;
      if (isUnit(c.id)) { k.units[i]!++; k.stack[i]!++; }
      else if (isLeader(c.id) && k.leader[i]! < 0) k.leader[i] = c.id;
    }
    k.stack[2 * p]! += terrain; k.stack[2 * p + 1]! += terrain;
  }
  return k;
}

/** Attacking (11.1): a side is on the defence in a position it holds, on the attack elsewhere. */
export const defending = (s: DixieState, p: number, side: Side): boolean => s.hold[p] === side;

/** Refresh who holds each position after any change (10.3, 11.1 important). */
export function updateHolders(s: DixieState, k: Census = census(s)): void {
  for (let p = 0; p < s.pos.length; p++) {
    const c = k.units[2 * p]! > 0, u = k.units[2 * p + 1]! > 0;
    if (c && !u) s.hold[p] = 'CSA';
    else if (u && !c) s.hold[p] = 'USA';
    else if (!c && !u) s.hold[p] = lineOf(s, p);
  }
}

/**
 * A card of the side to move going back to the reserve keeps what it did this turn (s.rv: moves m + 4·e + 8·d, + 16
 * when it fired): a card that fired does not move again this turn (7.0), in the reserve either (13.1 withdrawals, 8.3
 * disorder).
 */
export function keepFlags(s: DixieState, c: BCard): void {
  if (sideOf(c.id) !== s.side) return;
  const v = Math.min(c.m ?? 0, 3) + (c.e ? 4 : 0) + (c.d ? 8 : 0) + (c.f ? 16 : 0);
  if (v) s.rv[c.id] = (s.rv[c.id] ?? 0) | v;
}

/**
 * A new battle turn (5.0) clears the flags of what cards did in the last one (7.0, 8.0, 8.4, 13.3). Each card that had
 * one becomes a new object without them: deleting properties would leave V8 a slow object for every later read.
 */
export function clearTurnFlags(s: DixieState): void {
  for (const st of s.pos) for (let i = 0; i < st.length; i++) {
    const c = st[i]!;
    if (c.f === undefined && c.m === undefined && c.e === undefined && c.d === undefined && c.fl === undefined) continue;
    const { f, m, e, d, fl, ...rest } = c;
    void f; void m; void e; void d; void fl;
    st[i] = rest;
  }
}

export function removeFromBoard(s: DixieState, id: number): BCard | null {
  for (const stack of s.pos) {
    const i = stack.findIndex((c) => c.id === id);
    if (i >= 0) return stack.splice(i, 1)[0]!;
  }
  return null;
}

const pair = <T>(r: Record<Side, T[]>): Record<Side, T[]> => ({ CSA: r.CSA.slice(), USA: r.USA.slice() });

/** A deep copy, field by field (the search bots clone thousands of times a second; structuredClone is slower). */
export function cloneState(s: DixieState): DixieState {
  const r = s.rng;
  const t: DixieState = {
    ...s,
    rng: { ...r, s: [r.s[0], r.s[1], r.s[2], r.s[3]], ...(r.forced ? { forced: r.forced.slice() } : {}), ...(r.picks ? { picks: r.picks.slice() } : {}) },
    o: { ...s.o },
    deck: pair(s.deck), res: pair(s.res), later: pair(s.later), seen: pair(s.seen),
    pos: s.pos.map((st) => st.map((c) => ({ ...c }))),
    hold: s.hold.slice(), dead: s.dead.slice(), sp: s.sp.map((a) => ({ ...a })),
    done: { ...s.done }, cd: s.cd.slice(), pq: s.pq.map((x) => ({ ...x })),
    ml: s.ml ? { ...s.ml, ...(s.ml.wd ? { wd: s.ml.wd.slice() } : {}) } : null,
    mp: s.mp.slice(), fg: s.fg ? { at: s.fg.at, ids: s.fg.ids.slice() } : null, fx: s.fx.slice(), fd: s.fd.slice(),
    rv: { ...s.rv }, nr: { ...s.nr }, ac: { ...s.ac }, total: { ...s.total },
    win: s.win ? { ...s.win, ...(s.win.params ? { params: { ...s.win.params } } : {}) } : null,
  };
  return t;
}
