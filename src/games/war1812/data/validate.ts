/**
 * Semantic checks of a War of 1812 pack that already matches the schema: ids and references, kinds and routes,
 * lake ports and coasts, the graph, river runs, leaders' ranges, the chart's British start, the chart-named
 * places, set-up and arrivals, and the parameters. Every problem is reported (never just the first), each with a
 * JSON path and a plain message.
 */
import type { ForceData, SideId, SpaceData, UnitType, War1812Pack } from './types.js';

export interface PackIssue { path: string; message: string }

/** Chart L274-278: the British on-map start places (their contents are lost), as space ids of the pack. */
export const CHART_BRITISH_PLACES = [
  'georgian-bay', 'amherstburg', 'fort-erie', 'queenston', 'york', 'kingston', 'montreal', 'quebec',
  'new-brunswick', 'nova-scotia', 'mobile',
] as const;

/** Every place the charts name (start places, Ft. Mackinac L136, the river runs L50-56), as pack ids. */
export const CHART_NAMED_PLACES: Record<string, string> = {
  'georgian-bay': 'Georgian Bay', amherstburg: 'Amherstburg', 'fort-erie': 'Lake Erie', queenston: 'Queenston',
  york: 'York', kingston: 'Kingston', montreal: 'Montreal', quebec: 'Quebec', 'new-brunswick': 'New Brunswick',
  'nova-scotia': 'Nova Scotia', mobile: 'Mobile', 'fort-mackinac': 'Ft. Mackinac', pittsburgh: 'Pittsburgh',
  'fort-massac': 'Ft. Massac', 'fort-jefferson': 'Ft. Jefferson', 'st-louis': 'St. Louis', 'new-orleans': 'New Orleans',
};

/** Chart L280-292: the British Force Display and port chart at the start. `at` is fixed only where the chart
 *  fixes it (Kingston in port; ER on the Lake Erie port chart). */
export const CHART_BRITISH_EXPEDITIONS: {
  key: string; label: string; expedition?: string; at?: string; lake?: string; leaders: string[]; units: Partial<Record<UnitType, number>>;
}[] = [
  { key: 'A', label: 'Expedition A', expedition: 'A', leaders: ['brock', 'tecumseh'], units: { regular: 1, militia: 1, indian: 2 } },
  { key: 'B', label: 'Expedition B', expedition: 'B', leaders: ['riall'], units: { regular: 1, fencible: 2, militia: 4 } },
  { key: 'C', label: 'Expedition C', expedition: 'C', leaders: ['sheaffe'], units: { regular: 2, militia: 2 } },
  { key: 'D', label: 'Expedition D', expedition: 'D', leaders: ['prevost'], units: { regular: 2, militia: 2 } },
  { key: 'E', label: 'Expedition E', expedition: 'E', leaders: ['mcdouall'], units: { voyageur: 1, indian: 1 } },
  { key: 'ER', label: 'port chart Expedition ER', expedition: 'ER', lake: 'lake-erie', leaders: ['barclay'], units: { schooner: 1 } },
  { key: 'Kingston', label: 'port chart Kingston in port', at: 'kingston', leaders: ['yeo'], units: { brig: 1, schooner: 1, gunboat: 1 } },
];

/** Chart L194: leader values. */
export const LEADER_RANGES = { initiative: [1, 4], rank: [1, 3], tactics: [1, 3] } as const;

/** A generous box around the map (Nova Scotia to the Mississippi, Gulf to Georgian Bay). */
export const MAP_BOUNDS = { lat: [24, 50], lon: [-100, -55] } as const;

const LAND_ROUTES = new Set(['water', 'stage', 'settled', 'frontier', 'indian', 'trail']);
const SHIPS: UnitType[] = ['gunboat', 'schooner', 'brig', 'ship'];
const LAND_FIELDS = ['terrain', 'owner', 'location', 'fort', 'lakePort', 'portCost', 'coast', 'supplySource', 'star', 'tribe', 'westernWilderness'] as const;

const sameUnits = (a: Partial<Record<string, number>>, b: Partial<Record<string, number>>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false;
  return true;
};
const fmtUnits = (u: Partial<Record<string, number>>) => Object.entries(u).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(', ') || 'nothing';

export function connectionKey(a: string, b: string): string { return a < b ? `${a}|${b}` : `${b}|${a}`; }

export function validateWar1812Pack(pack: War1812Pack): PackIssue[] {
  const issues: PackIssue[] = [];
  const err = (path: string, message: string) => issues.push({ path, message });

  // ---- spaces
  const byId = new Map<string, SpaceData>();
  pack.spaces.forEach((s, i) => {
    const p = `spaces[${i}]`;
    if (byId.has(s.id)) err(`${p}.id`, `duplicate space id "${s.id}"`);
    else byId.set(s.id, s);
    if (s.lat < MAP_BOUNDS.lat[0] || s.lat > MAP_BOUNDS.lat[1]) err(`${p}.lat`, `${s.id}: latitude ${s.lat} is outside North America's map (${MAP_BOUNDS.lat.join('..')})`);
    if (s.lon < MAP_BOUNDS.lon[0] || s.lon > MAP_BOUNDS.lon[1]) err(`${p}.lon`, `${s.id}: longitude ${s.lon} is outside North America's map (${MAP_BOUNDS.lon.join('..')}; west is negative)`);
    if (s.kind === 'land') {
      if (!s.terrain) err(`${p}.terrain`, `land space "${s.id}" has no terrain`);
      if (!s.owner) err(`${p}.owner`, `land space "${s.id}" has no owner`);
      if (s.region === 'water') err(`${p}.region`, `land space "${s.id}" cannot be in region "water"`);
      if (s.terrain === 'indian' && s.owner !== 'native') err(`${p}.owner`, `Civilized Indian area "${s.id}" must be owned by "native", not ${s.owner}`);
      if ((s.portCost !== undefined) !== (s.lakePort !== undefined)) err(`${p}.portCost`, `"${s.id}": a lake port needs a portCost and only lake ports have one`);
      if (s.fort !== undefined && s.fort > 0 && !s.location) err(`${p}.fort`, `"${s.id}" has a level-${s.fort} fort but no location (use location "fort")`);
      if (s.location === 'major' && s.owner === 'american' && s.supplySource !== 'american') {
        err(`${p}.supplySource`, `American major city "${s.id}" must be an American supply source (chart: major city = US supply source)`);
      }
      if (s.supplySource && s.owner !== s.supplySource) err(`${p}.supplySource`, `"${s.id}" is a ${s.supplySource} supply source but owned by ${s.owner}`);
    } else {
      if (s.region !== 'water') err(`${p}.region`, `${s.kind} space "${s.id}" must be in region "water"`);
      for (const f of LAND_FIELDS) if (s[f] !== undefined) err(`${p}.${f}`, `${s.kind} space "${s.id}" cannot have ${f} (land only)`);
    }
  });

  // ---- tribes
  const tribeIds = new Set<string>();
  pack.tribes.forEach((t, i) => {
    const p = `tribes[${i}]`;
    if (tribeIds.has(t.id)) err(`${p}.id`, `duplicate tribe id "${t.id}"`);
    tribeIds.add(t.id);
    const home = byId.get(t.home);
    if (!home) err(`${p}.home`, `unknown space id "${t.home}"`);
    else if (home.kind !== 'land') err(`${p}.home`, `tribe "${t.id}": home ${t.home} is a ${home.kind} space`);
    else if (home.tribe !== t.id) err(`${p}.home`, `tribe "${t.id}": home ${t.home} does not name the tribe (its tribe is ${home.tribe ?? 'unset'})`);
  });
  pack.spaces.forEach((s, i) => {
    if (s.tribe && !tribeIds.has(s.tribe)) err(`spaces[${i}].tribe`, `unknown tribe id "${s.tribe}"`);
    if (s.lakePort) {
      const lake = byId.get(s.lakePort);
      if (!lake) err(`spaces[${i}].lakePort`, `unknown space id "${s.lakePort}"`);
      else if (lake.kind !== 'lake') err(`spaces[${i}].lakePort`, `"${s.id}" is a port on ${s.lakePort}, which is a ${lake.kind} space, not a lake`);
    }
    if (s.coast) {
      const sea = byId.get(s.coast);
      if (!sea) err(`spaces[${i}].coast`, `unknown space id "${s.coast}"`);
      else if (sea.kind !== 'sea') err(`spaces[${i}].coast`, `"${s.id}" touches ${s.coast}, which is a ${sea.kind} space, not a sea zone`);
    }
  });

  // ---- connections
  const seen = new Map<string, number>();
  const adj = new Map<string, Map<string, string>>();
  for (const s of pack.spaces) adj.set(s.id, new Map());
  pack.connections.forEach((c, i) => {
    const p = `connections[${i}]`;
    let ok = true;
    for (const end of ['a', 'b'] as const) if (!byId.has(c[end])) { err(`${p}.${end}`, `unknown space id "${c[end]}"`); ok = false; }
    if (!ok) return;
    if (c.a === c.b) return err(p, `connection joins ${c.a} to itself`);
    const k = connectionKey(c.a, c.b);
    if (seen.has(k)) return err(p, `connection ${c.a}-${c.b} is listed twice (also connections[${seen.get(k)}]); one route per pair`);
    seen.set(k, i);
    const ka = byId.get(c.a)!.kind;
    const kb = byId.get(c.b)!.kind;
    const kinds = [ka, kb].sort().join('-');
    if (c.route === 'lake' && kinds !== 'lake-land') err(`${p}.route`, `lake route ${c.a}-${c.b} joins ${ka} to ${kb}; it joins a shore space to its lake`);
    if (c.route === 'sea' && kinds !== 'land-sea' && kinds !== 'sea-sea') err(`${p}.route`, `sea route ${c.a}-${c.b} joins ${ka} to ${kb}; it joins a coast to its sea zone or two sea zones`);
    if (LAND_ROUTES.has(c.route) && kinds !== 'land-land') err(`${p}.route`, `${c.route} route ${c.a}-${c.b} joins ${ka} to ${kb}; land routes join two land spaces`);
    if (c.dotted && c.route !== 'water') err(`${p}.dotted`, `only water connections are blue dotted lines (${c.a}-${c.b} is ${c.route})`);
    if (c.route === 'sea' && kinds === 'land-sea') {
      const land = ka === 'land' ? c.a : c.b;
      const sea = ka === 'land' ? c.b : c.a;
      if (byId.get(land)!.coast !== sea) err(`${p}`, `sea route ${land}-${sea}: ${land} has coast ${byId.get(land)!.coast ?? 'unset'}`);
    }
    adj.get(c.a)!.set(c.b, c.route);
    adj.get(c.b)!.set(c.a, c.route);
  });
  pack.spaces.forEach((s, i) => {
    if (s.lakePort && byId.get(s.lakePort)?.kind === 'lake' && adj.get(s.id)?.get(s.lakePort) !== 'lake') {
      err(`spaces[${i}].lakePort`, `lake port "${s.id}" has no lake connection to ${s.lakePort}`);
    }
    if (s.coast && byId.get(s.coast)?.kind === 'sea' && adj.get(s.id)?.get(s.coast) !== 'sea') {
      err(`spaces[${i}].coast`, `coastal space "${s.id}" has no sea connection to ${s.coast}`);
    }
    if (adj.get(s.id)?.size === 0 && byId.get(s.id) === s) err(`spaces[${i}]`, `space "${s.id}" has no connection at all`);
  });
  // one component over every route (land routes, lake shores, sea)
  if (pack.spaces.length) {
    const start = pack.spaces.find((s) => s.kind === 'land')?.id ?? pack.spaces[0]!.id;
    const reached = new Set([start]);
    const queue = [start];
    while (queue.length) for (const n of adj.get(queue.shift()!)!.keys()) if (!reached.has(n)) { reached.add(n); queue.push(n); }
    const cut = pack.spaces.filter((s) => !reached.has(s.id)).map((s) => s.id);
    if (cut.length) err('connections', `the map is not connected: ${cut.length} space(s) cannot be reached from ${start}: ${cut.slice(0, 12).join(', ')}${cut.length > 12 ? ' …' : ''}`);
  }

  // ---- river runs (chart L50-56): chains of water connections between land spaces
  const riverIds = new Set<string>();
  pack.rivers.forEach((r, i) => {
    const p = `rivers[${i}]`;
    if (riverIds.has(r.id)) err(`${p}.id`, `duplicate river id "${r.id}"`);
    riverIds.add(r.id);
    const visited = new Set<string>();
    r.spaces.forEach((sid, j) => {
      const sp = `${p}.spaces[${j}]`;
      const s = byId.get(sid);
      if (!s) return err(sp, `unknown space id "${sid}"`);
      if (s.kind !== 'land') err(sp, `river "${r.id}" runs through ${sid}, a ${s.kind} space`);
      if (visited.has(sid)) err(sp, `river "${r.id}" visits ${sid} twice`);
      visited.add(sid);
      const prev = r.spaces[j - 1];
      if (prev && byId.has(prev) && adj.get(prev)?.get(sid) !== 'water') err(sp, `river "${r.id}" is not a chain: no water connection ${prev}-${sid}`);
    });
  });

  // ---- chart-named places
  for (const [sid, chartName] of Object.entries(CHART_NAMED_PLACES)) {
    const s = byId.get(sid);
    if (!s) err('spaces', `the chart names "${chartName}": space "${sid}" is missing`);
    else if (s.kind !== 'land') err('spaces', `the chart's "${chartName}" (${sid}) must be a land space`);
  }
  const ohio = pack.rivers.find((r) => r.id === 'ohio');
  const miss = pack.rivers.find((r) => r.id === 'mississippi');
  if (!ohio) err('rivers', 'the chart\'s Ohio run (L50) is missing (river id "ohio")');
  else if (ohio.spaces[0] !== 'pittsburgh' || !ohio.spaces.includes('fort-massac') || !ohio.spaces.includes('fort-jefferson')) {
    err(`rivers[${pack.rivers.indexOf(ohio)}].spaces`, 'the Ohio run starts at Pittsburgh and reaches Ft. Massac and Ft. Jefferson (chart L50)');
  }
  if (!miss) err('rivers', 'the chart\'s Mississippi run (L54) is missing (river id "mississippi")');
  else if (miss.spaces[0] !== 'st-louis' || miss.spaces[miss.spaces.length - 1] !== 'new-orleans') {
    err(`rivers[${pack.rivers.indexOf(miss)}].spaces`, 'the Mississippi run goes from St. Louis to New Orleans (chart L54)');
  }

  // ---- leaders
  const leaderById = new Map<string, (typeof pack.leaders)[number]>();
  pack.leaders.forEach((l, i) => {
    const p = `leaders[${i}]`;
    if (leaderById.has(l.id)) err(`${p}.id`, `duplicate leader id "${l.id}"`);
    leaderById.set(l.id, l);
    for (const k of ['initiative', 'rank', 'tactics'] as const) {
      const [lo, hi] = LEADER_RANGES[k];
      if (l[k] < lo || l[k] > hi) err(`${p}.${k}`, `leader "${l.id}": ${k} ${l[k]} is outside the chart's range ${lo}-${hi}`);
    }
    if (l.indian && l.naval) err(p, `leader "${l.id}" cannot be both an Indian and a naval leader`);
    if (l.nap && l.side !== 'british') err(`${p}.nap`, `leader "${l.id}": only British leaders arrive after Napoleon's defeat`);
  });

  // ---- markers
  for (const side of ['british', 'american'] as const) {
    const ms = pack.markers[side];
    ms.forEach((m, j) => { if (ms.indexOf(m) !== j) err(`markers.${side}[${j}]`, `marker "${m}" is listed twice`); });
  }

  // ---- setup
  const sidesSeen = new Set<SideId>();
  const placedLeader = new Map<string, string>();
  const forceSides = new Map<string, Set<SideId>>();
  const land = (at: string) => byId.get(at)?.kind === 'land';
  const checkForce = (f: ForceData, side: SideId, p: string, usedMarkers: Set<string>) => {
    const s = byId.get(f.at);
    if (!s) err(`${p}.at`, `unknown space id "${f.at}"`);
    else if (s.kind !== 'land') err(`${p}.at`, `forces set up on land spaces (${f.at} is a ${s.kind} space; squadrons stand in their port)`);
    const ships = SHIPS.some((u) => (f.units[u] ?? 0) > 0);
    const troops = Object.entries(f.units).some(([u, n]) => n && !SHIPS.includes(u as UnitType) && u !== 'fleet' && u !== 'raiders');
    if (ships && s && !s.lakePort) err(`${p}.at`, `lake ships set up at ${f.at}, which is not a lake port`);
    if (ships && troops && f.expedition) err(`${p}.units`, `expedition "${f.expedition}" mixes lake ships and land units`);
    if (f.expedition) {
      if (!pack.markers[side].includes(f.expedition)) err(`${p}.expedition`, `"${f.expedition}" is not a ${side} expedition marker (markers.${side})`);
      if (usedMarkers.has(f.expedition)) err(`${p}.expedition`, `${side} expedition marker "${f.expedition}" is used twice`);
      usedMarkers.add(f.expedition);
    }
    if (f.leaders?.length && !f.expedition) err(`${p}.leaders`, 'leaders set up with a force need an expedition marker');
    (f.leaders ?? []).forEach((lid, j) => {
      const l = leaderById.get(lid);
      if (!l) return err(`${p}.leaders[${j}]`, `unknown leader id "${lid}"`);
      if (l.side !== side) err(`${p}.leaders[${j}]`, `leader "${lid}" is ${l.side}, set up with the ${side}`);
      if (l.nap || (l.year !== undefined && l.year > 1812)) err(`${p}.leaders[${j}]`, `leader "${lid}" enters later (${l.nap ? `Nap.${l.nap}` : l.year}) and cannot be set up`);
      if (placedLeader.has(lid)) err(`${p}.leaders[${j}]`, `leader "${lid}" is set up twice (also ${placedLeader.get(lid)})`);
      placedLeader.set(lid, p);
      if (l.naval && troops) err(`${p}.leaders[${j}]`, `naval leader "${lid}" commands ships, not land units`);
      if (!l.naval && ships) err(`${p}.leaders[${j}]`, `land leader "${lid}" set up with lake ships`);
    });
    if (!Object.values(f.units).some((n) => n)) err(`${p}.units`, 'a force with no units');
    if (s) {
      if (!forceSides.has(f.at)) forceSides.set(f.at, new Set());
      forceSides.get(f.at)!.add(side);
    }
  };
  pack.setup.forEach((st, i) => {
    if (sidesSeen.has(st.side)) err(`setup[${i}].side`, `two set-ups for the ${st.side}`);
    sidesSeen.add(st.side);
    const used = new Set<string>();
    st.forces.forEach((f, j) => checkForce(f, st.side, `setup[${i}].forces[${j}]`, used));
  });
  for (const side of ['british', 'american'] as const) if (!sidesSeen.has(side)) err('setup', `no set-up for the ${side}`);
  for (const [at, sides] of forceSides) if (sides.size > 1) err('setup', `both sides set up in ${at}: the game cannot start with a battle`);

  // ---- the chart's British start (L272-292), exactly
  const bi = pack.setup.findIndex((s) => s.side === 'british');
  if (bi >= 0) {
    const forces = pack.setup[bi]!.forces;
    const matched = new Set<number>();
    for (const e of CHART_BRITISH_EXPEDITIONS) {
      const j = forces.findIndex((f) => (e.expedition ? f.expedition === e.expedition : f.at === e.at && (f.leaders ?? []).includes(e.leaders[0]!)));
      if (j < 0) { err(`setup[${bi}].forces`, `chart ${e.label} (${e.leaders.join(', ')}: ${fmtUnits(e.units)}) is missing from the British set-up`); continue; }
      matched.add(j);
      const f = forces[j]!;
      const p = `setup[${bi}].forces[${j}]`;
      const ls = [...(f.leaders ?? [])].sort().join(',');
      if (ls !== [...e.leaders].sort().join(',')) err(`${p}.leaders`, `chart ${e.label} is led by ${e.leaders.join(' and ')}, not ${f.leaders?.join(' and ') || 'nobody'}`);
      if (!sameUnits(f.units, e.units)) err(`${p}.units`, `chart ${e.label} has ${fmtUnits(e.units)}, not ${fmtUnits(f.units)}`);
      if (e.at && f.at !== e.at) err(`${p}.at`, `chart ${e.label} is at ${e.at}, not ${f.at}`);
      if (e.lake && byId.get(f.at)?.lakePort !== e.lake) err(`${p}.at`, `chart ${e.label} is in a ${e.lake} port; ${f.at} is not one`);
    }
    forces.forEach((f, j) => {
      if (matched.has(j)) return;
      if (f.expedition || f.leaders?.length) err(`setup[${bi}].forces[${j}]`, `the chart's British start has no expedition "${f.expedition ?? '?'}" (${f.leaders?.join(', ') || 'no leader'}); other British forces are leaderless garrisons`);
    });
    for (const place of CHART_BRITISH_PLACES) {
      if (!forces.some((f) => f.at === place && Object.values(f.units).some((n) => n))) {
        err(`setup[${bi}].forces`, `the chart lists "${CHART_NAMED_PLACES[place]}" (${place}) as a British start place, but no British force is set up there`);
      }
    }
  }

  // ---- arrivals
  pack.arrivals.forEach((a, i) => {
    const p = `arrivals[${i}]`;
    if (!byId.has(a.at)) err(`${p}.at`, `unknown space id "${a.at}"`);
    else if (!land(a.at)) err(`${p}.at`, `arrivals come on land spaces (${a.at} is a ${byId.get(a.at)!.kind} space)`);
    if (a.year === 1812 && a.turn < 3) err(`${p}.turn`, 'the game starts in 1812 turn 3; an arrival cannot come earlier');
    (a.leaders ?? []).forEach((lid, j) => {
      const l = leaderById.get(lid);
      if (!l) err(`${p}.leaders[${j}]`, `unknown leader id "${lid}"`);
      else if (l.side !== a.side) err(`${p}.leaders[${j}]`, `leader "${lid}" is ${l.side}, arriving for the ${a.side}`);
    });
    if (SHIPS.some((u) => (a.units[u] ?? 0) > 0) && !byId.get(a.at)?.lakePort) err(`${p}.at`, `lake ships arrive at ${a.at}, which is not a lake port`);
    if (!Object.values(a.units).some((n) => n) && !a.leaders?.length) err(`${p}.units`, 'an arrival of nothing');
  });

  // ---- params
  const r = pack.params;
  if (r.britishStart < 0 || r.britishStart > r.trackMax) err('params.britishStart', `British start box ${r.britishStart} is off the track 0..${r.trackMax}`);
  if (r.americanStart < 0 || r.americanStart > r.trackMax) err('params.americanStart', `American start box ${r.americanStart} is off the track 0..${r.trackMax}`);
  if (r.britishStart >= r.americanStart) err('params.americanStart', 'the British marker starts at the low end and the American at the high end');
  const bands = [r.britishDecisive, r.britishMarginal, r.americanMarginal, r.americanDecisive];
  if (!(bands[0]! >= 0 && bands[0]! < bands[1]! && bands[1]! < bands[2]! && bands[2]! < bands[3]! && bands[3]! <= r.trackMax)) {
    err('params', `result bands must be ordered 0 <= britishDecisive < britishMarginal < americanMarginal < americanDecisive <= trackMax (got ${bands.join(', ')}, trackMax ${r.trackMax})`);
  }
  if (r.activationMP !== 4) err('params.activationMP', `an activated expedition has 4 MP (chart L88), not ${r.activationMP}`);
  return issues;
}

/** Counts for summaries and docs. */
export function packCounts(pack: War1812Pack) {
  const byKind: Record<string, number> = {};
  const byRoute: Record<string, number> = {};
  for (const s of pack.spaces) byKind[s.kind] = (byKind[s.kind] ?? 0) + 1;
  for (const c of pack.connections) { const k = c.dotted ? `${c.route} (dotted)` : c.route; byRoute[k] = (byRoute[k] ?? 0) + 1; }
  return { byKind, byRoute };
}
