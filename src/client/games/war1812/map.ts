/**
 * The War of 1812 base map for the board: the docs renderer's drawing (src/games/war1812/data/render.ts: coast,
 * lakes, region names, every route styled by its chart row, terrain halos, names, stars, ports, supply rings),
 * cropped to the map window, with the parts that change in play taken out (place symbols in their starting
 * owner's colour, starting fort levels, starting tribe status): the board draws those from the view. Places sit
 * where the renderer puts them (its projection, and its nudges for the two banks of the Niagara and the St.
 * Lawrence).
 */
import { defaultWar1812Pack } from '../../../games/war1812/data/pack.js';
import { renderWar1812Svg, war1812Projection } from '../../../games/war1812/data/render.js';

export const pack = defaultWar1812Pack();
export const P = war1812Projection();
/** The map window in SVG units (the renderer's frame, without its title and legend panel). */
export const FRAME = { x: P.left, y: P.top, w: P.width, h: P.height };

/** render.ts NUDGE: places closer than their symbols, pulled apart the same way. */
const NUDGE: Record<string, [number, number]> = {
  queenston: [-15, -6], lewiston: [15, -6], 'fort-erie': [-15, 9], buffalo: [15, 9], prescott: [-9, -7], ogdensburg: [9, 7],
  'isle-aux-noix': [0, -4], chateauguay: [-6, 4],
};

export interface Pt { x: number; y: number }
/** Where each space (by pack index = compiled index) is drawn. */
export const POS: Pt[] = pack.spaces.map((s) => {
  const [dx, dy] = s.kind === 'land' ? NUDGE[s.id] ?? [0, 0] : [0, 0];
  return { x: P.x(s.lon) + dx, y: P.y(s.lat) + dy };
});

function baseLayer(lang: 'en' | 'ja'): string {
  const svg = renderWar1812Svg(pack, { setup: false, lang });
  const lines = svg.split('\n');
  const start = lines.findIndex((l) => l.startsWith('<g clip-path="url(#map)">'));
  let end = lines.indexOf('</g>', start + 1);
  if (start < 0) return '';
  if (end < 0) end = lines.length;
  const out: string[] = [];
  for (let i = start + 1; i < end; i++) {
    const l = lines[i]!;
    // starting fort levels: a dark 11 px box and its number (the board draws the current level)
    if (/width="11" height="11" fill="#333"/.test(l)) { i++; continue; }
    // place symbols in the starting owner's colour (the board draws the current controller)
    if (/stroke="#1a1a1a" stroke-width="1\.2"/.test(l) || /r="3\.5" fill="#fff"/.test(l)) continue;
    // a tribe's starting status under its name (the board writes the current one)
    if (l.startsWith('<text') && l.includes('fill="#8b5a2b"') && l.includes('font-style="italic"')) continue;
    out.push(l);
  }
  return out.join('\n');
}

let cache: Partial<Record<'en' | 'ja', string>> = {};
/** The base layer's SVG markup (inner elements only) in a language, made once. */
export function baseMap(lang: 'en' | 'ja'): string {
  return (cache[lang] ??= baseLayer(lang));
}
export function resetBaseMapCache(): void { cache = {}; }
