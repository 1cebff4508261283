/**
 * Where things are on the Liberty map: the renderer's own layout (src/games/liberty/data/render.ts), so hex
 * spots and the Atlantic / West Indies boxes always match the drawn SVG. Here only the side-panel boxes are
 * keyed by the engine's location numbers.
 */
import type { LibertyPack } from '../../../games/liberty/data/types.js';
import { libertyMapLayout, type Pt, type Rect } from '../../../games/liberty/data/render.js';
import { LOC } from '../../../games/liberty/state.js';

export type { Pt, Rect };
export const SIZE = 40;

export function layout(pack: LibertyPack) {
  const m = libertyMapLayout(pack, SIZE);
  const boxes: Record<number, Rect> = {};
  if (m.boxes.atlantic) boxes[LOC.ATLANTIC] = m.boxes.atlantic;
  if (m.boxes.bwi) boxes[LOC.BWI] = m.boxes.bwi;
  if (m.boxes.fwi) boxes[LOC.FWI] = m.boxes.fwi;
  return { center: (row: number, col: number) => m.center({ row, col }), hexSpot: m.hexSpot, hexCorners: m.hexCorners, boxes, rows: m.rows, cols: m.cols, hexCount: m.rows * m.cols };
}
