/**
 * Compiles a War of 1812 data pack and deck into integer-indexed tables, once per pack: the rules files read
 * only these (never the JSON) on their hot paths.
 */
import type { CardData, Effect, LeaderData, Route, War1812Pack } from './data/types.js';
import { NATIVE, SPANISH, unitIndex, NU } from './state.js';

export const ROUTES: readonly Route[] = ['water', 'stage', 'settled', 'frontier', 'indian', 'trail', 'lake', 'sea'];
export const R = { WATER: 0, STAGE: 1, SETTLED: 2, FRONTIER: 3, INDIAN: 4, TRAIL: 5, LAKE: 6, SEA: 7 } as const;
/** Chart: Terrain Effect Chart, movement point cost of each route (lake and sea: design). */
export const ROUTE_MP = [1, 1, 2, 2, 4, 4, 1, 2];
/** Chart: Terrain Effect Chart, supply of each route: 2 full, 1 partial, 0 none. */
export const ROUTE_SUPPLY = [2, 1, 1, 1, 1, 0, 2, 2];

export const KIND = { LAND: 0, LAKE: 1, SEA: 2 } as const;
export const TERRAIN = { SETTLED: 0, FRONTIER: 1, WILDERNESS: 2, INDIAN: 3 } as const;
/** Location types: 0 none, then the chart's rows. */
export const LOCT = { NONE: 0, MAJOR: 1, MINOR: 2, COUNTRY: 3, FRONTIER: 4, FORT: 5 } as const;

export interface Edge { to: number; conn: number; route: number; dotted: boolean }

export interface CompiledEffect {
  do: Effect['do'];
  who?: number; // peace: 0 self, 1 enemy
  n?: number;
  units?: number[]; // per unit index
  at?: number[];
  leaders?: number[];
  tribe?: number;
  status?: number;
  mp?: number;
  delta?: number;
  zone?: number;
}

export interface Compiled {
  pack: War1812Pack;
  n: number;
  ids: string[];
  index: Record<string, number>;
  name: string[];
  nameJa: string[];
  kind: number[];
  terrain: number[];
  owner: number[];
  loc: number[];
  fort0: number[];
  lakeOf: number[]; // lake space of a port, -1
  portCost: number[];
  seaOf: number[]; // sea zone number (index into seas) of a coastal space, -1
  source: number[]; // supply source side, -1
  star: boolean[];
  tribeOf: number[];
  western: boolean[];
  /** Chart: militia desertion "moving into the US"; design: American militia moving into British North America. */
  us: boolean[];
  canada: boolean[];
  adj: Edge[][];
  conns: { a: number; b: number; route: number; dotted: boolean }[];
  lakes: number[]; // lake space indices
  portsOfLake: Record<number, number[]>;
  seas: number[]; // sea space indices
  seaAdj: number[][]; // zone → zones (by zone number)
  coastOfSea: number[][]; // zone → coastal land spaces
  rivers: number[][];
  tribes: { id: string; name: string; nameJa: string; home: number; status0: number }[];
  leaders: LeaderData[];
  leaderIndex: Record<string, number>;
  lInit: number[];
  lRank: number[];
  lTac: number[];
  lSide: number[];
  lIndian: boolean[];
  lNaval: boolean[];
  lNap: number[];
  lYear: number[];
  cards: CardData[]; // by card id (index 0 unused)
  cOps: number[];
  cSide: number[]; // 0, 1, 2 = either
  cYear: number[];
  cEffects: CompiledEffect[][];
  cardIds: number[];
  mackinac: number;
  quebec: number;
  wellington: number;
  cochrane: number;
  landSpaces: number[];
  /** Supply sources of each side by the data (7.1). */
  sources: [number[], number[]];
  /** Connections a stage road may be built on (5.7: settled and frontier routes). */
  roadable: number[];
  /** Land spaces where each side may raise units (5.4), ascending. */
  raisePlaces: [number[], number[]];
}

const units = (o: Partial<Record<string, number>> | undefined): number[] => {
  const u = new Array<number>(NU).fill(0);
  for (const [k, v] of Object.entries(o ?? {})) { const i = unitIndex(k); if (i >= 0) u[i] = v ?? 0; }
  return u;
};

export function compile(pack: War1812Pack, cards: CardData[]): Compiled {
  const ids = pack.spaces.map((s) => s.id);
  const index: Record<string, number> = {};
  ids.forEach((id, i) => { index[id] = i; });
  const at = (id: string): number => {
    const i = index[id];
    if (i === undefined) throw new Error(`war1812 data: unknown space "${id}"`);
    return i;
  };
  const n = ids.length;
  const kind = pack.spaces.map((s) => (s.kind === 'land' ? 0 : s.kind === 'lake' ? 1 : 2));
  const seas = pack.spaces.flatMap((s, i) => (s.kind === 'sea' ? [i] : []));
  const seaNo: Record<number, number> = {};
  seas.forEach((sp, z) => { seaNo[sp] = z; });
  const tribes = pack.tribes.map((t) => ({ id: t.id, name: t.name, nameJa: t.nameJa, home: at(t.home), status0: t.status === 'hostile' ? 1 : 0 }));
  const tribeIdx: Record<string, number> = {};
  tribes.forEach((t, i) => { tribeIdx[t.id] = i; });
  const ownerCode = (o: string | undefined) => (o === 'british' ? 0 : o === 'american' ? 1 : o === 'native' ? NATIVE : o === 'spanish' ? SPANISH : -1);
  const locCode = { major: 1, minor: 2, country: 3, frontier: 4, fort: 5 } as Record<string, number>;
  const terrCode = { settled: 0, frontier: 1, wilderness: 2, indian: 3 } as Record<string, number>;

  const c: Compiled = {
    pack, n, ids, index,
    name: pack.spaces.map((s) => s.name),
    nameJa: pack.spaces.map((s) => s.nameJa || s.name),
    kind,
    terrain: pack.spaces.map((s) => (s.terrain ? terrCode[s.terrain]! : -1)),
    owner: pack.spaces.map((s) => ownerCode(s.owner)),
    loc: pack.spaces.map((s) => (s.location ? locCode[s.location]! : 0)),
    fort0: pack.spaces.map((s) => s.fort ?? 0),
    lakeOf: pack.spaces.map((s) => (s.lakePort ? at(s.lakePort) : -1)),
    portCost: pack.spaces.map((s) => s.portCost ?? 0),
    seaOf: pack.spaces.map((s) => (s.coast ? seaNo[at(s.coast)] ?? -1 : -1)),
    source: pack.spaces.map((s) => (s.supplySource === 'british' ? 0 : s.supplySource === 'american' ? 1 : -1)),
    star: pack.spaces.map((s) => !!s.star),
    tribeOf: pack.spaces.map((s) => (s.tribe ? tribeIdx[s.tribe] ?? -1 : -1)),
    western: pack.spaces.map((s) => !!s.westernWilderness),
    us: pack.spaces.map((s) => s.kind === 'land' && s.owner === 'american'),
    canada: pack.spaces.map((s) => s.kind === 'land' && s.owner === 'british'),
    adj: ids.map(() => []),
    conns: [],
    lakes: pack.spaces.flatMap((s, i) => (s.kind === 'lake' ? [i] : [])),
    portsOfLake: {},
    seas,
    seaAdj: seas.map(() => []),
    coastOfSea: seas.map(() => []),
    rivers: pack.rivers.map((r) => r.spaces.map(at)),
    tribes,
    leaders: pack.leaders,
    leaderIndex: {},
    lInit: pack.leaders.map((l) => l.initiative),
    lRank: pack.leaders.map((l) => l.rank),
    lTac: pack.leaders.map((l) => l.tactics),
    lSide: pack.leaders.map((l) => (l.side === 'british' ? 0 : 1)),
    lIndian: pack.leaders.map((l) => !!l.indian),
    lNaval: pack.leaders.map((l) => !!l.naval),
    lNap: pack.leaders.map((l) => l.nap ?? 0),
    lYear: pack.leaders.map((l) => l.year ?? 0),
    cards: [],
    cOps: [], cSide: [], cYear: [], cEffects: [], cardIds: [],
    mackinac: index['fort-mackinac'] ?? index['ft-mackinac'] ?? -1,
    quebec: at('quebec'),
    wellington: -1,
    cochrane: -1,
    raisePlaces: [[], []],
    landSpaces: pack.spaces.flatMap((s, i) => (s.kind === 'land' ? [i] : [])),
    sources: [pack.spaces.flatMap((s, i) => (s.kind === 'land' && s.supplySource === 'british' ? [i] : [])), pack.spaces.flatMap((s, i) => (s.kind === 'land' && s.supplySource === 'american' ? [i] : []))],
    roadable: pack.connections.flatMap((k, i) => (k.route === 'settled' || k.route === 'frontier' ? [i] : [])),
  };
  pack.leaders.forEach((l, i) => { c.leaderIndex[l.id] = i; });
  c.wellington = c.leaderIndex['wellington'] ?? -1;
  c.cochrane = c.leaderIndex['cochrane'] ?? -1;

  pack.connections.forEach((k, ci) => {
    const a = at(k.a), b = at(k.b);
    const route = ROUTES.indexOf(k.route);
    c.conns.push({ a, b, route, dotted: !!k.dotted });
    if (kind[a] === 2 && kind[b] === 2) {
      c.seaAdj[seaNo[a]!]!.push(seaNo[b]!);
      c.seaAdj[seaNo[b]!]!.push(seaNo[a]!);
      return;
    }
    c.adj[a]!.push({ to: b, conn: ci, route, dotted: !!k.dotted });
    c.adj[b]!.push({ to: a, conn: ci, route, dotted: !!k.dotted });
  });
  for (let i = 0; i < n; i++) {
    const lake = c.lakeOf[i]!;
    if (lake >= 0) (c.portsOfLake[lake] ??= []).push(i);
    const z = c.seaOf[i]!;
    if (z >= 0) c.coastOfSea[z]!.push(i);
    if (kind[i] === 0 && c.loc[i]! >= 1 && c.loc[i]! <= 4) {
      if (c.owner[i] === 0) c.raisePlaces[0].push(i);
      if (c.owner[i] === 1) c.raisePlaces[1].push(i);
    }
  }
  for (const l of c.lakes) c.portsOfLake[l] ??= [];

  const maxId = cards.reduce((m, k) => Math.max(m, k.id), 0);
  c.cards = new Array(maxId + 1);
  for (const k of cards) {
    c.cards[k.id] = k;
    c.cOps[k.id] = k.ops;
    c.cSide[k.id] = k.side === 'british' ? 0 : k.side === 'american' ? 1 : 2;
    c.cYear[k.id] = k.year;
    c.cEffects[k.id] = k.effects.map((e) => compileEffect(c, e, at));
    c.cardIds.push(k.id);
  }
  c.cardIds.sort((a, b) => a - b);
  return c;
}

function compileEffect(c: Compiled, e: Effect, at: (id: string) => number): CompiledEffect {
  switch (e.do) {
    case 'peace': return { do: e.do, who: e.who === 'self' ? 0 : 1, n: e.n };
    case 'units': case 'ships': return { do: e.do, units: units(e.units), at: e.at.filter((x) => x in c.index).map(at) };
    case 'leaders': return { do: e.do, leaders: e.leaders.filter((l) => l in c.leaderIndex).map((l) => c.leaderIndex[l]!) };
    case 'tribe': return { do: e.do, tribe: c.tribes.findIndex((t) => t.id === e.tribe), status: e.status === 'hostile' ? 1 : 0 };
    case 'draw': case 'discard': case 'attrition': return { do: e.do, n: e.n };
    case 'activate': return { do: e.do, mp: e.mp ?? 0 };
    case 'blockade': return { do: e.do, delta: e.delta, zone: e.zone ? c.seas.indexOf(at(e.zone)) : -1 };
    case 'fort': return { do: e.do, at: e.at.filter((x) => x in c.index).map(at) };
    case 'raiders': return { do: e.do };
  }
}

export const spaceName = (c: Compiled, i: number, lang: 'en' | 'ja' = 'en'): string =>
  (lang === 'ja' ? c.nameJa[i] : c.name[i]) ?? String(i);
