/**
 * The Liberty map drawn from pack data alone, as an SVG string: hex grid, towns (value, colour, port,
 * choke points), rivers, forest and marsh hexsides, derived wilderness, the weather line, the Atlantic box,
 * the West Indies, and optionally the setup. Pure (no DOM, no file system) so the web client can reuse it.
 */
import { mapIndex, neighbours } from './geometry.js';
import { setupPools } from './setup.js';
import type { BlockData, HexData, LibertyPack, SideId, TownColour } from './types.js';

export interface RenderOptions {
  /** Draw the setup blocks (default true). */
  setup?: boolean;
  /** Hex circumradius in px (default 40). */
  size?: number;
  /** Language of the town names, river labels and box titles (`nameJa` in 'ja' where the pack has it; default 'en'). */
  lang?: 'en' | 'ja';
}

const C = {
  paper: '#f4ecd8', land: '#efe3c2', wild: '#c9d9a6', sea: '#9cc3de', lake: '#b5d7ec', grid: '#a89878',
  forest: '#2f6b2a', marsh: '#7a8a3a', river: '#2a6fb0', weather: '#8b1a6b', ink: '#2b2118',
  red: '#b3261e', blue: '#1f4e9c', orange: '#e07b12', french: '#4a7fd0',
};
const TOWN_FILL: Record<TownColour, string> = { red: C.red, blue: C.blue, orange: C.orange };

export interface Pt { x: number; y: number }
export interface Rect { x: number; y: number; w: number; h: number }

/** Space ids with a box in the side panel (in drawing order below the legend). */
export type PanelBoxId = 'legend' | 'atlantic' | 'bwi' | 'fwi';

/**
 * Where everything sits on the rendered map, from the pack's grid and spaces alone: the map rectangle, hex
 * centres (odd-r, half hexes at the west edge of even rows and the east edge of odd rows), the spot where a
 * hex's contents are drawn, hex corners, and the side-panel boxes (legend, Atlantic, West Indies). The
 * renderer below draws with it, and the web client places blocks and click targets with it, so the two can
 * never drift apart.
 */
export function libertyMapLayout(pack: LibertyPack, size = 40) {
  const s = size;
  const w = Math.sqrt(3) * s;
  const { rows, cols } = pack.grid;
  const margin = 16;
  const top = 70;
  const mapLeft = margin;
  const mapRight = mapLeft + (cols - 0.5) * w;
  const mapTop = top;
  const mapBottom = top + (rows - 1) * 1.5 * s + 2 * s;
  const panelX = mapRight + 24;
  const width = Math.round(panelX + 250);
  const boxW = 220;

  const center = (h: { row: number; col: number }): Pt => ({
    x: mapLeft - w / 2 + (h.col - 0.5) * w + (h.row % 2 === 1 ? w / 2 : 0),
    y: mapTop + s + (h.row - 1) * 1.5 * s,
  });
  /** Where a hex's contents are drawn: its centre, moved into the visible half of a half hex. */
  const spot = (h: { row: number; col: number; half?: boolean }): Pt => {
    const p = center(h);
    if (!h.half) return p;
    return { x: p.x + (h.col === 1 ? w / 4 : -w / 4), y: p.y };
  };
  const corners = (p: Pt, r = s): Pt[] =>
    [0, 1, 2, 3, 4, 5].map((i) => ({ x: p.x + r * Math.cos(((60 * i - 30) * Math.PI) / 180), y: p.y + r * Math.sin(((60 * i - 30) * Math.PI) / 180) }));
  /** Grid index ((row - 1) * cols + col - 1) → row, column and half-hex flag. */
  const half = new Set(pack.hexes.filter((h) => h.half).map((h) => (h.row - 1) * cols + (h.col - 1)));
  const cell = (index: number) => ({ row: Math.floor(index / cols) + 1, col: (index % cols) + 1, half: half.has(index) });
  const hexSpot = (index: number): Pt => spot(cell(index));
  const hexCorners = (index: number, r = s): Pt[] => corners(center(cell(index)), r);

  // Side panel: legend first (north), then the Atlantic box level with New England, the West Indies in the south.
  const boxes: Partial<Record<PanelBoxId, Rect>> = {};
  const has = (id: string) => pack.spaces.some((sp) => sp.id === id);
  let y = top;
  boxes.legend = { x: panelX, y, w: boxW, h: 250 };
  y += 250 + 16;
  if (has('atlantic')) {
    boxes.atlantic = { x: panelX, y, w: boxW, h: 150 };
    y += 150 + 16;
  }
  // Rows for the West Indies: level with the Carolinas.
  y = Math.max(y, center({ row: 15, col: 1 }).y);
  for (const id of ['bwi', 'fwi'] as const) {
    if (!has(id)) continue;
    boxes[id] = { x: panelX, y, w: boxW, h: 96 };
    y += 96 + 12;
  }
  /** Where the panel continues below the boxes (the West Indies note, then the setup list). */
  const panelBottom = y;
  return { size: s, hexWidth: w, rows, cols, margin, top, mapLeft, mapRight, mapTop, mapBottom, panelX, width, boxW, boxes, panelBottom, center, spot, corners, hexSpot, hexCorners };
}

export type LibertyMapLayout = ReturnType<typeof libertyMapLayout>;

export function renderLibertySvg(pack: LibertyPack, opts: RenderOptions = {}): string {
  const L = libertyMapLayout(pack, opts.size ?? 40);
  const s = L.size;
  const idx = mapIndex(pack);
  const { margin, top, mapLeft, mapRight, mapTop, mapBottom, panelX, width, center, spot, corners } = L;
  const poly = (pts: Pt[]) => pts.map((p) => `${f(p.x)},${f(p.y)}`).join(' ');
  const hexById = idx.hex;
  const ja = opts.lang === 'ja';
  /** A town's, river's or space's name in the chosen language. */
  const nm = (o: { name: string; nameJa?: string }) => (ja ? o.nameJa ?? o.name : o.name);
  /** A fixed text of the map in the chosen language. */
  const T = (en: string, jaText: string) => (ja ? jaText : en);
  /** The two corners of hex a nearest hex b: their shared edge. */
  const edge = (a: HexData, b: HexData): [Pt, Pt] => {
    const cb = center(b);
    const cs = corners(center(a)).sort((p, q) => dist(p, cb) - dist(q, cb));
    return [cs[0]!, cs[1]!];
  };

  const out: string[] = [];
  out.push('<svg>'); // replaced at the end, once the panel height is known
  out.push('<rect/>');
  out.push(`<defs><clipPath id="map"><rect x="${f(mapLeft)}" y="${f(mapTop)}" width="${f(mapRight - mapLeft)}" height="${f(mapBottom - mapTop)}"/></clipPath></defs>`);

  // Title and the reconstruction notice: always visible.
  out.push(text(margin, 28, T('LIBERTY 1775-83: Quebec to Georgia', 'リバティ 1775-83: ケベックからジョージアまで'), { size: 18, weight: 'bold' }));
  out.push(text(margin, 48, T('RECONSTRUCTED MAP: not the published map (see docs/liberty-data.md)', '再構成したマップ: 出版されたマップではありません (docs/liberty-data.md 参照)'), { size: 11, fill: C.red, weight: 'bold' }));
  out.push(text(margin, 62, T('American player: west edge. British player: east edge. North is up.', 'アメリカ軍プレイヤー: 西端。イギリス軍プレイヤー: 東端。上が北。'), { size: 10 }));

  out.push('<g clip-path="url(#map)">');
  // Hexes.
  for (const h of pack.hexes) {
    const fill = h.kind === 'sea' ? C.sea : h.kind === 'lake' ? C.lake : idx.wilderness.has(h.id) ? C.wild : C.land;
    out.push(`<polygon points="${poly(corners(center(h)))}" fill="${fill}" stroke="${C.grid}" stroke-width="0.8"/>`);
  }
  // Hex ids (small, for players correcting the data).
  for (const h of pack.hexes) {
    const p = spot(h);
    out.push(text(p.x, p.y - s * 0.62, h.id, { size: 7, anchor: 'middle', fill: h.kind === 'land' ? '#8a7a5a' : '#5c84a3' }));
  }
  // Sea labels.
  const seaLabel = (row: number, col: number, label: string) => {
    const p = center({ row, col });
    out.push(text(p.x, p.y, label, { size: 10, anchor: 'middle', fill: '#3d6f96', italic: true }));
  };
  seaLabel(16, 6, T('ATLANTIC', '大西洋'));
  if (!ja) seaLabel(17, 6, 'OCEAN');
  for (const h of pack.hexes) if (h.kind === 'lake') { const p = center(h); out.push(text(p.x, p.y + 3, T('lake', '湖'), { size: 8, anchor: 'middle', fill: '#3d6f96', italic: true })); }

  // Hexsides: forest and marsh (drawn once per listed side), then the Niagara barrier.
  for (const side of pack.hexsides) {
    const a = hexById.get(side.a);
    const b = hexById.get(side.b);
    if (!a || !b) continue;
    const [p, q] = edge(a, b);
    if (side.terrain === 'forest') {
      out.push(`<line x1="${f(p.x)}" y1="${f(p.y)}" x2="${f(q.x)}" y2="${f(q.y)}" stroke="${C.forest}" stroke-width="4.5" stroke-linecap="round"/>`);
      out.push(trees(p, q));
    } else if (side.terrain === 'marsh') {
      out.push(`<line x1="${f(p.x)}" y1="${f(p.y)}" x2="${f(q.x)}" y2="${f(q.y)}" stroke="${C.marsh}" stroke-width="4.5" stroke-dasharray="2 3" stroke-linecap="round"/>`);
    }
    if (side.niagara) {
      out.push(`<line x1="${f(p.x)}" y1="${f(p.y)}" x2="${f(q.x)}" y2="${f(q.y)}" stroke="#fff" stroke-width="5" stroke-dasharray="3 2"/>`);
      const m = mid(p, q);
      out.push(text(m.x + 4, m.y - 4, T('Niagara Falls', 'ナイアガラの滝'), { size: 8, fill: C.ink, italic: true, halo: true }));
    }
  }

  const riverLabels: string[] = [];
  // Town circles and their names (drawn below the circle) repel river labels.
  const townSpots = pack.hexes.filter((h) => h.town).flatMap((h) => {
    const p = spot(h);
    return [p, { x: p.x, y: p.y + s * 0.3 + 10 }, { x: p.x - 14, y: p.y + s * 0.3 + 10 }, { x: p.x + 14, y: p.y + s * 0.3 + 10 }];
  });
  const labelSpots: Pt[] = [];
  // Rivers (through hex centres) and lake-shore chains (dashed).
  for (const r of pack.rivers) {
    const pts = r.hexes.map((id) => hexById.get(id)).filter((h): h is HexData => !!h).map(spot);
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)},${f(p.y)}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${C.river}" stroke-width="${r.kind === 'lake' ? 3 : 2.6}" stroke-linejoin="round" stroke-linecap="round"${r.kind === 'lake' ? ' stroke-dasharray="6 3"' : ''} opacity="0.85"/>`);
    // Label on the segment farthest from towns and from earlier labels (keeps names readable).
    let best: Pt | undefined;
    let bestScore = -Infinity;
    for (let k = 0; k + 1 < pts.length; k++) for (const t of [0.3, 0.5, 0.7]) {
      const a = pts[k]!;
      const b = pts[k + 1]!;
      const m = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      const score = Math.min(...townSpots.map((t) => dist(t, m)), ...labelSpots.map((l) => dist(l, m) / 2), 999);
      if (score > bestScore) { bestScore = score; best = m; }
    }
    if (best) {
      labelSpots.push(best);
      riverLabels.push(text(best.x, best.y - 3, nm(r), { size: 7.5, fill: C.river, italic: true, halo: true, anchor: 'middle' }));
    }
  }

  // Weather line: every side between a North and a South land or sea hex.
  const weather: string[] = [];
  for (const h of pack.hexes) {
    for (const n of neighbours(h.id, idx.grid)) {
      const o = hexById.get(n);
      if (!o || h.zone !== 'north' || o.zone !== 'south') continue;
      const [p, q] = edge(h, o);
      weather.push(`M${f(p.x)},${f(p.y)} L${f(q.x)},${f(q.y)}`);
    }
  }
  out.push(`<path d="${weather.join(' ')}" stroke="${C.weather}" stroke-width="3" stroke-dasharray="8 4" fill="none"/>`);
  out.push('</g>');
  out.push(`<rect x="${f(mapLeft)}" y="${f(mapTop)}" width="${f(mapRight - mapLeft)}" height="${f(mapBottom - mapTop)}" fill="none" stroke="${C.ink}" stroke-width="1.5"/>`);
  const weatherY = weatherLineY(pack, center, s);
  if (weatherY !== undefined) {
    out.push(text(mapRight - 6, weatherY - 8, T('NORTH ▲ weather line', '北 ▲ 天候境界線'), { size: 10, anchor: 'end', fill: C.weather, weight: 'bold', halo: true }));
    out.push(text(mapRight - 6, weatherY + 16, T('SOUTH ▼', '南 ▼'), { size: 10, anchor: 'end', fill: C.weather, weight: 'bold', halo: true }));
  }

  // Towns.
  for (const h of pack.hexes) {
    if (!h.town) continue;
    const t = h.town;
    const p = spot(h);
    const r = s * 0.3;
    if (h.choke) out.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r + 5)}" fill="none" stroke="${C.ink}" stroke-width="2" stroke-dasharray="3 2"/>`);
    out.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(t.value ? r : r * 0.62)}" fill="${TOWN_FILL[t.colour]}" stroke="#fff" stroke-width="1.5"/>`);
    if (t.value) out.push(text(p.x, p.y + 4.5, String(t.value), { size: 13, anchor: 'middle', fill: '#fff', weight: 'bold' }));
    if (t.port) out.push(anchor(p.x + r + 7, p.y - r + 1));
    for (const l of townNameLines(h, nm(t), p, s)) out.push(text(l.x, l.y, l.text, { size: TOWN_NAME_SIZE, anchor: 'middle', fill: C.ink, weight: 'bold', halo: true, fit: l.fit }));
  }

  out.push(...riverLabels);

  // Setup blocks on the map.
  const blocks = new Map(pack.blocks.map((b) => [b.id, b] as const));
  const showSetup = opts.setup !== false;
  if (showSetup) {
    const byPlace = groupSetup(pack);
    for (const [at, list] of byPlace) {
      const h = hexById.get(at);
      if (!h) continue;
      const p = spot(h);
      const bw = 11;
      const x0 = p.x - (list.length * (bw + 1)) / 2;
      list.forEach((pl, i) => {
        const b = blocks.get(pl.block);
        if (b) out.push(blockSquare(x0 + i * (bw + 1), p.y - s * 0.55, bw, b, pl.steps));
      });
    }
  }

  // Side panel: Atlantic box, West Indies, legend, setup list.
  const panel: string[] = [];
  let y = top;
  const boxW = L.boxW;
  const box = (r: Rect, label: string, fill: string) => {
    y = r.y;
    panel.push(`<rect x="${f(r.x)}" y="${f(r.y)}" width="${r.w}" height="${r.h}" rx="6" fill="${fill}" stroke="${C.ink}" stroke-width="1.5"/>`);
    panel.push(text(r.x + 10, r.y + 18, label, { size: 12, weight: 'bold' }));
  };
  const space = (id: string) => pack.spaces.find((sp) => sp.id === id);

  // Legend first (north), then the Atlantic box level with New England, the West Indies in the south.
  box(L.boxes.legend!, T('Legend', '凡例'), '#fbf6ea');
  const lx = panelX + 12;
  let ly = y + 38;
  const legendRow = (draw: string, label: string) => { panel.push(draw); panel.push(text(lx + 34, ly + 4, label, { size: 10 })); ly += 20; };
  legendRow(`<circle cx="${lx + 10}" cy="${ly}" r="9" fill="${C.red}" stroke="#fff"/>` + text(lx + 10, ly + 4, '3', { size: 11, anchor: 'middle', fill: '#fff', weight: 'bold' }), T('red town, supply value 3', '赤の街、補給値 3'));
  legendRow(`<circle cx="${lx + 10}" cy="${ly}" r="9" fill="${C.blue}" stroke="#fff"/>` + text(lx + 10, ly + 4, '1', { size: 11, anchor: 'middle', fill: '#fff', weight: 'bold' }), T('blue town, supply value 1', '青の街、補給値 1'));
  legendRow(`<circle cx="${lx + 10}" cy="${ly}" r="6" fill="${C.orange}" stroke="#fff"/>`, T('orange Indian town (no value)', 'オレンジ: インディアンの街 (値なし)'));
  legendRow(anchor(lx + 10, ly - 6), T('port', '港'));
  legendRow(`<circle cx="${lx + 10}" cy="${ly}" r="10" fill="none" stroke="${C.ink}" stroke-width="2" stroke-dasharray="3 2"/>`, T('naval choke point (R 11.3)', '海上の要衝 (R 11.3)'));
  legendRow(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${C.forest}" stroke-width="4.5"/>`, T('forest hexside', '森林ヘクスサイド'));
  legendRow(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${C.marsh}" stroke-width="4.5" stroke-dasharray="2 3"/>`, T('marsh hexside', '湿地ヘクスサイド'));
  legendRow(`<rect x="${lx}" y="${ly - 8}" width="22" height="16" fill="${C.wild}" stroke="${C.grid}"/>`, T('wilderness (≥ 2 forest sides, R 1.4)', '原野 (森林サイド 2 以上, R 1.4)'));
  legendRow(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${C.river}" stroke-width="2.6"/>`, T('river (2-hex river move, R 5.6)', '河川 (2 ヘクスの河川移動, R 5.6)'));
  legendRow(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${C.river}" stroke-width="3" stroke-dasharray="6 3"/>`, T('lake shore (river move)', '湖岸 (河川移動)'));
  legendRow(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${C.weather}" stroke-width="3" stroke-dasharray="8 4"/>`, T('weather line North / South', '天候境界線 北 / 南'));

  const atl = space('atlantic');
  if (atl && L.boxes.atlantic) {
    const h = L.boxes.atlantic.h;
    box(L.boxes.atlantic, ja && atl.nameJa ? atl.nameJa : `${atl.name.toUpperCase()} box`, '#d6e8f4');
    panel.push(text(panelX + 10, y + 36, T('All sea movement passes here (R 5.7).', '海上移動はすべてここを通る (R 5.7)。'), { size: 9 }));
    panel.push(text(panelX + 10, y + 49, T('No combat. New British and French', '戦闘なし。新しいイギリス軍とフランス軍の'), { size: 9 }));
    panel.push(text(panelX + 10, y + 62, T('blocks arrive here (R 1.6).', 'ブロックはここに配置される (R 1.6)。'), { size: 9 }));
    if (showSetup) panel.push(...spaceBlocks(pack, 'atlantic', panelX + 10, y + 80, blocks));
    // arrow towards the sea edge of the map
    panel.push(`<path d="M${f(panelX)},${f(y + h / 2)} L${f(mapRight + 4)},${f(y + h / 2)}" stroke="${C.river}" stroke-width="2" stroke-dasharray="4 3" marker-end="url(#arrow)"/>`);
  }
  for (const id of ['bwi', 'fwi'] as const) {
    const sp = space(id);
    const r = L.boxes[id];
    if (!sp || !r) continue;
    box(r, nm(sp), '#e6f0e0');
    const cx = panelX + boxW - 24;
    const cy = y + 20;
    panel.push(`<circle cx="${cx}" cy="${cy}" r="12" fill="${TOWN_FILL[sp.colour ?? 'blue']}" stroke="#fff" stroke-width="1.5"/>`);
    panel.push(text(cx, cy + 4.5, String(sp.value), { size: 13, anchor: 'middle', fill: '#fff', weight: 'bold' }));
    panel.push(anchor(cx - 24, cy - 8));
    panel.push(text(panelX + 10, y + 36, T(`port; ${sp.zone === 'south' ? 'South weather' : ''}; max ${pack.rules.westIndiesStackLimit} blocks`, `港; ${sp.zone === 'south' ? '南の天候' : ''}; 最大 ${pack.rules.westIndiesStackLimit} ブロック`), { size: 9 }));
    panel.push(text(panelX + 10, y + 49, T('before French entry (R 9.1)', '(フランス参戦前, R 9.1)'), { size: 9 }));
    if (showSetup) panel.push(...spaceBlocks(pack, id, panelX + 10, y + 66, blocks));
  }
  y = L.panelBottom;
  panel.push(text(panelX + 10, y + 4, T('The two West Indies link directly by sea (9.1).', '二つの西インド諸島は海で直接つながる (9.1)。'), { size: 9, italic: true }));
  y += 24;

  if (showSetup) {
    panel.push(text(panelX, y, T(`Setup ${pack.setup.year} (steps)`, `${pack.setup.year}年の初期配置 (ステップ)`), { size: 12, weight: 'bold' }));
    y += 16;
    for (const [at, list] of groupSetup(pack)) {
      const town = hexById.get(at)?.town ?? space(at as 'bwi');
      const name = town ? nm(town) : at;
      const line = `${name}: ` + list.map((pl) => { const b = blocks.get(pl.block); return `${b ? nm(b) : pl.block} ${pl.steps}`; }).join(T(', ', '、 '));
      for (const part of wrap(line, ja ? 26 : 44)) {
        panel.push(text(panelX, y, part, { size: 9 }));
        y += 12;
      }
    }
    const pools = setupPools(pack);
    y += 6;
    for (const [label, ids] of [[T('British pool', 'イギリス軍プール'), pools.british], [T('American pool', 'アメリカ軍プール'), pools.american], [T('French pool, face up', 'フランス軍プール (表向き)'), pools.french]] as const) {
      for (const part of wrap(`${label} (${ids.length}): ` + ids.map((i) => { const b = blocks.get(i); return b ? nm(b) : i; }).join(T(', ', '、 ')), ja ? 26 : 44)) {
        panel.push(text(panelX, y, part, { size: 9, fill: '#5a4a3a' }));
        y += 12;
      }
    }
  }
  out.push(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${C.river}"/></marker></defs>`);
  out.push(...panel);
  out.push('</svg>');
  const height = Math.round(Math.max(mapBottom, y) + margin);
  out[0] = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">`;
  out[1] = `<rect width="${width}" height="${height}" fill="${C.paper}"/>`;
  return out.join('\n');
}

// ---------------------------------------------------------------- helpers

function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}
function dist(p: Pt, q: Pt): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}
function mid(p: Pt, q: Pt): Pt {
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface TextOpts {
  size?: number; anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: string; italic?: boolean; halo?: boolean;
  /** Squeeze the text to this width (textLength). */
  fit?: number;
}
function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const attrs = [`x="${f(x)}"`, `y="${f(y)}"`, `font-size="${o.size ?? 10}"`, `fill="${o.fill ?? C.ink}"`];
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.weight) attrs.push(`font-weight="${o.weight}"`);
  if (o.italic) attrs.push('font-style="italic"');
  if (o.halo) attrs.push('stroke="#fffaf0" stroke-width="2.5" paint-order="stroke" stroke-linejoin="round"');
  if (o.fit !== undefined) attrs.push(`textLength="${f(o.fit)}" lengthAdjust="spacingAndGlyphs"`);
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

/** Small tree ticks along a forest side so it reads as "trees" even in grey. */
function trees(p: Pt, q: Pt): string {
  const parts: string[] = [];
  for (const t of [0.3, 0.7]) {
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    parts.push(`<path d="M${f(x)},${f(y - 5)} L${f(x - 3.5)},${f(y + 2)} L${f(x + 3.5)},${f(y + 2)} z" fill="${C.forest}"/>`);
  }
  return parts.join('');
}

/** An anchor glyph drawn with paths (no font dependency). (x, y) is its top centre. */
function anchor(x: number, y: number): string {
  return `<g stroke="${C.ink}" stroke-width="1.3" fill="none" stroke-linecap="round">` +
    `<circle cx="${f(x)}" cy="${f(y + 1.5)}" r="1.5"/><line x1="${f(x)}" y1="${f(y + 3)}" x2="${f(x)}" y2="${f(y + 11)}"/>` +
    `<line x1="${f(x - 3)}" y1="${f(y + 5)}" x2="${f(x + 3)}" y2="${f(y + 5)}"/>` +
    `<path d="M${f(x - 4.5)},${f(y + 8)} Q${f(x - 3)},${f(y + 11.5)} ${f(x)},${f(y + 11)} Q${f(x + 3)},${f(y + 11.5)} ${f(x + 4.5)},${f(y + 8)}"/></g>`;
}

const SIDE_FILL: Record<SideId, string> = { british: C.red, american: C.blue };
function blockSquare(x: number, y: number, size: number, b: BlockData, steps: number): string {
  const fill = b.nation === 'french' ? C.french : b.nation === 'indian' ? C.orange : SIDE_FILL[b.side];
  return `<rect x="${f(x)}" y="${f(y)}" width="${size}" height="${size}" rx="1.5" fill="${fill}" stroke="#1a1a1a" stroke-width="0.8"/>` +
    text(x + size / 2, y + size - 2.2, String(steps), { size: 8.5, anchor: 'middle', fill: '#fff', weight: 'bold' });
}

function spaceBlocks(pack: LibertyPack, at: string, x: number, y: number, blocks: Map<string, BlockData>): string[] {
  const list = pack.setup.placements.filter((p) => p.at === at);
  return list.map((pl, i) => {
    const b = blocks.get(pl.block);
    return b ? blockSquare(x + i * 16, y, 13, b, pl.steps) : '';
  });
}

function groupSetup(pack: LibertyPack): Map<string, LibertyPack['setup']['placements']> {
  const m = new Map<string, LibertyPack['setup']['placements']>();
  for (const pl of pack.setup.placements) {
    const l = m.get(pl.at);
    if (l) l.push(pl); else m.set(pl.at, [pl]);
  }
  return m;
}

export const TOWN_NAME_SIZE = 8.5;

/**
 * Where a town's name is written (baselines, centred): below its circle, on two lines if long; a long one-word
 * name in a half hex would run into its neighbour's, so it goes above the circle. The board redraws names
 * over the blocks standing in a town from the same places. Japanese names have no spaces, so they stay on one
 * line; one wider than its hex is squeezed to fit (`fit`, a textLength) so neighbours' names do not run together.
 */
export function townNameLines(h: { half?: boolean }, name: string, p: Pt, size: number): { text: string; x: number; y: number; fit?: number }[] {
  const r = size * 0.3;
  const lines = nameLines(name);
  const above = !!h.half && lines.length === 1 && letters(name) > 8;
  const cap = Math.sqrt(3) * size * (h.half ? 0.75 : 0.92);
  return lines.map((line, i) => {
    const l: { text: string; x: number; y: number; fit?: number } = { text: line, x: p.x, y: above ? p.y - r - 5 : p.y + r + 11 + i * 9 };
    // Only names with CJK characters: the English map stays as it was.
    if (cjk(line) && cjk(line) * TOWN_NAME_SIZE + (line.length - cjk(line)) * TOWN_NAME_SIZE * 0.62 > cap) l.fit = cap;
    return l;
  });
}

/** Long multi-word town names on two lines ("Fort" / "Ticonderoga") so neighbours' names do not collide. */
function nameLines(name: string): string[] {
  const i = name.indexOf(' ');
  return letters(name) > 9 && i > 0 ? [name.slice(0, i), name.slice(i + 1)] : [name];
}

/** CJK characters (kana, kanji, full-width forms): each about as wide as the font size. */
function cjk(s: string): number {
  let n = 0;
  for (const ch of s) if (ch.codePointAt(0)! >= 0x2e80) n++;
  return n;
}
/** Length in Latin letters, a CJK character counting as 1.6 (the width of about 1.6 bold Latin letters). */
function letters(s: string): number {
  return s.length + 0.6 * cjk(s);
}

function wrap(s: string, n: number): string[] {
  const words = s.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && cur.length + 1 + w.length > n) { lines.push(cur); cur = '  ' + w; } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  return lines;
}

function weatherLineY(pack: LibertyPack, center: (h: { row: number; col: number }) => Pt, s: number): number | undefined {
  const firstSouth = pack.hexes.filter((h) => h.zone === 'south').reduce((m, h) => Math.min(m, h.row), Infinity);
  if (!Number.isFinite(firstSouth)) return undefined;
  return center({ row: firstSouth, col: 1 }).y - s * 0.75;
}

