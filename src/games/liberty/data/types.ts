/**
 * Liberty data model: the shape of a data pack (map, blocks, cards, setup, rule parameters). Packs are JSON
 * files validated by `schema.ts` + `validate.ts`; the rules engine compiles a pack into integer-indexed
 * tables once (`compile.ts`) and never reads the JSON in its hot path.
 *
 * Every value that is not a rule of the game carries its provenance, because the map, roster, card mix and
 * setup we ship are reconstructions (see docs/liberty-data.md): a player who owns the game can correct them.
 */

/** Where a value comes from. `fact`: a cited public source; `rule`: the rulebook; `inference`: reasoned
 *  from facts; `reconstruction`: invented placeholder consistent with the facts. */
export type Provenance = 'fact' | 'rule' | 'inference' | 'reconstruction';
export interface Prov {
  prov: Provenance;
  /** Source id from the dossier (S1…S21), a rule number ("R 11.4"), or a short reason. */
  source?: string;
  /** Added (optional): per-field provenance where one object mixes facts and guesses, e.g. Boston's value 3
   *  is a rule (11.4) while its hex is reconstructed. Keys are field names; unlisted fields take `prov`. */
  fields?: Record<string, { prov: Provenance; source?: string }>;
}

export type SideId = 'british' | 'american';
export type Nation = 'british' | 'hessian' | 'loyalist' | 'indian' | 'american' | 'french';
export type BlockType = 'leader' | 'foot' | 'light' | 'rifle' | 'guards' | 'militia' | 'dragoon' | 'warship' | 'indian';
export type Tribe = 'cherokee' | 'mohawk' | 'shawnee';
export type TownColour = 'red' | 'blue' | 'orange';
export type Zone = 'north' | 'south';
export type HexKind = 'land' | 'sea' | 'lake';
export type HexsideTerrain = 'clear' | 'forest' | 'marsh' | 'water';

export interface TownData extends Prov {
  name: string;
  nameJa?: string;
  /** Supply value 1-4 (winter supply limit and British victory points); 0 = unnumbered town (1.2). */
  value: number;
  colour: TownColour;
  port: boolean;
  /** Orange Indian towns: the tribe whose home it is (2.25, 10.0). */
  tribe?: Tribe;
}

export interface HexData extends Prov {
  /** "r06c5": row 1-22 north→south, column 1-7 west→east ("odd-r" offset, odd rows shifted east). */
  id: string;
  row: number;
  col: number;
  kind: HexKind;
  /** Half hexes on the map edge are fully playable (1.1); drawn clipped. */
  half?: boolean;
  /** Weather zone (4.0). */
  zone: Zone;
  town?: TownData;
  /** A naval choke point: naval movement stops here, and enemy occupation prevents disbanding in the
   *  listed ports (11.3: Yorktown → Chesapeake ports, Dover → Philadelphia). */
  choke?: { guards: string[] } & Prov;
}

/** A hexside that is not plain clear land. Sides touching a sea or lake hex are `water` unless listed. */
export interface HexsideData extends Prov {
  a: string;
  b: string;
  terrain: HexsideTerrain;
  /** The Niagara Falls barrier: no river/lake movement across it (5.6). */
  niagara?: boolean;
}

export interface RiverData extends Prov {
  id: string;
  name: string;
  nameJa?: string;
  kind: 'river' | 'lake';
  /** Ordered chain of adjacent hexes: a river move (5.6) goes at most 2 steps along one chain. The side
   *  between two consecutive hexes counts as crossed by the river (5.2: forest/marsh limit 3, no stop). */
  hexes: string[];
}

export type SpaceId = 'atlantic' | 'bwi' | 'fwi';
export interface SpaceData extends Prov {
  id: SpaceId;
  name: string;
  nameJa?: string;
  /** West Indies: supply value (victory points, winter supply) and the owning colour. */
  value: number;
  colour?: TownColour;
  zone?: Zone;
}

export interface BlockData extends Prov {
  id: string;
  name: string;
  nameJa?: string;
  /** Block-face label, number included ("Wash.", "ワシントン", "英正規2"): Muster's own, not the publisher's.
   *  Optional: without it the client derives one from the name (src/client/games/liberty/labels.ts). */
  short?: string;
  /** The same in Japanese (at most 6 characters; the board squeezes more than about 4 to fit a block). */
  shortJa?: string;
  side: SideId;
  nation: Nation;
  type: BlockType;
  /** Maximum strength 2-4 (2.11). */
  maxSteps: number;
  /** Fire letter and number, e.g. B2 (2.12). */
  fire: { letter: 'A' | 'B' | 'C'; number: number };
  /** Movement allowance in hexes (2.13). */
  move: number;
  /** Indians: their own town's hex id (2.25, 10.0). */
  home?: string;
}

export interface CardData extends Prov {
  id: string;
  kind: 'action' | 'supply';
  /** Action points (1-3) for action cards; steps (2-3) for supply cards (3.1, 3.3). */
  value: number;
}

export interface PlacementData extends Prov {
  block: string;
  /** A hex id or a space id. */
  at: string;
  steps: number;
}

/** (Added, optional: `prov`/`source`/`fields` from Partial<Prov>, so the rule parameters carry provenance too.) */
export interface LibertyRulesData extends Partial<Prov> {
  startYear: number;
  endYear: number;
  turnsPerYear: number;
  /** Cards dealt per year: `byYear` overrides `default` (1775 is a short year of 3). */
  handSize: { default: number; byYear: Record<string, number> };
  victory: { britishAtLeast: number; americanBelow: number };
  frenchEntry: { firstWinter: number; twoDiceAtLeast: number };
  westIndiesStackLimit: number;
  /** Published optional rules (dossier §7.12), all off by default. */
  optionalRules: Record<string, { default: boolean; en: string; ja?: string } & Prov>;
}

export interface LibertyPack {
  format: 'muster-liberty-pack/1';
  name: string;
  /** Plain notice shown in docs and UI: what in this pack is reconstructed. */
  notice: { en: string; ja: string };
  grid: { rows: number; cols: number; layout: 'odd-r' };
  hexes: HexData[];
  hexsides: HexsideData[];
  rivers: RiverData[];
  spaces: SpaceData[];
  blocks: BlockData[];
  cards: CardData[];
  setup: { year: number; placements: PlacementData[] } & Prov;
  rules: LibertyRulesData;
}
