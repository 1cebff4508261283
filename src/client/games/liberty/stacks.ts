/**
 * Where a location's stacks are drawn: one token per side, inside its own hex (or box), so a stack never
 * covers a neighbouring hex or its centre. A token shows the top block and a count; the stack opens on click.
 * Pure geometry, tested in test/client/liberty-stacks.test.ts.
 */
import type { Pt, Rect } from './layout.js';

export interface TokenSpot { x: number; y: number; size: number }

/** The pointy-top hex of radius `r` around `c`: is `p` inside it? */
export function inHex(c: Pt, r: number, p: Pt): boolean {
  const dx = Math.abs(p.x - c.x), dy = Math.abs(p.y - c.y);
  const w = (Math.sqrt(3) / 2) * r;
  return dx <= w + 1e-9 && dy <= r && dy <= r - dx / Math.sqrt(3) + 1e-9;
}

/**
 * Token squares for `sides` stacks (1 or 2) in a hex of radius `r` centred at `centre`, its contents drawn at
 * `spot` (the visible half's middle in a half hex, `half` = the visible half's width). The squares and the
 * stack's shadow (3 units right and down) stay inside the hex (the half hex's visible part) and above the
 * town name written below the centre.
 */
export function hexTokens(centre: Pt, spot: Pt, r: number, sides: number, half: boolean): TokenSpot[] {
  if (half) {
    // the visible half is about 0.87 r wide: one token fits, two share it
    const size = sides === 1 ? Math.round(r * 0.72) : Math.round(r * 0.35);
    const y = centre.y - size / 2 - 6;
    if (sides === 1) return [{ x: spot.x - size / 2 - 1.5, y, size }];
    return [{ x: spot.x - size - 2.3, y, size }, { x: spot.x - 1.3, y, size }];
  }
  if (sides === 1) {
    const size = Math.round(r * 0.9);
    return [{ x: centre.x - size / 2 - 1.5, y: centre.y - size / 2 - 10, size }];
  }
  const size = Math.round(r * 0.7);
  return [{ x: centre.x - size - 2.5, y: centre.y - size / 2 - 8, size }, { x: centre.x + 0.5, y: centre.y - size / 2 - 8, size }];
}

/** Token squares in a side-panel box (Atlantic, West Indies): one per side, side by side under its title. */
export function boxTokens(box: Rect, sides: number): TokenSpot[] {
  const size = 38;
  return Array.from({ length: sides }, (_, k) => ({ x: box.x + 14 + k * (size + 18), y: box.y + box.h - size - 12, size }));
}
