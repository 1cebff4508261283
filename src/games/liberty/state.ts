/**
 * Liberty game state: the contract shared by every rules file of this folder. Plain JSON-safe data, indexed
 * by integers compiled from the data pack (see `CompiledMap` / `CompiledBlocks` below), small enough to clone
 * per search node (< 8 KB serialised). No log and no undo inside.
 *
 * Rule numbers refer to the Liberty rulebook (../shared/rules/002_…txt).
 */
import type { BaseState } from '../../core/engine.js';
import type { BlockData, CardData, LibertyPack, SideId } from './data/types.js';

export type { SideId };
export const SIDES: readonly SideId[] = ['british', 'american'];
export const SIDE_INDEX: Record<SideId, 0 | 1> = { british: 0, american: 1 };
export const enemyOf = (s: SideId): SideId => (s === 'british' ? 'american' : 'british');

/* ------------------------------------------------------------------ locations
 * A block's location is one integer: a hex index (0 … hexCount-1, = (row-1)*cols + (col-1)) or one of the
 * off-map places below. Pools are per side (the block's own side); the French pool is the face-up pool kept
 * apart until French entry (12.0, 9.0). */
export const LOC = {
  ATLANTIC: 1000, // 1.6
  BWI: 1001, // British West Indies, 9.1
  FWI: 1002, // French West Indies, 9.1
  POOL: 1010, // the owner's face-down reinforcement pool (6.0)
  FRENCH_POOL: 1011, // face-up French pool before entry (12.0)
  PRISONER: 1020, // captured, held face up by the enemy (2.11, 11.5)
} as const;
export const isHex = (loc: number): boolean => loc >= 0 && loc < LOC.ATLANTIC;
export const isWestIndies = (loc: number): boolean => loc === LOC.BWI || loc === LOC.FWI;
/** Places where blocks stand on the board (hexes, Atlantic box, West Indies). */
export const isOnBoard = (loc: number): boolean => isHex(loc) || loc === LOC.ATLANTIC || isWestIndies(loc);

/* ------------------------------------------------------------------ compiled data (built once per pack) */
export interface CompiledMap {
  rows: number;
  cols: number;
  hexCount: number;
  hexIds: string[]; // index → "r06c5"
  hexIndex: Record<string, number>;
  land: boolean[]; // kind === 'land'
  north: boolean[]; // weather zone (4.0)
  townValue: number[]; // 0 = no town or unnumbered
  hasTown: boolean[];
  townColour: (('red' | 'blue' | 'orange') | null)[];
  port: boolean[];
  tribeHome: (string | null)[]; // tribe id whose home town this is
  wilderness: boolean[]; // 1.4, derived
  /** Six neighbour hex indexes per hex (-1 off-map), direction order of data/geometry.ts. */
  neighbours: number[][];
  /** Hexside index between hex i and its neighbour in direction d (-1 off-map). Same index seen from both sides. */
  sideOf: number[][];
  hexsideCount: number;
  /** Per hexside: 'clear' | 'forest' | 'marsh' | 'water'; river-crossed flag (5.2 limit 3, no stop;
   *  river chains only, not lake shores). */
  sideTerrain: ('clear' | 'forest' | 'marsh' | 'water')[];
  sideRiver: boolean[];
  /** River/lake chains as hex index lists (5.6). */
  rivers: { id: string; hexes: number[] }[];
  /** Choke points: hex → ports whose disbanding it blocks when enemy-occupied (11.3). */
  chokeGuards: Record<number, number[]>;
  /** Off-map spaces. */
  spaceValue: { bwi: number; fwi: number };
  /* Added by compile.ts (additive): */
  kind: ('land' | 'sea' | 'lake')[];
  townName: (string | null)[];
  /** Naval choke point hexes (11.3, naval stop S14). */
  choke: boolean[];
  /** Port hex → the choke hexes guarding it (11.3). */
  guardedBy: number[][];
  sideNiagara: boolean[];
  /** Hexside index → its two hexes (lower index first). */
  sideHexes: [number, number][];
  /** 5.6: river moves from each hex (1 or 2 steps along one chain), with the hexsides crossed. */
  riverMoves: RiverMove[][];
  /** Weather zone of the West Indies (4.0: they count as South unless the pack says otherwise). */
  westIndiesNorth: boolean;
  /* Lookup lists for the hot paths (compile.ts), ascending hex index: */
  /** Hexes with a numbered town (supply towns: 6.1/6.2 placements, 11.1 points). */
  supplyTowns: number[];
  /** Port hexes (5.7 sea moves from the Atlantic box). */
  ports: number[];
  /** Per hexside: the 5.2 limit, and whether a (non-Indian) block stops after crossing it (compile.ts). */
  sideLimit: number[];
  sideStops: boolean[];
  /** Per hex: its control when no block stands in it (1.2, 5.3; codes of control.ts). */
  emptyControl: number[];
}

export interface RiverMove {
  to: number;
  /** The intermediate hex of a 2-step move, -1 for a 1-step move. */
  via: number;
  sides: number[];
}

export interface CompiledBlocks {
  count: number;
  data: BlockData[]; // index → data
  index: Record<string, number>;
  side: (0 | 1)[]; // SIDE_INDEX of the owner
  french: boolean[];
  home: number[]; // Indians: home hex index; else -1
  /* Added by compile.ts (additive): */
  maxSteps: number[];
  move: number[];
  indian: boolean[];
  warship: boolean[];
  leader: boolean[];
  militia: boolean[];
  loyalist: boolean[];
  /** nation === 'american' (not French): may not sea-move (5.7) nor enter the West Indies (9.1). */
  american: boolean[];
  /** Block indexes per side index, ascending (for loops over one side's blocks). */
  ofSide: [number[], number[]];
}

export interface Compiled {
  pack: LibertyPack;
  map: CompiledMap;
  blocks: CompiledBlocks;
  cards: CardData[];
}

/* ------------------------------------------------------------------ options */
export interface LibertyOptions {
  /** Path-free: the pack is chosen by id ('default' = the shipped reconstruction) or given inline. */
  pack?: string;
  /** Published optional rules (dossier §7.12), all off by default. */
  escalatingFrenchEntry: boolean;
  supplyCardPrisonerExchange: boolean;
  bwiImmobileUntilFrenchEntry: boolean;
  extraCardPerYear: boolean;
  indianHomeDefence: boolean;
  drawBand: boolean;
}

/* ------------------------------------------------------------------ phases */
export type Phase =
  | 'card' // both choose a card face down (simultaneous), 3.0
  | 'supply' // a supply card's steps are placed, 3.3
  | 'move' // the mover's group moves, 5.x
  | 'draw' // the mover's reinforcement draws and placements, 6.x
  | 'battle-order' // Player 1 picks the next battle, 7.1
  | 'battle' // a battle is being fought, 7.2-7.5, 8.2-8.6 (see BattleState)
  | 'winter' // 11.x, see WinterState
  | 'over';

/** An in-progress group move (5.1): the group's origin and the blocks still able to go on. */
export interface GroupMove {
  from: number;
  /** Block being moved step by step, -1 when none is selected. */
  block: number;
  /** Hexes moved so far by the selected block this move (for move allowance and forced march, 5.5). */
  steps: number;
  /** Path so far (hex indexes) of the selected block. */
  path: number[];
}

/** Per-battle-hex facts gathered during movement and needed by battles (7.x) and pinning (5.4). */
export interface Contest {
  hex: number;
  /** The side that entered a hex held by the other (the attacker, 7.2); for a hex both moved into this turn,
   *  the side that entered second (Player 2, entering the hex Player 1's blocks now hold). */
  attacker: SideId;
  /** Hexsides used by each side to enter, in order of entry ([british, american]); retreat rules 7.4. */
  entrySides: [number[], number[]];
  /** Which side entered last through each hexside (7.4: only the last entrant may retreat through a
   *  shared hexside). key = hexside index. */
  lastThrough: Record<number, SideId>;
  /** Sea attack from the Atlantic box (8.4). */
  seaAttack: boolean;
  /** Player 1 started this battle (for the reserve rule, 7.21). */
  startedByP1: boolean;
}

export interface LibertyState extends BaseState {
  year: number;
  /** Game turn within the year, 1-based. */
  turn: number;
  phase: Phase;
  /** Player 1 and 2 of this turn (3.1); null before cards are revealed. */
  p1: SideId | null;
  /** The side acting in 'supply' | 'move' | 'draw'. */
  mover: SideId | null;
  /** Weather roll of this turn (4.0), 0 before it is rolled. */
  weather: number;
  frenchEntered: boolean;
  /** Block arrays, indexed like Compiled.blocks. */
  loc: number[];
  steps: number[];
  /** Revealed to the enemy (face up) in the current battle (7.1) — cleared after each battle. */
  revealed: number[]; // 0/1
  /** Moved this turn (5.1 one move per turn), 0/1. */
  moved: number[];
  /** Forced march this turn (5.5): a die per block after moves. 0/1. */
  forcedMarch: number[];
  /** Entered its hex this turn by river (7.4/7.5: only those retreat or regroup by river). 0/1. */
  viaRiver: number[];
  /** Player 2's blocks that joined a battle Player 1 started are reserves (7.21). 0/1. */
  reserve: number[];
  /** Cards: indexes into Compiled.cards. Hands are secret to their owners. */
  hands: [number[], number[]];
  /** The card each side chose this turn (face down until both chose), -1 none. */
  played: [number, number];
  /** Action points left for the mover; supply steps left in 'supply'. */
  points: number;
  /** Draws started: no more moves this turn for the mover (3.2). */
  drawing: boolean;
  /** A drawn block waiting to be placed (6.0), -1 none. Visible only to its owner. */
  drawn: number;
  group: GroupMove | null;
  /** Hexside use this turn (5.2): key `${hexside}` → [british, american] counts. */
  sideUse: Record<number, [number, number]>;
  /** 7.5 with 5.2 (issue 23): hexside use by regroups this turn, same keys; a regroup is held to sideUse + this. Kept
   *  apart because it is seen by its own side only (a face-down reserve's regroup path tells what it is: a warship
   *  crosses no hexside, 8.1). Absent when no regroup of the turn crossed a hexside. */
  regroupUse?: Record<number, [number, number]>;
  /** Battle hexes of this turn, in the order they arose. */
  contests: Contest[];
  battle: import('./battle-state.js').BattleState | null;
  winter: import('./winter-state.js').WinterState | null;
  /** Hex control as of the end of the last turn (5.3): 0 neutral, 1 british, 2 american, per hex; then the British
   *  and the French West Indies port (index hexCount, hexCount + 1: 9.1 with 5.3, `wiControlIndex` in control.ts). */
  control: number[];
  /* Added by the sequence developer (additive): */
  /** The data pack's id ('default' = the shipped reconstruction; others registered with `registerLibertyPack`). */
  pack?: string;
  /** Entries into hexes this turn, flat triplets (hex, hexside or -1 by sea, side index): folded into a
   *  Contest when the hex becomes a battle (7.4 needs who entered through which hexside, and last). */
  entries: number[];
  /** Hexes where a reinforcement was placed this turn (6.1, 6.2: at most one per hex). */
  placed: number[];
  /** Cards revealed this year, per side (public history; 3.0). */
  history: [number[], number[]];
  /** Cards dealt this year (3 in 1775, 5 after). */
  handSize: number;
  /** Optional rules in force (dossier §7.12), copied from the options at setup. */
  optional: Partial<Record<'escalatingFrenchEntry' | 'supplyCardPrisonerExchange' | 'bwiImmobileUntilFrenchEntry' | 'extraCardPerYear' | 'indianHomeDefence' | 'drawBand', boolean>>;
  /** Prisoner exchange offer pending (11.5), or null. */
  result: { winner: SideId | null; reason: string; rule: string; params?: Record<string, number | string> } | null;
}
