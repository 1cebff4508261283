/**
 * The War of 1812 base map for the board: the docs renderer's own drawing (src/games/war1812/data/render.ts:
 * coast, lakes, region names, every route styled by its chart row, terrain halos, names, stars, ports, supply
 * rings), taken as typed pieces by layer, without the layers that change in play (place symbols in their starting
 * owner's colour, starting fort levels, the set-up, the tribes' starting status): the board draws those from the
 * view. Places sit where the renderer puts them (its projection, and its nudges for the two banks of the Niagara
 * and the St. Lawrence).
 */
import { defaultWar1812Pack } from '../../../games/war1812/data/pack.js';
import { war1812MapPieces, war1812Points, war1812Projection, type War1812MapLayer, type War1812MapPiece } from '../../../games/war1812/data/render.js';

export const pack = defaultWar1812Pack();
export const P = war1812Projection();
/** The map window in SVG units (the renderer's frame, without its title and legend panel). */
export const FRAME = { x: P.left, y: P.top, w: P.width, h: P.height };

export interface Pt { x: number; y: number }
const points = war1812Points(pack);
/** Where each space (by pack index = compiled index) is drawn. */
export const POS: Pt[] = pack.spaces.map((s) => points.get(s.id)!);

/** Layers of the renderer the board draws itself, from the view. */
export const PLAY_LAYERS: ReadonlySet<War1812MapLayer> = new Set(['symbol', 'fort', 'setup']);

/** The base map's pieces in a language: everything but what changes in play. */
export function basePieces(lang: 'en' | 'ja'): War1812MapPiece[] {
  return war1812MapPieces(pack, { setup: false, lang, tribeStatus: false }).filter((p) => !PLAY_LAYERS.has(p.layer));
}

function baseLayer(lang: 'en' | 'ja'): string {
  // one group per run of a layer, so a layer can be styled or found by its name
  const out: string[] = [];
  let open: War1812MapLayer | null = null;
  for (const p of basePieces(lang)) {
    if (p.layer !== open) {
      if (open) out.push('</g>');
      out.push(`<g class="w18-layer" data-layer="${p.layer}">`);
      open = p.layer;
    }
    out.push(p.svg);
  }
  if (open) out.push('</g>');
  return out.join('\n');
}

let cache: Partial<Record<'en' | 'ja', string>> = {};
/** The base layer's SVG markup (inner elements only) in a language, made once. */
export function baseMap(lang: 'en' | 'ja'): string {
  return (cache[lang] ??= baseLayer(lang));
}
export function resetBaseMapCache(): void { cache = {}; }
