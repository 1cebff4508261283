/**
 * War of 1812 game state: the contract shared by every rules file of this folder. Plain JSON-safe data indexed
 * by integers compiled from the data pack (compile.ts), small enough to clone per search node (< 8 KB).
 *
 * Rule numbers ("war1812 6.5") refer to docs/war1812-rules.md, our rules designed on the surviving charts
 * (../shared/rules/004_…txt); a rule that restates a chart entry says so ("chart: Wilderness Movement").
 */
import type { BaseState } from '../../core/engine.js';
import type { SideId, UnitType } from './data/types.js';

export type { SideId };
export const SIDES: readonly SideId[] = ['british', 'american'];
export const BR = 0, AM = 1;
export type Side = 0 | 1;
export const sideId = (i: number): SideId => (i === 0 ? 'british' : 'american');
export const sideIndex = (s: SideId): Side => (s === 'british' ? 0 : 1);

/* Unit types, in the order of a stack's `u` array. Land combat units come first (0-8), ships after. */
export const UNITS: readonly UnitType[] = [
  'regular', 'militia', 'fencible', 'regiment', 'artillery', 'cavalry', 'voyageur', 'ranger', 'indian',
  'gunboat', 'schooner', 'brig', 'ship', 'fleet', 'raiders',
];
export const U = {
  REG: 0, MIL: 1, FEN: 2, RGT: 3, ART: 4, CAV: 5, VOY: 6, RNG: 7, IND: 8,
  GUNBOAT: 9, SCHOONER: 10, BRIG: 11, SHIP: 12, FLEET: 13, RAIDERS: 14,
} as const;
export const NU = UNITS.length;
export const LAND_UNITS = 9;
export const unitIndex = (t: string): number => UNITS.indexOf(t as UnitType);
/** 9.1: SP of each ship type (design). */
export const SHIP_SP = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 0, 0];
/** 8.5: the order in which a side gives up SP to hits (design: militia first, regulars last). */
export const LOSS_ORDER = [U.MIL, U.IND, U.FEN, U.RGT, U.VOY, U.RNG, U.CAV, U.ART, U.REG];
/** 6.6: units that may use wilderness trails (chart: Indians, voyageurs, rangers). */
export const TRAIL_UNITS = [U.VOY, U.RNG, U.IND];

/** Control of a land space (per space): a side, the tribes, or Spain. */
export const NATIVE = 2, SPANISH = 3;

/** A stack: an Expedition (a marker with at least one leader, chart: Force Display) or the units standing in
 *  a space without a leader (garrison, marker ''). Squadrons are expeditions of ships on a lake or in port. */
export interface Stack {
  id: string;
  side: Side;
  at: number;
  leaders: number[];
  /** SP (land units) or ship counts (ships), by unit index. */
  u: number[];
}

export interface Mover {
  stack: number;
  mp: number;
  /** The space the mover came from on its last step (8.6: where a beaten attacker retreats). */
  from: number;
  /** Unit types picked up or dropped in this space since the last step (6.10: no back and forth). */
  touched: number;
  moved: boolean;
  /** Activated by an event regardless of initiative. */
  event?: boolean;
}

export interface OpsState {
  card: number;
  value: number;
  left: number;
  /** 5.6: a leader drawn at random, waiting for the player to choose where he goes. */
  leader: number;
  /** 5.1: the kind of OPs use chosen, whose target comes next (null: choose a kind). */
  pick?: 'fort' | 'raise' | 'shift' | 'road' | 'blockade' | 'privateers' | 'ships' | null;
  /** 5.1: MP of an activation granted by an event. */
  mp?: number;
}

export interface Build {
  side: Side;
  port: number;
  unit: number;
  steps: number;
}

export interface Appear {
  side: Side;
  at: number;
  unit: number;
}

export type Phase =
  | 'play' // 4.4: the active side plays a card
  | 'ops' // 5.x: spending Operations Points
  | 'move' // 6.x: an activated expedition moves
  | 'activate' // 5.1: an event activates an expedition of the player's choice
  | 'napoleon' // 11.6: the British choose how to commit the Napoleon reinforcements
  | 'lastcard' // 12.4: each side plays one more card
  | 'over';

export interface War1812State extends BaseState {
  year: number;
  /** Turn of the year 1-5: 1 Jan-Mar (winter), 2 Apr-May, 3 Jun-Jul, 4 Aug-Sep, 5 Oct-Dec. */
  turn: number;
  phase: Phase;
  /** The side to act. */
  active: Side;
  /** The side that played first this turn (4.4). */
  first: Side;
  hands: [number[], number[]];
  deck: number[];
  discard: number[];
  removed: number[];
  stacks: Stack[];
  /** Per space: controlling side (0/1), NATIVE or SPANISH; lakes and sea zones -1. */
  control: number[];
  fort: number[];
  /** Per space, bit flags (FLAG below). */
  flags: number[];
  /** Connection indices upgraded to stage road (5.7). */
  roads: number[];
  /** Per sea zone (compiled order): 0 none, 1 partial, 2 full blockade (5.8). */
  blockade: number[];
  /** Per tribe: 0 neutral, 1 hostile, 2 subjugated (11.4). */
  tribes: number[];
  /** Peace Track boxes of the British and American markers (11.1). */
  peace: [number, number];
  /** Leaders in each side's pool (10.2); leaders not in a pool or a stack are out of the game. */
  pool: [number[], number[]];
  appear: Appear[];
  /** 5.4: OPs spent raising units this turn per space, and markers placed per space and unit. */
  raisedOps: Record<number, number>;
  raisedUnits: Record<string, number>;
  builds: Build[];
  ops: OpsState | null;
  mover: Mover | null;
  /** 11.6: Napoleon step (0 none, 1 defeated, 2 escaped from Elba, 3 Waterloo) and when each happened. */
  nap: number;
  napTurn: number[];
  /** Wellington: 0 not yet offered, 1 committed, 2 held back (chart). */
  wellington: number;
  /** 11.6: the Napoleon reinforcement waiting for the British choice (1, 2; 0 none). */
  napPending: number;
  coastalRaiders: boolean;
  /** 12.4: sides that still have their last card to play (bit 1 British, 2 American). */
  lastCards: number;
  /** 12.x: the Ghent figures once peace is declared. */
  ghent: { numbers: [number, number]; shift: number; box: number } | null;
  /** 11.5: winter lay-up already scored this winter, per side (bit). */
  layup: number;
  /** Data pack id (options.pack). */
  pack: string;
  result: { winner: SideId | null; reason: string; rule: string; params?: Record<string, string | number> } | null;
}

/** Per-space flags. */
export const FLAG = {
  CAPTURED: 1, // 11.3: City Captured marker (the owner's marker moved once)
  BURNED: 2, // 11.3: Burned marker
  STAR_B: 4, // 11.2: the British have scored this objective star
  STAR_A: 8,
  PORT_ACTIVE: 16, // 5.9: lake port activated for shipbuilding
  PORT_DESTROYED: 32, // 5.9: lake port destroyed by the enemy
} as const;

/** Turn index since the start of 1812 (for ordering the Napoleon events). */
export const turnIndex = (year: number, turn: number): number => (year - 1812) * 5 + turn;
export const isWinter = (turn: number): boolean => turn === 1;
