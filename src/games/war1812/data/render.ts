/**
 * The War of 1812 map drawn from pack data alone, as an SVG string. Places sit at their real latitude and
 * longitude (equirectangular projection scaled by cos of the mean latitude); connections are styled by route
 * (chart: Terrain Effect Chart rows); symbols by location type and owner; stars, forts, ports, tribes, western
 * wilderness positions, the set-up and a legend. The coastline, the outlines of the lakes and the state names are a
 * geographic hint only (no game meaning; approximate). Pure (no DOM, no file system).
 */
import type { ConnectionData, Owner, SpaceData, War1812Pack } from './types.js';

export interface War1812RenderOptions {
  lang?: 'en' | 'ja';
  /** Draw the set-up forces (default true). */
  setup?: boolean;
  /** Pixels per degree of latitude (default 80). */
  scale?: number;
  /** The window drawn, in degrees (default VIEW: the whole theatre). */
  view?: { north: number; south: number; west: number; east: number };
}

/** The map window (degrees). */
export const VIEW = { north: 47.75, south: 28.4, west: -92.5, east: -61.6 };

const C = {
  sea: '#a9cbe3', land: '#f1e8cf', lake: '#9fc9ea', lakeEdge: '#4f8fc2', ink: '#2b2118', paper: '#fbf6e9',
  water: '#2266b0', stage: '#6b3a12', settled: '#8a5a2a', frontier: '#a27a42', indian: '#c0281e', trail: '#2e7d32',
  british: '#c62828', american: '#1f4e9c', native: '#8b5a2b', spanish: '#e0b000', star: '#f2c200',
  settledHalo: '#e3d3a0', frontierHalo: '#d6e2a8', wildHalo: '#8fc27a', indianHalo: '#e0a25c', region: '#b7a47c',
};
const OWNER: Record<Owner, string> = { british: C.british, american: C.american, native: C.native, spanish: C.spanish };

/** Display nudges (px) for places closer than their symbols: the two banks of the Niagara, Prescott/Ogdensburg. */
const NUDGE: Record<string, [number, number]> = {
  queenston: [-15, -6], lewiston: [15, -6], 'fort-erie': [-15, 9], buffalo: [15, 9], prescott: [-9, -7], ogdensburg: [9, 7],
  'isle-aux-noix': [0, -4], chateauguay: [-6, 4],
};
/** Label side per place (default right). */
const LABEL: Record<string, 'l' | 'r' | 't' | 'b' | 'tl' | 'tr' | 'bl' | 'br'> = {
  queenston: 'tl', 'fort-erie': 'bl', 'burlington-heights': 'l', prescott: 'l', amherstburg: 'l', 'long-point': 't',
  lewiston: 'tr', buffalo: 'b', ogdensburg: 'b', chateauguay: 'l', montreal: 't', 'isle-aux-noix': 'r', plattsburgh: 'l',
  burlington: 'r', ticonderoga: 'r', 'trois-rivieres': 'l', quebec: 't', kingston: 't', 'sacketts-harbour': 'r', york: 't',
  cornwall: 't', detroit: 'r', frenchtown: 'r', 'fort-meigs': 'bl', 'lower-sandusky': 'r', 'georgian-bay': 't',
  'new-york': 'r', philadelphia: 'l', baltimore: 'l', washington: 'l', norfolk: 'l', richmond: 'l', 'new-london': 'b',
  providence: 'b', boston: 'r', portland: 'r', concord: 'l', albany: 'l', utica: 'b', 'fort-mackinac': 't',
  'fort-dearborn': 'l', 'st-joseph': 't', 'green-bay': 'l', mobile: 'b', pensacola: 'b', 'new-orleans': 'b', 'baton-rouge': 'l',
  'fort-mims': 'r', 'fort-jefferson': 'b', 'fort-massac': 'r', kaskaskia: 'l', 'st-louis': 'l', louisville: 'b',
  cincinnati: 'b', nashville: 'l', 'rock-river': 'r', 'prairie-du-chien': 'r', vincennes: 'l', 'fort-harrison': 'l',
  natchez: 'l', 'chickasaw-bluffs': 'r', eastport: 'l', castine: 'b', 'new-brunswick': 'b', 'nova-scotia': 'b',
  oswego: 'b', canandaigua: 'r', batavia: 't', 'presque-isle': 'b', cleveland: 't', moraviantown: 't', savannah: 'r',
  charleston: 'r', wilmington: 'r', urbana: 'l', chillicothe: 'b', marietta: 'r', pittsburgh: 'r', bedford: 'b',
  harrisburg: 'r', coweta: 'r', 'horseshoe-bend': 'b', talladega: 'l', 'fort-hawkins': 'r', augusta: 'r',
};

// ---- geographic hint (approximate outlines, [lon, lat]) ----
const COAST: [number, number][] = [
  [-66.2, 49.4], [-64.2, 48.85], [-65.3, 48.05], [-64.6, 47.4], [-64.8, 46.6], [-64.0, 46.1], [-62.5, 45.75], [-61.3, 45.65],
  [-60.6, 46.3], [-60.0, 46.2], [-59.8, 45.9], [-61.0, 45.25], [-63.57, 44.6], [-65.0, 43.75], [-66.1, 43.8], [-65.75, 44.6],
  [-64.5, 45.3], [-64.35, 45.75], [-65.4, 45.35], [-66.06, 45.2], [-66.99, 44.85], [-68.0, 44.4], [-68.8, 44.35],
  [-69.8, 43.8], [-70.26, 43.62], [-70.75, 42.95], [-70.85, 42.5], [-71.0, 42.3], [-70.6, 41.98], [-70.05, 42.05],
  [-69.95, 41.7], [-70.6, 41.55], [-71.4, 41.45], [-72.1, 41.28], [-72.9, 41.24], [-73.7, 40.92], [-72.3, 41.0],
  [-71.9, 41.07], [-73.2, 40.62], [-74.0, 40.55], [-74.02, 40.2], [-74.1, 39.75], [-74.9, 38.93], [-75.4, 39.3],
  [-75.55, 39.6], [-75.2, 38.8], [-75.1, 38.3], [-75.6, 37.6], [-75.95, 37.15], [-76.05, 37.6], [-75.95, 38.3],
  [-76.2, 38.7], [-76.25, 39.2], [-76.55, 39.25], [-76.45, 38.9], [-76.4, 38.35], [-76.3, 37.9], [-76.35, 37.45],
  [-76.3, 37.0], [-75.98, 36.92], [-75.75, 36.2], [-75.5, 35.25], [-76.5, 34.7], [-77.9, 33.9], [-79.2, 33.2],
  [-79.93, 32.72], [-80.8, 32.15], [-81.1, 31.9], [-81.45, 31.1], [-81.4, 30.3], [-81.3, 29.8], [-80.6, 28.4],
  [-80.1, 26.8], [-80.2, 25.6], [-81.1, 25.15], [-81.8, 26.2], [-82.6, 27.6], [-82.7, 28.7], [-83.7, 29.9],
  [-84.4, 30.05], [-85.3, 29.7], [-86.5, 30.38], [-87.22, 30.33], [-88.0, 30.23], [-87.9, 30.7], [-88.1, 30.4],
  [-89.0, 30.37], [-89.6, 30.2], [-89.75, 30.05], [-89.2, 29.3], [-89.4, 29.0], [-89.9, 29.3], [-90.5, 29.1],
  [-91.2, 29.3], [-92.0, 29.6], [-93.0, 29.75], [-94.0, 29.7], [-95.0, 29.3],
];
const LAKES: Record<string, [number, number][]> = {
  'lake-erie': [[-83.47, 41.73], [-82.7, 41.45], [-81.7, 41.5], [-80.5, 41.95], [-79.8, 42.25], [-78.9, 42.83],
    [-79.5, 42.87], [-80.2, 42.6], [-80.5, 42.58], [-81.0, 42.68], [-81.8, 42.35], [-82.5, 42.02], [-83.1, 42.05]],
  'lake-ontario': [[-79.8, 43.3], [-79.38, 43.63], [-78.5, 43.92], [-77.5, 44.02], [-76.8, 44.2], [-76.4, 44.22],
    [-76.2, 43.92], [-76.5, 43.47], [-77.6, 43.27], [-78.7, 43.37], [-79.06, 43.26]],
  'lake-champlain': [[-73.37, 45.02], [-73.2, 44.8], [-73.22, 44.45], [-73.33, 44.2], [-73.38, 43.85], [-73.4, 43.6],
    [-73.45, 43.62], [-73.45, 43.9], [-73.4, 44.3], [-73.4, 44.6], [-73.45, 45.02]],
  huron: [[-82.42, 43.0], [-82.55, 43.6], [-82.95, 44.05], [-83.9, 43.62], [-83.55, 43.98], [-83.33, 44.4], [-83.43, 45.06],
    [-83.5, 45.35], [-84.47, 45.65], [-84.73, 45.78], [-84.72, 45.87], [-84.0, 45.98], [-83.0, 46.1], [-82.0, 46.15],
    [-81.0, 46.05], [-80.6, 46.0], [-80.05, 45.35], [-79.9, 44.75], [-80.2, 44.5], [-80.95, 44.6], [-81.67, 45.25],
    [-81.37, 44.5], [-81.64, 44.18], [-81.72, 43.74], [-81.76, 43.3]],
  michigan: [[-84.73, 45.78], [-84.95, 45.4], [-85.6, 45.2], [-86.23, 44.63], [-86.45, 43.95], [-86.3, 43.23], [-86.2, 42.78],
    [-86.48, 42.1], [-86.9, 41.72], [-87.3, 41.62], [-87.62, 41.88], [-87.9, 43.04], [-87.7, 43.75], [-87.65, 44.1],
    [-87.3, 44.7], [-86.9, 45.3], [-87.6, 44.85], [-88.02, 44.52], [-87.6, 45.1], [-87.05, 45.75], [-86.3, 45.9],
    [-85.5, 46.1], [-84.72, 45.87]],
  superior: [[-84.6, 46.5], [-85.0, 46.8], [-87.0, 46.5], [-88.5, 47.4], [-90.0, 46.6], [-92.0, 46.7], [-91.0, 47.3],
    [-89.5, 47.9], [-88.0, 48.8], [-86.0, 48.8], [-85.0, 47.9], [-84.6, 47.0]],
};
const ST_LAWRENCE_ESTUARY: [number, number][] = [[-71.21, 46.81], [-70.5, 47.15], [-69.6, 47.8], [-68.6, 48.45], [-67.3, 49.05], [-66.2, 49.3]];
const REGION_LABELS: [string, string, number, number][] = [
  ['UPPER CANADA', 'アッパー・カナダ', 45.35, -78.2], ['LOWER CANADA', 'ロウアー・カナダ', 46.9, -73.6],
  ['NEW BRUNSWICK', 'ニュー・ブランズウィック', 46.4, -66.4], ['NOVA SCOTIA', 'ノヴァ・スコシア', 45.25, -63.4],
  ['MAINE (MASS.)', 'メイン', 45.3, -69.4], ['VERMONT', 'ヴァーモント', 43.6, -72.7], ['NEW YORK', 'ニューヨーク州', 42.3, -75.4],
  ['PENNSYLVANIA', 'ペンシルヴェニア', 41.05, -77.6], ['VIRGINIA', 'ヴァージニア', 37.35, -79.0], ['OHIO', 'オハイオ', 40.6, -82.3],
  ['MICHIGAN TERR.', 'ミシガン準州', 43.7, -84.6], ['INDIANA TERR.', 'インディアナ準州', 39.9, -86.4],
  ['ILLINOIS TERR.', 'イリノイ準州', 40.6, -89.1], ['KENTUCKY', 'ケンタッキー', 37.45, -85.6], ['TENNESSEE', 'テネシー', 35.6, -87.6],
  ['N. CAROLINA', 'ノース・カロライナ', 35.5, -80.0], ['GEORGIA', 'ジョージア', 32.0, -83.1], ['S. CAROLINA', 'サウス・カロライナ', 33.8, -81.1],
  ['MISSISSIPPI TERR.', 'ミシシッピ準州', 31.9, -89.6], ['SPANISH FLORIDA', 'スペイン領フロリダ', 29.3, -82.6],
  ['MISSOURI TERR.', 'ミズーリ準州', 36.6, -91.0], ['ATLANTIC OCEAN', '大西洋', 34.0, -70.0], ['GULF OF MEXICO', 'メキシコ湾', 28.75, -85.3],
  ['Lake Huron', 'ヒューロン湖', 44.9, -82.6], ['Lake Michigan', 'ミシガン湖', 43.4, -87.1], ['Lake Superior', 'スペリオル湖', 47.2, -87.5],
];

export function war1812Projection(scale = 80, view = VIEW) {
  const k = scale;
  const cos = Math.cos((((view.north + view.south) / 2) * Math.PI) / 180);
  const left = 20;
  const top = 92;
  const x = (lon: number) => left + (lon - view.west) * cos * k;
  const y = (lat: number) => top + (view.north - lat) * k;
  const width = x(view.east) - left;
  const height = y(view.south) - top;
  return { x, y, left, top, width, height };
}

/** The layers of the map, bottom to top; each piece of the drawing belongs to one, with a stable id (a space, tribe
 *  or connection id). The browser board draws the same pieces, leaving out the layers that change in play. */
export type War1812MapLayer = 'land' | 'sea' | 'lake' | 'region' | 'sea-link' | 'lake-link' | 'route' | 'river' | 'water-name' | 'halo'
  | 'symbol' | 'wilderness-mark' | 'fort' | 'star' | 'port' | 'supply' | 'name' | 'tribe' | 'setup';
export interface War1812MapPiece { layer: War1812MapLayer; id: string; svg: string }
export interface War1812MapOptions extends War1812RenderOptions {
  /** Write a tribe's starting status after its name (default true; a board shows the current one itself). */
  tribeStatus?: boolean;
}
type SetupRow = { side: 'british' | 'american'; tag: string; text: string };

/** Where each space of the pack is drawn: the projection of its latitude and longitude, with the display nudges. */
export function war1812Points(pack: War1812Pack, scale = 80, view = VIEW): Map<string, { x: number; y: number }> {
  const P = war1812Projection(scale, view);
  return new Map(pack.spaces.map((s) => {
    const [dx, dy] = s.kind === 'land' ? NUDGE[s.id] ?? [0, 0] : [0, 0];
    return [s.id, { x: P.x(s.lon) + dx, y: P.y(s.lat) + dy }] as const;
  }));
}

/** The map window's drawing (inside its clip), as typed pieces in drawing order. */
export function war1812MapPieces(pack: War1812Pack, opts: War1812MapOptions = {}): War1812MapPiece[] {
  return mapPieces(pack, opts).pieces;
}

function mapPieces(pack: War1812Pack, opts: War1812MapOptions): { pieces: War1812MapPiece[]; setupRows: SetupRow[] } {
  const ja = opts.lang === 'ja';
  const T = (en: string, jaText: string) => (ja ? jaText : en);
  const nm = (o: { name: string; nameJa: string }) => (ja ? o.nameJa : o.name);
  const P = war1812Projection(opts.scale ?? 80, opts.view ?? VIEW);
  const byId = new Map(pack.spaces.map((s) => [s.id, s] as const));
  const points = war1812Points(pack, opts.scale ?? 80, opts.view ?? VIEW);
  const pos = (s: SpaceData) => points.get(s.id)!;
  /** Inside the drawn window (with a margin): off-window elements are left out (resvg cannot draw some of them). */
  const vis = (p: { x: number; y: number }, m = 30) => p.x > P.left - m && p.x < P.left + P.width + m && p.y > P.top - m && p.y < P.top + P.height + m;
  const visLine = (a: { x: number; y: number }, b: { x: number; y: number }) => vis(a) || vis(b);
  const poly = (pts: [number, number][]) => pts.map(([lo, la]) => `${f(P.x(lo))},${f(P.y(la))}`).join(' ');
  const pieces: War1812MapPiece[] = [];
  const put = (layer: War1812MapLayer, id: string, svg: string) => { pieces.push({ layer, id, svg }); };
  // Base: land, sea (the coast polygon closed round the east and south edges), lakes, region names.
  put('land', 'land', `<rect x="${f(P.left)}" y="${f(P.top)}" width="${f(P.width)}" height="${f(P.height)}" fill="${C.land}"/>`);
  const seaPoly: [number, number][] = [[-66.2, 52], ...COAST, [-99, 29.3], [-99, 20], [-50, 20], [-50, 52]];
  put('sea', 'sea', `<polygon points="${poly(seaPoly)}" fill="${C.sea}" stroke="#6d9ec4" stroke-width="1.2"/>`);
  put('sea', 'st-lawrence', `<polyline points="${poly(ST_LAWRENCE_ESTUARY)}" fill="none" stroke="${C.sea}" stroke-width="14" stroke-linecap="round"/>`);
  for (const [key, pts] of Object.entries(LAKES)) {
    const gameLake = byId.get(key)?.kind === 'lake';
    put('lake', key, `<polygon points="${poly(pts)}" fill="${C.lake}" stroke="${C.lakeEdge}" stroke-width="${gameLake ? 2 : 1}"/>`);
  }
  // A lake space with no outline of its own (a corrected pack may add one): a blue disc at its point.
  for (const s of pack.spaces) if (s.kind === 'lake' && !LAKES[s.id]) put('lake', s.id, `<circle cx="${f(P.x(s.lon))}" cy="${f(P.y(s.lat))}" r="22" fill="${C.lake}" stroke="${C.lakeEdge}" stroke-width="2"/>`);
  for (const [en, jaText, la, lo] of REGION_LABELS) {
    const sea = en === en.toUpperCase() && (en.includes('OCEAN') || en.includes('GULF'));
    const lakeName = en.startsWith('Lake');
    put('region', en, text(P.x(lo), P.y(la), T(en, jaText), {
      size: sea ? 20 : lakeName ? 13 : 15, anchor: 'middle', fill: sea ? '#5b86ab' : lakeName ? '#3f77a8' : C.region, italic: sea || lakeName,
      weight: lakeName ? 'normal' : 'bold', spacing: lakeName ? 0 : 2,
    }));
  }


  // Sea zones: their links (dashed) and names.
  for (const c of pack.connections) {
    if (c.route !== 'sea') continue;
    const a = byId.get(c.a);
    const b = byId.get(c.b);
    if (!a || !b) continue;
    const pa = pos(a);
    const pb = pos(b);
    const both = a.kind === 'sea' && b.kind === 'sea';
    const way = SEA_WAYPOINTS[[c.a, c.b].sort().join('|')];
    if (way) {
      const pts = [pa, ...way.map(([lo, la]) => ({ x: P.x(lo), y: P.y(la) })), pb];
      if (!pts.some((q) => vis(q))) continue;
      put('sea-link', `${c.a}|${c.b}`, `<polyline points="${pts.map((q) => `${f(q.x)},${f(q.y)}`).join(' ')}" fill="none" stroke="#4a7fae" stroke-width="3" stroke-dasharray="10 6" stroke-opacity="0.8"/>`);
      continue;
    }
    if (!visLine(pa, pb)) continue;
    put('sea-link', `${c.a}|${c.b}`, `<line x1="${f(pa.x)}" y1="${f(pa.y)}" x2="${f(pb.x)}" y2="${f(pb.y)}" stroke="#4a7fae" stroke-width="${both ? 3 : 1.2}" stroke-dasharray="${both ? '10 6' : '3 4'}" stroke-opacity="0.8"/>`);
  }
  // Lake routes: shore space to its lake label point.
  for (const c of pack.connections) {
    if (c.route !== 'lake') continue;
    const a = byId.get(c.a);
    const b = byId.get(c.b);
    if (!a || !b) continue;
    const pa = pos(a);
    const pb = pos(b);
    if (!visLine(pa, pb)) continue;
    put('lake-link', `${c.a}|${c.b}`, `<line x1="${f(pa.x)}" y1="${f(pa.y)}" x2="${f(pb.x)}" y2="${f(pb.y)}" stroke="${C.lakeEdge}" stroke-width="1.3" stroke-dasharray="2 3" stroke-opacity="0.9"/>`);
  }
  // Land routes.
  const order: ConnectionData['route'][] = ['settled', 'frontier', 'indian', 'trail', 'water', 'stage'];
  for (const route of order) {
    for (const c of pack.connections) {
      if (c.route !== route) continue;
      const a = byId.get(c.a);
      const b = byId.get(c.b);
      if (!a || !b) continue;
      const pa = pos(a);
      const pb = pos(b);
      if (!visLine(pa, pb)) continue;
      put('route', `${c.route}:${c.a}|${c.b}`, `<line x1="${f(pa.x)}" y1="${f(pa.y)}" x2="${f(pb.x)}" y2="${f(pb.y)}" ${routeStyle(c)}/>`);
    }
  }
  // River runs: an arrow at each downstream end.
  for (const r of pack.rivers) {
    const last = byId.get(r.spaces[r.spaces.length - 1]!);
    const prev = byId.get(r.spaces[r.spaces.length - 2]!);
    const first = byId.get(r.spaces[0]!);
    if (!last || !prev || !first) continue;
    const pf = pos(first);
    if (!vis(pf)) continue;
    put('river', r.spaces[0]!, text(pf.x + 8, pf.y + 26, `${nm(r)} ${T('run ↓ 4 MP', '下り 4MP')}`, { size: 11, fill: C.water, italic: true, weight: 'bold' }));
  }

  // Sea zone and lake names.
  for (const s of pack.spaces) {
    if (s.kind === 'land') continue;
    const p = pos(s);
    if (!vis(p)) continue;
    if (s.kind === 'sea') {
      put('water-name', s.id, `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="62" ry="17" fill="#d7e8f5" stroke="#4a7fae" stroke-width="1.2" fill-opacity="0.95"/>`);
      put('water-name', s.id, text(p.x, p.y + 4, nm(s), { size: 10, anchor: 'middle', fill: '#244f78', italic: true, weight: 'bold' }));
    } else {
      const rot = LAKE_LABEL_ROTATE[s.id];
      const label = text(p.x, p.y + 5, nm(s), { size: rot ? 12 : 14, anchor: 'middle', fill: '#0f4c85', weight: 'bold', italic: true, halo: C.lake });
      put('water-name', s.id, rot ? `<g transform="rotate(${rot} ${f(p.x)} ${f(p.y)})">${label}</g>` : label);
    }
  }

  // Land spaces: terrain halo, symbol, fort, port, star, names.
  for (const s of pack.spaces) {
    if (s.kind !== 'land') continue;
    const p = pos(s);
    if (!vis(p)) continue;
    const halo = s.terrain === 'wilderness' ? C.wildHalo : s.terrain === 'indian' ? C.indianHalo : s.terrain === 'frontier' ? C.frontierHalo : C.settledHalo;
    put('halo', s.id, `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${s.terrain === 'indian' ? 20 : 12}" fill="${halo}" fill-opacity="${s.terrain === 'indian' ? 0.55 : 0.7}"${s.terrain === 'indian' ? ` stroke="${C.indian}" stroke-dasharray="2 3"` : ''}/>`);
  }
  for (const s of pack.spaces) {
    if (s.kind !== 'land') continue;
    const p = pos(s);
    if (!vis(p)) continue;
    put('symbol', s.id, symbol(s, p.x, p.y));
    if (s.westernWilderness) put('wilderness-mark', s.id, `<rect x="${f(p.x - 9)}" y="${f(p.y - 9)}" width="18" height="18" transform="rotate(45 ${f(p.x)} ${f(p.y)})" fill="none" stroke="${C.trail}" stroke-width="1.6"/>`);
    if (s.fort) {
      put('fort', s.id, `<rect x="${f(p.x + 5)}" y="${f(p.y - 15)}" width="11" height="11" fill="#333" stroke="#fff" stroke-width="0.8"/>`);
      put('fort', s.id, text(p.x + 10.5, p.y - 6.3, String(s.fort), { size: 9, anchor: 'middle', fill: '#fff', weight: 'bold' }));
    }
    if (s.star) put('star', s.id, star(p.x - 10, p.y - 11, 7));
    if (s.lakePort) {
      put('port', s.id, text(p.x - 6, p.y + 17, `⚓${s.portCost ?? ''}`, { size: 10, anchor: 'end', fill: '#0f4c85', weight: 'bold' }));
    }
    if (s.supplySource) put('supply', s.id, `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="13" fill="none" stroke="${OWNER[s.supplySource]}" stroke-width="2.2"/>`);
  }
  // Names last, so they sit on top of the lines.
  for (const s of pack.spaces) {
    if (s.kind !== 'land') continue;
    const p = pos(s);
    if (!vis(p)) continue;
    const side = LABEL[s.id] ?? 'r';
    const big = s.location === 'major' ? 13 : s.location === 'minor' ? 12 : 10.5;
    const weight = s.location === 'major' || s.location === 'minor' || s.star ? 'bold' : 'normal';
    const [lx, ly, anchor] = side === 'l' ? [p.x - 14, p.y + 4, 'end'] : side === 't' ? [p.x, p.y - 17, 'middle']
      : side === 'b' ? [p.x, p.y + 24, 'middle'] : side === 'tl' ? [p.x - 6, p.y - 12, 'end'] : side === 'tr' ? [p.x + 6, p.y - 12, 'start']
      : side === 'bl' ? [p.x - 6, p.y + 20, 'end'] : side === 'br' ? [p.x + 6, p.y + 20, 'start'] : [p.x + 14, p.y + 4, 'start'];
    const above = side === 't' || side === 'tl' || side === 'tr';
    const t = s.tribe ? pack.tribes.find((x) => x.id === s.tribe) : undefined;
    put('name', s.id, text(lx, t && above ? ly - 12 : ly, nm(s), { size: big, anchor: anchor as 'start', weight, halo: C.paper }));
    if (s.tribe) {
      if (t) put('tribe', t.id, text(lx, above ? ly : ly + 12, `${nm(t)}${opts.tribeStatus !== false && t.status === 'hostile' ? T(' (hostile)', '（敵対）') : ''}`, { size: 10, anchor: anchor as 'start', fill: C.native, italic: true, weight: 'bold', halo: C.paper }));
    }
  }
  // Set-up forces: a small tag per force (marker and SP) beside the place; the full list is in the panel.
  const setupRows: SetupRow[] = [];
  if (opts.setup !== false) {
    const stacked = new Map<string, number>();
    for (const st of pack.setup) {
      for (const fo of st.forces) {
        const s = byId.get(fo.at);
        if (!s) continue;
        const sp = Object.values(fo.units).reduce((a, b) => a + (b ?? 0), 0);
        const tag = `${fo.expedition ?? '•'}${sp}`;
        const lead = (fo.leaders ?? []).map((id) => { const l = pack.leaders.find((x) => x.id === id); return l ? lastName(nm(l), ja) : id; }).join(', ');
        const units = Object.entries(fo.units).filter(([, n]) => n).map(([u, n]) => `${n} ${ja ? UNIT_JA[u] ?? u : u}`).join(', ');
        setupRows.push({ side: st.side, tag, text: `${nm(s)}${lead ? ` (${lead})` : ''}: ${units}` });
        const n = stacked.get(fo.at) ?? 0;
        stacked.set(fo.at, n + 1);
        const p = pos(s);
        if (!vis(p)) continue;
        const w = tag.length * 6.2 + 5;
        const left = TAG_LEFT.has(s.id);
        const bx = left ? p.x - 9 - w : p.x + 8;
        const by = p.y + 5 + n * 12;
        put('setup', s.id, `<rect x="${f(bx)}" y="${f(by)}" width="${f(w)}" height="11" rx="2" fill="${OWNER[st.side]}" stroke="#fff" stroke-width="0.6"/>`);
        put('setup', s.id, text(bx + 2.5, by + 8.8, tag, { size: 9, fill: '#fff', weight: 'bold' }));
      }
    }
  }

  return { pieces, setupRows };
}

export function renderWar1812Svg(pack: War1812Pack, opts: War1812RenderOptions = {}): string {
  const ja = opts.lang === 'ja';
  const T = (en: string, jaText: string) => (ja ? jaText : en);
  const P = war1812Projection(opts.scale ?? 80, opts.view ?? VIEW);
  const panelX = P.left + P.width + 20;
  const panelW = 400;
  const W = Math.round(panelX + panelW + 16);
  const H = Math.round(P.top + P.height + 20);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, sans-serif">`);
  out.push(`<rect width="${W}" height="${H}" fill="${C.paper}"/>`);
  out.push(`<defs><clipPath id="map"><rect x="${f(P.left)}" y="${f(P.top)}" width="${f(P.width)}" height="${f(P.height)}"/></clipPath></defs>`);

  // Title and notice.
  out.push(text(P.left, 30, T('THE WAR OF 1812: map of the Muster reconstruction', '1812年戦争：Muster再構成マップ'), { size: 22, weight: 'bold' }));
  out.push(text(P.left, 54, T('DESIGN RECONSTRUCTION, not the published map: only the player-aid charts survive (see docs/war1812-data.md).',
    '設計上の再構成：出版されたマップではない（残っているのはプレイヤー・エイド・チャートのみ。docs/war1812-data.md 参照）。'), { size: 13, weight: 'bold', fill: C.british }));
  out.push(text(P.left, 74, ja ? pack.notice.ja : pack.notice.en, { size: 10.5 }));

  out.push('<g clip-path="url(#map)">');
  const { pieces, setupRows } = mapPieces(pack, opts);
  for (const piece of pieces) out.push(piece.svg);
  out.push('</g>');
  out.push(`<rect x="${f(P.left)}" y="${f(P.top)}" width="${f(P.width)}" height="${f(P.height)}" fill="none" stroke="${C.ink}" stroke-width="1.5"/>`);

  // Legend panel.
  let y = P.top;
  const lx = panelX;
  out.push(`<rect x="${f(lx - 8)}" y="${f(y - 4)}" width="${panelW}" height="${f(P.height + 8)}" fill="#fffaf0" stroke="${C.ink}" stroke-width="1"/>`);
  const head = (s: string) => { y += 22; out.push(text(lx, y, s, { size: 13, weight: 'bold' })); y += 6; };
  head(T('Routes (Terrain Effect Chart)', '経路（地形効果チャート）'));
  const routeRows: [ConnectionData, string, string][] = [
    [{ a: '', b: '', route: 'water', prov: 'design' }, 'Water: river, lake shore (1 MP)', '水上：河川・湖岸（1 MP）'],
    [{ a: '', b: '', route: 'water', dotted: true, prov: 'design' }, 'Great Lakes / Mississippi dotted line', '五大湖・ミシシッピ川の青い点線'],
    [{ a: '', b: '', route: 'stage', prov: 'design' }, 'Stage Road (1 MP)', '舗装道路（1 MP）'],
    [{ a: '', b: '', route: 'settled', prov: 'design' }, 'Settled Area (2 MP)', '植民地域（2 MP）'],
    [{ a: '', b: '', route: 'frontier', prov: 'design' }, 'Frontier Road (2 MP)', '開拓道路（2 MP）'],
    [{ a: '', b: '', route: 'indian', prov: 'design' }, 'Civilized Indian Boundary (4 MP)', '文明化インディアン境界（4 MP）'],
    [{ a: '', b: '', route: 'trail', prov: 'design' }, 'Wilderness Trail (Indians, voyageurs, rangers)', 'ウィルダネス小道（インディアン等のみ）'],
  ];
  for (const [c, en, jaText] of routeRows) {
    y += 17;
    out.push(`<line x1="${f(lx)}" y1="${f(y - 4)}" x2="${f(lx + 40)}" y2="${f(y - 4)}" ${routeStyle(c)}/>`);
    out.push(text(lx + 48, y, T(en, jaText), { size: 10.5 }));
  }
  y += 17;
  out.push(`<line x1="${f(lx)}" y1="${f(y - 4)}" x2="${f(lx + 40)}" y2="${f(y - 4)}" stroke="${C.lakeEdge}" stroke-width="1.3" stroke-dasharray="2 3"/>`);
  out.push(text(lx + 48, y, T('Shore to its lake (squadrons)', '湖岸と湖（艦隊）'), { size: 10.5 }));
  y += 17;
  out.push(`<line x1="${f(lx)}" y1="${f(y - 4)}" x2="${f(lx + 40)}" y2="${f(y - 4)}" stroke="#4a7fae" stroke-width="3" stroke-dasharray="10 6"/>`);
  out.push(text(lx + 48, y, T('Sea zone links; coast (thin)', '海上ゾーン間・沿岸（細線）'), { size: 10.5 }));
  y += 8;
  head(T('Places (symbol = type, colour = owner)', '位置（形＝種類、色＝所有者）'));
  const fake = (location: SpaceData['location'], owner: Owner): SpaceData => ({ id: 'x', name: '', nameJa: '', kind: 'land', lat: 0, lon: 0, location, owner, region: 'us', prov: 'design' });
  const locRows: [SpaceData['location'], string, string][] = [
    ['major', 'Major City (US supply source)', '大都市（US補給原）'], ['minor', 'Minor City', '小都市'], ['country', 'Country Town', '地方町'],
    ['frontier', 'Frontier Town', '開拓町'], ['fort', 'Fort position (no town)', '砦（町なし）'], [undefined, 'Area without a location', '位置のないエリア'],
  ];
  for (const [loc, en, jaText] of locRows) {
    y += 19;
    out.push(symbol(fake(loc, 'american'), lx + 10, y - 4));
    out.push(text(lx + 28, y, T(en, jaText), { size: 10.5 }));
  }
  y += 19;
  (['british', 'american', 'native', 'spanish'] as Owner[]).forEach((o, i) => {
    out.push(`<circle cx="${f(lx + 8 + i * 80)}" cy="${f(y - 4)}" r="6" fill="${OWNER[o]}" stroke="#222" stroke-width="0.8"/>`);
    out.push(text(lx + 18 + i * 80, y, T({ british: 'British', american: 'American', native: 'Native', spanish: 'Spanish' }[o], { british: '英', american: '米', native: '先住民', spanish: 'スペイン' }[o]), { size: 10.5 }));
  });
  y += 22;
  out.push(star(lx + 8, y - 4, 7));
  out.push(text(lx + 28, y, T('Objective star', '目標の星'), { size: 10.5 }));
  y += 19;
  out.push(`<rect x="${f(lx + 3)}" y="${f(y - 13)}" width="11" height="11" fill="#333"/>`);
  out.push(text(lx + 8.5, y - 4.3, '1', { size: 9, anchor: 'middle', fill: '#fff', weight: 'bold' }));
  out.push(text(lx + 28, y, T('Fort level at the start (1-3)', '開始時の砦レベル（1〜3）'), { size: 10.5 }));
  y += 19;
  out.push(text(lx + 14, y, '⚓2', { size: 10, anchor: 'middle', fill: '#0f4c85', weight: 'bold' }));
  out.push(text(lx + 28, y, T('Lake port, OPs to activate (0 = functioning)', '湖港、活性化Opsポイント（0＝機能港）'), { size: 10.5 }));
  y += 19;
  out.push(`<circle cx="${f(lx + 10)}" cy="${f(y - 4)}" r="8" fill="none" stroke="${C.british}" stroke-width="2.2"/>`);
  out.push(text(lx + 28, y, T('Supply source (ring in its side\'s colour)', '補給原（陣営色の輪）'), { size: 10.5 }));
  y += 21;
  out.push(`<rect x="${f(lx + 3)}" y="${f(y - 11)}" width="12" height="12" transform="rotate(45 ${f(lx + 9)} ${f(y - 5)})" fill="none" stroke="${C.trail}" stroke-width="1.6"/>`);
  out.push(text(lx + 28, y, T('Western wilderness position (Ghent 1)', '西方ウィルダネス位置（ガン1点）'), { size: 10.5 }));
  y += 8;
  head(T('Terrain of the area (halo)', 'エリアの地形（背景の円）'));
  const halos: [string, string, string][] = [[C.settledHalo, 'Settled', '植民地域'], [C.frontierHalo, 'Frontier', '開拓地'], [C.wildHalo, 'Wilderness', 'ウィルダネス'], [C.indianHalo, 'Civilized Indian', '文明化インディアン']];
  y += 18;
  halos.forEach(([c, en, jaText], i) => {
    const hx = lx + 8 + (i % 2) * 150;
    const hy = y - 4 + Math.floor(i / 2) * 19;
    out.push(`<circle cx="${f(hx)}" cy="${f(hy)}" r="7" fill="${c}"/>`);
    out.push(text(hx + 12, hy + 4, T(en, jaText), { size: 10.5 }));
  });
  y += 19;
  if (setupRows.length) {
    head(T('Set-up (tag = expedition marker + SP; • = garrison)', '初期配置（タグ＝派遣隊マーカー＋SP、•＝守備隊）'));
    for (const sd of ['british', 'american'] as const) {
      y += 15;
      out.push(text(lx, y, sd === 'british' ? T('British (chart Force Display and port chart; garrisons: design)', 'イギリス軍（チャート。守備隊は設計）')
        : T('American (design)', 'アメリカ軍（設計）'), { size: 10.5, weight: 'bold', fill: OWNER[sd] }));
      for (const r of setupRows.filter((x) => x.side === sd)) {
        const lines = wrap(r.text, ja ? 26 : 50);
        lines.forEach((line, i) => {
          y += 12.5;
          if (i === 0) {
            const w = r.tag.length * 6.2 + 5;
            out.push(`<rect x="${f(lx)}" y="${f(y - 9)}" width="${f(w)}" height="11" rx="2" fill="${OWNER[sd]}"/>`);
            out.push(text(lx + 2.5, y - 0.4, r.tag, { size: 9, fill: '#fff', weight: 'bold' }));
          }
          out.push(text(lx + 36, y, line, { size: 9.5 }));
        });
      }
    }
    y += 6;
  }
  head(T('Counts', '集計'));
  const n = (k: string) => pack.spaces.filter((s) => s.kind === k).length;
  for (const line of [
    T(`${n('land')} land spaces, ${n('lake')} lakes, ${n('sea')} sea zones`, `陸${n('land')}、湖${n('lake')}、海上ゾーン${n('sea')}`),
    T(`${pack.connections.length} connections, ${pack.leaders.length} leaders`, `接続${pack.connections.length}、指揮官${pack.leaders.length}`),
    T(`${pack.tribes.length} tribes; ${pack.spaces.filter((s) => s.star).length} objective stars`, `部族${pack.tribes.length}、目標の星${pack.spaces.filter((s) => s.star).length}`),
  ]) { y += 15; out.push(text(lx, y, line, { size: 10.5 })); }
  y += 24;
  for (const line of wrap(T('Positions are real latitude and longitude (equirectangular, cos-lat scaled); a few places on the two banks of the Niagara and the St. Lawrence are pulled apart to be legible. Coast and lake outlines are a hint only.',
    '位置は実際の緯度経度（正距円筒図法、cos緯度補正）。ナイアガラ川・セントローレンス川の両岸の数か所は見やすいように離して描く。海岸線と湖の輪郭は目安。'), ja ? 24 : 52)) {
    out.push(text(lx, y, line, { size: 9.5, fill: '#555' }));
    y += 13;
  }
  out.push('</svg>');
  return out.join('\n');
}

const UNIT_JA: Record<string, string> = {
  regular: '正規兵', militia: '民兵', fencible: '国防兵', regiment: '連隊', artillery: '砲兵', cavalry: '騎兵', voyageur: '猟兵',
  ranger: 'レンジャー', indian: 'インディアン', gunboat: 'ガンボート', schooner: 'スクーナー', brig: 'ブリッグ', ship: '艦', fleet: '艦隊', raiders: '襲撃者',
};
/** Lakes too thin for a level name: the name runs along the lake. */
const LAKE_LABEL_ROTATE: Record<string, number> = { 'lake-champlain': -84 };
/** Sea-zone links drawn round the land (waypoints [lon, lat]; off-window ones are clipped). */
const SEA_WAYPOINTS: Record<string, [number, number][]> = {
  'sea-carolina|sea-gulf': [[-79.2, 29.5], [-79.6, 26.5], [-81.2, 24.2], [-83.5, 25.5], [-85.8, 27.8]],
};
/** Places whose set-up tags go on the left (their neighbour is on the right). */
const TAG_LEFT = new Set(['queenston', 'fort-erie', 'amherstburg', 'kingston', 'montreal', 'plattsburgh']);

function lastName(name: string, ja: boolean): string {
  if (ja) return name;
  const parts = name.replace(/^Duke of /, '').split(' ');
  return parts[parts.length - 1]!;
}

function routeStyle(c: ConnectionData): string {
  if (c.dotted) return `stroke="${C.water}" stroke-width="3" stroke-dasharray="0.5 6" stroke-linecap="round"`;
  switch (c.route) {
    case 'water': return `stroke="${C.water}" stroke-width="3"`;
    case 'stage': return `stroke="${C.stage}" stroke-width="4.5"`;
    case 'settled': return `stroke="${C.settled}" stroke-width="2.2" stroke-dasharray="9 4"`;
    case 'frontier': return `stroke="${C.frontier}" stroke-width="2" stroke-dasharray="4 4"`;
    case 'indian': return `stroke="${C.indian}" stroke-width="2.6" stroke-dasharray="0.5 5" stroke-linecap="round"`;
    case 'trail': return `stroke="${C.trail}" stroke-width="2.6" stroke-dasharray="0.5 5" stroke-linecap="round"`;
    default: return `stroke="#888" stroke-width="1"`;
  }
}

function symbol(s: SpaceData, x: number, y: number): string {
  const fill = OWNER[s.owner ?? 'american'];
  const st = 'stroke="#1a1a1a" stroke-width="1.2"';
  switch (s.location) {
    case 'major': return `<rect x="${f(x - 8)}" y="${f(y - 8)}" width="16" height="16" fill="${fill}" ${st}/><rect x="${f(x - 3.5)}" y="${f(y - 3.5)}" width="7" height="7" fill="#fff"/>`;
    case 'minor': return `<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${fill}" ${st}/><circle cx="${f(x)}" cy="${f(y)}" r="2.6" fill="#fff"/>`;
    case 'country': return `<circle cx="${f(x)}" cy="${f(y)}" r="5.2" fill="${fill}" ${st}/>`;
    case 'frontier': return `<polygon points="${f(x)},${f(y - 7)} ${f(x + 6.5)},${f(y + 5)} ${f(x - 6.5)},${f(y + 5)}" fill="${fill}" ${st}/>`;
    case 'fort': {
      const pts = [0, 1, 2, 3, 4].map((i) => { const a = (-90 + i * 72) * Math.PI / 180; return `${f(x + 6.5 * Math.cos(a))},${f(y + 6.5 * Math.sin(a))}`; }).join(' ');
      return `<polygon points="${pts}" fill="${fill}" ${st}/>`;
    }
    default: return `<circle cx="${f(x)}" cy="${f(y)}" r="3.5" fill="#fff" stroke="${fill}" stroke-width="2"/>`;
  }
}

function star(x: number, y: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (-90 + i * 36) * Math.PI / 180;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${f(x + rr * Math.cos(a))},${f(y + rr * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${C.star}" stroke="#6b5200" stroke-width="0.9"/>`;
}

interface TextOpts { size?: number; anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: string; italic?: boolean; halo?: string; spacing?: number }
function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const attrs = [
    `x="${f(x)}"`, `y="${f(y)}"`, `font-size="${o.size ?? 11}"`, `fill="${o.fill ?? C.ink}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '', o.weight ? `font-weight="${o.weight}"` : '',
    o.italic ? 'font-style="italic"' : '', o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.halo ? `stroke="${o.halo}" stroke-width="3" paint-order="stroke" stroke-linejoin="round"` : '',
  ].filter(Boolean).join(' ');
  return `<text ${attrs}>${esc(s)}</text>`;
}
function wrap(s: string, n: number): string[] {
  const words = s.includes(' ') ? s.split(' ') : [...s];
  const lines: string[] = [];
  let cur = '';
  const sep = s.includes(' ') ? ' ' : '';
  for (const w of words) {
    if ((cur + sep + w).length > n && cur) { lines.push(cur); cur = w; } else cur = cur ? cur + sep + w : w;
  }
  if (cur) lines.push(cur);
  return lines;
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (n: number) => (Math.round(n * 10) / 10).toString();
