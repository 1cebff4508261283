/**
 * War of 1812 data model: the shape of a data pack (map, leaders, setup, turn track, cards, tunable
 * parameters). Only the player-aid charts of the game survive (../shared/rules/004_…txt): every chart entry is
 * binding, everything else is designed (docs/war1812-rules.md). Packs are JSON files validated by `schema.ts`
 * + `validate.ts`; the engine compiles a pack into integer-indexed tables once and never reads JSON in play.
 *
 * Every value carries its provenance: `fact` (a cited historical source: a place, a date, a person),
 * `chart` (an entry of the surviving charts), `design` (ours: placement, values, costs, card texts).
 */

export type Provenance = 'fact' | 'chart' | 'design';
export interface Prov {
  prov: Provenance;
  /** A short source or reason ("chart L274", "Hitsman 1965", "design: 1812 garrison strength"). */
  source?: string;
}

export type SideId = 'british' | 'american';
/** Who owns a space at the start (its nationality for the Ghent count, 12.3): tribes' land is `native`. */
export type Owner = SideId | 'native' | 'spanish';

/** Terrain of a land space (chart: Terrain Effect Chart rows). `indian` = a Civilized Indian area. */
export type Terrain = 'settled' | 'frontier' | 'wilderness' | 'indian';
export type SpaceKind = 'land' | 'lake' | 'sea';

/** Chart: location types; `fort` = a fort position with no town. */
export type LocationType = 'major' | 'minor' | 'country' | 'frontier' | 'fort';

/** Chart: Terrain Effect Chart route rows. `lake` = shore space to its lake space (squadrons), `sea` = coastal
 *  space to its sea zone, or sea zone to sea zone (fleets). */
export type Route = 'water' | 'stage' | 'settled' | 'frontier' | 'indian' | 'trail' | 'lake' | 'sea';

export type UnitType =
  | 'regular' | 'militia' | 'fencible' | 'regiment' | 'artillery' | 'cavalry' | 'voyageur' | 'ranger' | 'indian'
  | 'gunboat' | 'schooner' | 'brig' | 'ship'
  | 'fleet' | 'raiders';

export interface SpaceData extends Prov {
  /** Lower-case id: "kingston", "lake-ontario", "sea-chesapeake". */
  id: string;
  name: string;
  nameJa: string;
  kind: SpaceKind;
  /** Real position of the place (WGS84 degrees), for drawing the map from the data. Lakes and sea zones:
   *  a point on the water where the label goes. */
  lat: number;
  lon: number;
  /** Land only. */
  terrain?: Terrain;
  owner?: Owner;
  location?: LocationType;
  /** Fort level at the start (0-3); a city may have a fort too. */
  fort?: number;
  /** The lake this space is a port on (id of a `lake` space); ports build ships (chart: port chart). */
  lakePort?: string;
  /** Port chart (design): OPs to activate the port for shipbuilding; 0 = functioning at the start. */
  portCost?: number;
  /** The sea zone this coastal space touches (id of a `sea` space). */
  coast?: string;
  /** A supply source of this side (chart: major cities are US supply sources). */
  supplySource?: SideId;
  /** Objective star (chart: Victory). */
  star?: boolean;
  /** A tribe's home (id of a tribe in `tribes`). */
  tribe?: string;
  /** A western wilderness position (chart: Ghent count, 1 point). */
  westernWilderness?: boolean;
  /** Region for desertion (chart: militia moving into the US) and display. */
  region: 'us' | 'canada' | 'maritimes' | 'northwest' | 'south' | 'west' | 'florida' | 'water';
}

export interface ConnectionData extends Prov {
  a: string;
  b: string;
  route: Route;
  /** A Great Lakes or Mississippi line (chart: blue dotted line, Wilderness Movement +2). */
  dotted?: boolean;
}

/** Chart: Ohio and Mississippi runs, downstream only, 4 MP from the first space to any later one. */
export interface RiverRunData extends Prov {
  id: string;
  name: string;
  nameJa: string;
  /** Spaces in downstream order (Pittsburgh … Ft. Massac, Ft. Jefferson; St. Louis … New Orleans). */
  spaces: string[];
}

export interface TribeData extends Prov {
  id: string;
  name: string;
  nameJa: string;
  /** Status at the start (chart: hostile-tribe and subjugated-tribe markers). */
  status: 'neutral' | 'hostile';
  /** The spaces that make up the tribe's lands; subjugated by an American win or capture at `home`. */
  home: string;
}

export interface LeaderData extends Prov {
  id: string;
  name: string;
  nameJa: string;
  side: SideId;
  /** Chart: initiative 1-4 (a card of at least this value activates his expedition). */
  initiative: number;
  /** Chart: rank 1-3 stars (the highest-ranked leader present commands). */
  rank: number;
  /** Chart: tactics 1-3 (added to combat and wilderness rolls). */
  tactics: number;
  /** An Indian leader (chart: may enter Civilized Indian areas with Indians). */
  indian?: boolean;
  /** A naval commander (commands squadrons; no land tactics). */
  naval?: boolean;
  /** Chart: "Nap.1" / "Nap.2" leaders arrive after Napoleon's defeat. */
  nap?: 1 | 2;
  /** Designed: the year the leader enters the pool (absent: in the pool at the start). */
  year?: number;
}

export interface ForceData {
  /** Expedition marker ("A", "ER"), or absent for units standing in a space without a leader (garrison). */
  expedition?: string;
  at: string;
  leaders?: string[];
  units: Partial<Record<UnitType, number>>;
}

export interface SetupData extends Prov {
  side: SideId;
  forces: (ForceData & Prov)[];
}

/** A scheduled arrival on the turn track (design, from the order of battle). */
export interface ArrivalData extends Prov {
  year: number;
  /** Turn of the year, 1-5 (TURNS below). */
  turn: number;
  side: SideId;
  at: string;
  units: Partial<Record<UnitType, number>>;
  leaders?: string[];
}

/** One effect of a card's event (card texts explain them in words; the engine executes these). */
export type Effect =
  /** Move a peace marker: `who` is relative to the player of the card; n > 0 advances (toward peace). */
  | { do: 'peace'; who: 'self' | 'enemy'; n: number }
  /** Place units at the first listed space the player controls (none: no effect). */
  | { do: 'units'; units: Partial<Record<UnitType, number>>; at: string[] }
  /** Put leaders into the player's pool. */
  | { do: 'leaders'; leaders: string[] }
  /** Set a tribe's status. */
  | { do: 'tribe'; tribe: string; status: 'neutral' | 'hostile' }
  /** Ships join the player's squadron at the first listed port the player controls. */
  | { do: 'ships'; units: Partial<Record<UnitType, number>>; at: string[] }
  /** The player draws n cards. */
  | { do: 'draw'; n: number }
  /** The opponent discards n cards at random. */
  | { do: 'discard'; n: number }
  /** Activate one expedition of the player's whatever its commander's initiative (4 MP, or mp). */
  | { do: 'activate'; mp?: number }
  /** Raise (+1) or lower (-1) the blockade level of a sea zone (the British player's zone of choice if absent). */
  | { do: 'blockade'; delta: number; zone?: string }
  /** Free fort level at the first listed space the player controls. */
  | { do: 'fort'; at: string[] }
  /** The opponent's largest expedition (most SP) loses n SP (disease, desertion, a mutiny). */
  | { do: 'attrition'; n: number }
  /** The British coastal raiders become available. */
  | { do: 'raiders' };

export interface CardData extends Prov {
  /** 1-150, unique. */
  id: number;
  title: string;
  titleJa: string;
  /** Operations Points value 1-4. */
  ops: number;
  /** Whose event it is (`either`: both may play it as an event). */
  side: SideId | 'either';
  /** The card enters the deck at the start of this year (1812 = in the first deck). */
  year: number;
  /** Removed from the game after its event is played (else discarded and reshuffled later). */
  remove?: boolean;
  /** The event moves a peace marker (chart: not playable as an event with the last card). */
  peace?: boolean;
  /** The event may be played only after Napoleon's defeat (1) / escape (2) … (design). */
  needsNapoleon?: number;
  /** Napoleon step this card triggers (1 defeat, 2 escape from Elba, 3 Waterloo). */
  napoleon?: 1 | 2 | 3;
  effects: Effect[];
  text: string;
  textJa: string;
}

/** Tunable design parameters (the balance report tunes these). */
export interface ParamsData {
  /** Peace Track boxes 0..trackMax; the British marker starts at 0 and the American at trackMax. */
  trackMax: number;
  britishStart: number;
  americanStart: number;
  /** From this year on, both markers advance this many boxes at the end of every turn (war weariness). */
  wearinessFrom: number;
  weariness: number;
  /** Result bands by the box where the pair ends: box <= britishDecisive → British decisive, etc. */
  britishDecisive: number;
  britishMarginal: number;
  americanMarginal: number;
  americanDecisive: number;
  /** Cards dealt per turn: [winter, spring, summer, late summer, autumn]. */
  cardsPerTurn: number[];
  /** Movement points of an activated expedition (chart: 4). */
  activationMP: number;
}

export interface War1812Pack {
  format: 'muster-war1812-pack/1';
  name: string;
  notice: { en: string; ja: string };
  spaces: SpaceData[];
  connections: ConnectionData[];
  rivers: RiverRunData[];
  tribes: TribeData[];
  leaders: LeaderData[];
  setup: SetupData[];
  arrivals: ArrivalData[];
  /** Expedition markers of each side (chart: A-E, ER for the British …). */
  markers: Record<SideId, string[]>;
  params: ParamsData;
}
