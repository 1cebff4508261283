/**
 * A tiny hand-built Liberty map and roster for the battle tests (compiled with the real compile.ts), and a
 * state builder. Grid 4 rows x 5 columns ("odd-r"); column 5 is sea. The usual battle hex is Mid (r02c3):
 *
 *   Mid r02c3 (blue town, 1)   neighbours: ne r01c3, e r02c4 (Port), se r03c3, sw r03c2, w r02c2, nw r01c2
 *   Port r02c4 (red port, 2)   next to the sea (r02c5)
 *   Castle r03c1 (orange, Mohawk home, wilderness); r03c2 wilderness
 *   hexsides: Mid|r02c2 forest; Mid|r01c2 marsh; Mid|r01c3 forest crossed by the river (limit 3, no stop)
 *   river chain r01c3 - r02c3 - r03c3 - r04c3
 */
import type { LibertyPack, BlockData, HexData, HexsideData } from '../../src/games/liberty/data/types.ts';
import { compile } from '../../src/games/liberty/compile.ts';
import { LOC, SIDE_INDEX, type Compiled, type Contest, type LibertyState, type SideId } from '../../src/games/liberty/state.ts';
import { createRng, forceDice } from '../../src/core/rng.ts';
import { initialControl } from '../../src/games/liberty/control.ts';
import { startBattle, battleActions, battleActiveSides, applyBattleAction } from '../../src/games/liberty/combat.ts';
import type { BattleAction } from '../../src/games/liberty/battle-state.ts';
import type { LogEntry } from '../../src/core/log.ts';

const P = { prov: 'reconstruction' as const, source: 'test fixture' };
const ROWS = 4, COLS = 5;

function hexes(): HexData[] {
  const out: HexData[] = [];
  for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLS; col++) {
    const id = `r0${row}c${col}`;
    const h: HexData = { id, row, col, kind: col === 5 ? 'sea' : 'land', zone: row <= 2 ? 'north' : 'south', ...P };
    if (id === 'r02c3') h.town = { name: 'Mid', value: 1, colour: 'blue', port: false, ...P };
    if (id === 'r02c4') h.town = { name: 'Port', value: 2, colour: 'red', port: true, ...P };
    if (id === 'r03c1') h.town = { name: 'Castle', value: 0, colour: 'orange', port: false, tribe: 'mohawk', ...P };
    if (id === 'r04c4') h.town = { name: 'Harbour', value: 1, colour: 'blue', port: true, ...P };
    out.push(h);
  }
  return out;
}

const sides: HexsideData[] = [
  { a: 'r02c2', b: 'r02c3', terrain: 'forest', ...P },
  { a: 'r01c2', b: 'r02c3', terrain: 'marsh', ...P },
  { a: 'r01c3', b: 'r02c3', terrain: 'forest', ...P },
  { a: 'r03c1', b: 'r03c2', terrain: 'forest', ...P },
  { a: 'r03c1', b: 'r04c1', terrain: 'forest', ...P },
  { a: 'r03c2', b: 'r04c2', terrain: 'forest', ...P },
];

type Fire = BlockData['fire'];
const blk = (id: string, side: SideId, nation: BlockData['nation'], type: BlockData['type'], maxSteps: number, fire: string, move = 1, home?: string): BlockData => ({
  id, name: id, side, nation, type, maxSteps, fire: { letter: fire[0] as Fire['letter'], number: Number(fire[1]) }, move, ...(home ? { home } : {}), ...P,
});

export const BLOCKS: BlockData[] = [
  blk('b_line1', 'british', 'british', 'foot', 4, 'C2'),
  blk('b_line2', 'british', 'british', 'foot', 4, 'C2'),
  blk('b_guards', 'british', 'british', 'guards', 3, 'C4'),
  blk('b_light', 'british', 'british', 'light', 3, 'B2'),
  blk('b_drag', 'british', 'british', 'dragoon', 3, 'B2', 2),
  blk('rn1', 'british', 'british', 'warship', 3, 'B2', 2),
  blk('rn2', 'british', 'british', 'warship', 3, 'B2', 2),
  blk('mohawk', 'british', 'indian', 'indian', 3, 'B1', 1, 'r03c1'),
  blk('b_loyal', 'british', 'loyalist', 'foot', 3, 'C1'),
  blk('a_cont1', 'american', 'american', 'foot', 4, 'C2'),
  blk('a_cont2', 'american', 'american', 'foot', 4, 'C2'),
  blk('a_rifle', 'american', 'american', 'rifle', 3, 'B3'),
  blk('a_drag', 'american', 'american', 'dragoon', 3, 'B2', 2),
  blk('a_mil', 'american', 'american', 'militia', 3, 'C1'),
  blk('a_art', 'american', 'american', 'leader', 3, 'A1'),
  blk('f_reg', 'american', 'french', 'foot', 4, 'C2'),
  blk('fn1', 'american', 'french', 'warship', 3, 'B2', 2),
  blk('f_drag', 'american', 'french', 'dragoon', 3, 'B2', 2),
];

export const PACK = {
  format: 'muster-liberty-pack/1',
  name: 'battle test fixture',
  notice: { en: 'test', ja: 'test' },
  grid: { rows: ROWS, cols: COLS, layout: 'odd-r' },
  hexes: hexes(),
  hexsides: sides,
  rivers: [{ id: 'river', name: 'River', kind: 'river', hexes: ['r01c3', 'r02c3', 'r03c3', 'r04c3'], ...P }],
  spaces: [
    { id: 'atlantic', name: 'Atlantic', value: 0, ...P },
    { id: 'bwi', name: 'BWI', value: 1, colour: 'red', zone: 'south', ...P },
    { id: 'fwi', name: 'FWI', value: 1, colour: 'blue', zone: 'south', ...P },
  ],
  blocks: BLOCKS,
  cards: [],
  setup: { year: 1775, placements: [], ...P },
  rules: {
    startYear: 1775, endYear: 1783, turnsPerYear: 5, handSize: { default: 5, byYear: {} },
    victory: { britishAtLeast: 30, americanBelow: 12 }, frenchEntry: { firstWinter: 1776, twoDiceAtLeast: 8 },
    westIndiesStackLimit: 2, optionalRules: {},
  },
} as unknown as LibertyPack;

export const C: Compiled = compile(PACK);

export const hx = (id: string): number => {
  const h = C.map.hexIndex[id];
  if (h === undefined) throw new Error(`no hex ${id}`);
  return h;
};
export const bk = (id: string): number => {
  const b = C.blocks.index[id];
  if (b === undefined) throw new Error(`no block ${id}`);
  return b;
};
/** Hexside index between two adjacent hexes. */
export function hs(a: string, b: string): number {
  const A = hx(a), B = hx(b);
  const d = C.map.neighbours[A]!.indexOf(B);
  if (d < 0) throw new Error(`${a} and ${b} are not adjacent`);
  return C.map.sideOf[A]![d]!;
}

export const MID = 'r02c3', PORT = 'r02c4';

/** A state with the listed blocks placed (id → [location id or LOC, steps?]); every other block in its pool. */
export function makeState(place: Record<string, [string | number, number?]>, opts: { frenchEntered?: boolean } = {}): LibertyState {
  const n = C.blocks.count;
  const s: LibertyState = {
    rng: createRng('battle-test'), step: 0, year: 1776, turn: 2, phase: 'battle-order', p1: 'british', mover: null, weather: 3,
    frenchEntered: opts.frenchEntered ?? true,
    loc: new Array(n).fill(LOC.POOL), steps: C.blocks.maxSteps.slice(), revealed: new Array(n).fill(0), moved: new Array(n).fill(0),
    forcedMarch: new Array(n).fill(0), viaRiver: new Array(n).fill(0), reserve: new Array(n).fill(0),
    hands: [[], []], played: [-1, -1], points: 0, drawing: false, drawn: -1, group: null, sideUse: {}, contests: [],
    battle: null, winter: null, control: [], entries: [], placed: [], history: [[], []], handSize: 5, optional: {}, result: null,
  };
  for (const [id, [where, steps]] of Object.entries(place)) {
    const b = bk(id);
    s.loc[b] = typeof where === 'number' ? where : hx(where);
    if (steps !== undefined) s.steps[b] = steps;
  }
  initialControl(C, s);
  return s;
}

/** Add a contest (battle) in `hex`; entries are [hexside of entry, side] in order of entry. */
export function addContest(s: LibertyState, hex: string | number, attacker: SideId, entries: [number, SideId][] = [], seaAttack = false): Contest {
  const k: Contest = { hex: typeof hex === 'number' ? hex : hx(hex), attacker, entrySides: [[], []], lastThrough: {}, seaAttack, startedByP1: attacker === s.p1 };
  for (const [side, who] of entries) {
    const l = k.entrySides[SIDE_INDEX[who]];
    if (!l.includes(side)) l.push(side);
    k.lastThrough[side] = who;
  }
  s.contests.push(k);
  return k;
}

export class Battle {
  log: LogEntry[] = [];
  constructor(public s: LibertyState) {}
  start(hex: string | number): this { startBattle(C, this.s, typeof hex === 'number' ? hex : hx(hex), this.log); return this; }
  dice(...d: number[]): this { forceDice(this.s.rng, d); return this; }
  active(): SideId[] { return battleActiveSides(C, this.s); }
  actions(side?: SideId): BattleAction[] { return battleActions(C, this.s, side ?? this.active()[0]!); }
  act(a: BattleAction, side?: SideId): this { applyBattleAction(C, this.s, side ?? this.active()[0]!, a, this.log); return this; }
  fire(id: string): this { return this.act({ type: 'battle-fire', block: bk(id) }); }
  pass(id: string): this { return this.act({ type: 'battle-pass', block: bk(id) }); }
  retreat(id: string, to: string | number): this { return this.act({ type: 'battle-retreat', block: bk(id), to: typeof to === 'number' ? to : hx(to) }); }
  hit(id: string): this { return this.act({ type: 'battle-hit', block: bk(id) }); }
  /** Blocks the active side may act with now (fight step). */
  movers(): string[] {
    const ids = new Set<string>();
    for (const a of this.actions()) if ('block' in a) ids.add(C.blocks.data[a.block]!.id);
    return [...ids];
  }
  steps(id: string): number { return this.s.steps[bk(id)]!; }
  at(id: string): number { return this.s.loc[bk(id)]!; }
  keys(k: string): LogEntry[] { return this.log.filter((e) => e.key === k); }
}
