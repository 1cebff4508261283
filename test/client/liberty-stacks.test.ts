/**
 * Liberty map stacks (issue 18, point 1): every token the board draws for a stack — with its shadow and count
 * badge — stays inside its own hex (a half hex's visible half) and never reaches a neighbour's centre.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/pack.js';
import { libertyMapLayout } from '../../src/games/liberty/data/render.js';
import { hexTokens, inHex } from '../../src/client/games/liberty/stacks.js';

test('liberty board: stack tokens (1 or 2 sides, shadow and count badge included) stay inside their own hex', () => {
  const r = 40;
  const m = libertyMapLayout(pack, r);
  let checked = 0;
  for (const h of pack.hexes) {
    const i = (h.row - 1) * pack.grid.cols + (h.col - 1);
    const corners = m.hexCorners(i, r);
    const centre = { x: (corners[0]!.x + corners[3]!.x) / 2, y: (corners[1]!.y + corners[4]!.y) / 2 };
    for (const sides of [1, 2]) {
      for (const t of hexTokens(centre, m.hexSpot(i), r, sides, !!h.half)) {
        const badge = t.size >= 20 ? 7 : 5;
        // the square, its shadow (3 right and down) and the badge circle's extreme points
        const T = t.size;
        const pts = [[0, 0], [T, 0], [0, T], [T, T], [3, 3], [T + 3, 3], [3, T + 3], [T + 3, T + 3], [T - 5, 6 - badge], [T - 5 + badge, 6]].map(([x, y]) => ({ x: t.x + x!, y: t.y + y! }));
        for (const p of pts) {
          assert.ok(inHex(centre, r, p), `hex ${h.row},${h.col} (${sides} side(s)): (${p.x.toFixed(1)}, ${p.y.toFixed(1)}) outside`);
          if (h.half) assert.ok(Math.abs(p.x - m.hexSpot(i).x) <= (Math.sqrt(3) / 4) * r + 0.5, `half hex ${h.row},${h.col}: outside its visible half`);
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 1000);
});
