/**
 * Where things are on the Liberty map, in the coordinates of the map the data pack draws
 * (src/games/liberty/data/render.ts, size 40): hex centres on the odd-r grid, and the Atlantic box and the
 * two West Indies in the side panel. Kept in step with render.ts (same constants).
 */
import type { LibertyPack } from '../../../games/liberty/data/types.js';
import { LOC } from '../../../games/liberty/state.js';

export const SIZE = 40;
const W = Math.sqrt(3) * SIZE;
const MARGIN = 16;
const TOP = 70;
const BOX_W = 220;

export interface Pt { x: number; y: number }
export interface Rect { x: number; y: number; w: number; h: number }

export function layout(pack: LibertyPack) {
  const { rows, cols } = pack.grid;
  const mapRight = MARGIN + (cols - 0.5) * W;
  const panelX = mapRight + 24;
  const center = (row: number, col: number): Pt => ({
    x: MARGIN - W / 2 + (col - 0.5) * W + (row % 2 === 1 ? W / 2 : 0),
    y: TOP + SIZE + (row - 1) * 1.5 * SIZE,
  });
  const halfByIndex = new Map<number, boolean>();
  for (const h of pack.hexes) if (h.half) halfByIndex.set((h.row - 1) * cols + (h.col - 1), true);
  /** Hex index → its drawing spot (inside the visible half of edge hexes). */
  const hexSpot = (loc: number): Pt => {
    const row = Math.floor(loc / cols) + 1, col = (loc % cols) + 1;
    const p = center(row, col);
    if (!halfByIndex.get(loc)) return p;
    return { x: p.x + (col === 1 ? W / 4 : -W / 4), y: p.y };
  };
  const hexCorners = (loc: number, r = SIZE): Pt[] => {
    const row = Math.floor(loc / cols) + 1, col = (loc % cols) + 1;
    const p = center(row, col);
    return [0, 1, 2, 3, 4, 5].map((i) => ({ x: p.x + r * Math.cos(((60 * i - 30) * Math.PI) / 180), y: p.y + r * Math.sin(((60 * i - 30) * Math.PI) / 180) }));
  };
  const atlantic: Rect = { x: panelX, y: TOP + 250 + 16, w: BOX_W, h: 150 };
  let y = Math.max(atlantic.y + atlantic.h + 16, center(15, 1).y);
  const bwi: Rect = { x: panelX, y, w: BOX_W, h: 96 };
  y += 96 + 12;
  const fwi: Rect = { x: panelX, y, w: BOX_W, h: 96 };
  const boxes: Record<number, Rect> = { [LOC.ATLANTIC]: atlantic, [LOC.BWI]: bwi, [LOC.FWI]: fwi };
  return { center, hexSpot, hexCorners, boxes, rows, cols, hexCount: rows * cols };
}
